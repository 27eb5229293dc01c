import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BankKeyPrincipal } from '../../http/types';
import { badRequest, notFound } from '../../http/errors';
import { one, rows } from '../../db/rows';
import { BANK_KEY_DEFAULT_RATE } from 'mfe-masters/model';

const PREFIX = 'vbk_';
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Answers a presented key's principal (and stamps its last use), or null: unknown, revoked or expired. */
export async function resolveBankKey(db: Db, token: string): Promise<BankKeyPrincipal | null> {
  const tokenHash = hashOf(token);
  const key = await one<{
    id: number;
    bank_id: number;
    bank_branch_id: number | null;
    name: string;
    scopes: string[];
    rate_per_minute: number;
  }>(
    db,
    sql`UPDATE bank_api_keys SET last_used_at = now()
        WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        RETURNING id, bank_id, bank_branch_id, name, scopes, rate_per_minute`,
  );
  return key ? { kind: 'bankKey', key, tokenHash } : null;
}

export const isBankKey = (token: string) => token.startsWith(PREFIX);

const KEY_COLUMNS = sql`k.id, k.bank_id, k.bank_branch_id, bb.branch_name AS bank_branch_name, k.name, k.prefix, k.scopes, k.rate_per_minute,
  k.expires_at, k.last_used_at, k.revoked_at, k.created_at`;

export async function listBankKeys(db: Db, bankId: number) {
  return rows(
    db,
    sql`SELECT ${KEY_COLUMNS} FROM bank_api_keys k LEFT JOIN bank_branches bb ON bb.id = k.bank_branch_id
        WHERE k.bank_id = ${bankId} ORDER BY k.id DESC`,
  );
}

export interface NewKey {
  name: string;
  scopes: string[];
  bank_branch_id?: number | null;
  expires_at?: string | null;
  rate_per_minute?: number;
}

/** Issues a key: 32 random bytes, shown once in the answer; only its SHA-256 is stored. */
export async function issueBankKey(db: Db, bankId: number, body: NewKey, userId: number) {
  if (!(await one(db, sql`SELECT 1 FROM banks WHERE id = ${bankId}`))) throw notFound('No such bank.');
  if (
    body.bank_branch_id != null &&
    !(await one(db, sql`SELECT 1 FROM bank_branches WHERE id = ${body.bank_branch_id} AND bank_id = ${bankId}`))
  )
    throw badRequest({ bank_branch_id: 'Choose a branch of this bank.' });
  const expires = body.expires_at ? new Date(body.expires_at) : null;
  if (expires && Number.isNaN(expires.getTime())) throw badRequest({ expires_at: 'Expiry must be a date and time.' });
  const token = PREFIX + crypto.randomBytes(32).toString('base64url');
  const made = await one<{ id: number }>(
    db,
    sql`INSERT INTO bank_api_keys (bank_id, bank_branch_id, name, token_hash, prefix, scopes, rate_per_minute, expires_at, created_by)
        VALUES (${bankId}, ${body.bank_branch_id ?? null}, ${body.name.trim()}, ${hashOf(token)}, ${token.slice(0, 10)},
                ARRAY[${sql.join(
                  [...new Set(body.scopes)].map((s) => sql`${s}`),
                  sql`, `,
                )}]::text[],
                ${body.rate_per_minute ?? BANK_KEY_DEFAULT_RATE}, ${expires}, ${userId})
        RETURNING id`,
  );
  const key = (await listBankKeys(db, bankId)).find((k) => k.id === made!.id);
  return { key, token };
}

/** Revokes a key at once: the next request with it is refused (the check reads the row each time). */
export async function revokeBankKey(db: Db, bankId: number, id: number) {
  const done = await one(
    db,
    sql`UPDATE bank_api_keys SET revoked_at = coalesce(revoked_at, now()), version = version + 1, updated_at = now()
    WHERE id = ${id} AND bank_id = ${bankId} RETURNING id`,
  );
  if (!done) throw notFound('No such API key.');
}
