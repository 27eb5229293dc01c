import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client';
import { totpRecoveryCodes, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

/** The issuer shown by authenticator apps. */
const TOTP_ISSUER = 'Valuation Back Office';
const RECOVERY_CODES = 10;

/** A fresh secret and its otpauth:// URI (RFC 6238: SHA-1, 6 digits, 30 s, as authenticator apps expect). */
export function newTotp(email: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
}

/**
 * Checks a code against a secret, one step either side for clock drift, never a step at or before
 * `afterStep` (a code is used once). Answers the accepted time step, or null.
 */
export async function checkTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterStep !== null ? { afterTimeStep: afterStep } : {}) });
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  } catch {
    return null; // a malformed secret or a step rule broken by the code: not valid
  }
}

/** Ten new recovery codes (shown once); only their hashes are stored, the old ones are dropped. */
export async function newRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(10).toString('hex').slice(0, 10).toUpperCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, userId));
  await db.insert(totpRecoveryCodes).values(codes.map((c) => ({ user_id: userId, code_hash: hashToken(normalRecovery(c)) })));
  return codes;
}

const normalRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Uses a recovery code (once): true when it was one of the user's unused codes. */
async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(totpRecoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(totpRecoveryCodes.user_id, userId),
        eq(totpRecoveryCodes.code_hash, hashToken(normalRecovery(code))),
        isNull(totpRecoveryCodes.used_at),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length > 0;
}

/** The second factor of an enrolled user: a current TOTP code (not replayed) or an unused recovery code. */
export async function passSecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const [u] = await db
    .select({ secret: users.totp_secret, enabled: users.totp_enabled_at, last: users.totp_last_step })
    .from(users)
    .where(eq(users.id, userId));
  if (!u?.secret || !u.enabled) return false;
  const step = await checkTotp(u.secret, code.trim(), u.last ?? null);
  if (step !== null) {
    // Guarded so two parallel sign-ins with one code cannot both pass.
    const moved = await db
      .update(users)
      .set({ totp_last_step: step })
      .where(and(eq(users.id, userId), u.last === null ? isNull(users.totp_last_step) : eq(users.totp_last_step, u.last)))
      .returning({ id: users.id });
    return moved.length > 0;
  }
  return useRecoveryCode(db, userId, code);
}

/** Whether a user has a confirmed second factor. */
export async function totpEnabled(db: Db, userId: number): Promise<boolean> {
  const [u] = await db.select({ enabled: users.totp_enabled_at }).from(users).where(eq(users.id, userId));
  return !!u?.enabled;
}
