import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cases } from '../../db/schema/index';
import { bankKeyOf, principalOf } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { one, type Runner } from '../../db/rows';
import { BANK_STAGE_OF, CASE_STATES, type Actor, type CaseState } from 'mfe-cases/model';

/**
 * The one scoping of a bank's view of the firm's cases (issue 27), used by the branch's portal and
 * by the bank API alike: a bank-branch login sees its branch's cases; an API key its bank's, or
 * its one branch's. Anything else is not found (404), never forbidden: another bank's case id is
 * not told to exist.
 */
export interface BankScope {
  bankId: number | null;
  bankBranchId: number | null;
  /** Who writes as this bank in a query thread (shown to the firm's query desk). */
  label: string;
}

/** The caller's scope: a branch login or a bank API key; staff have none (403). */
export function bankScopeOf(req: FastifyRequest): BankScope {
  const key = bankKeyOf(req)?.key;
  if (key) return { bankId: key.bank_id, bankBranchId: key.bank_branch_id, label: `API key ${key.name}` };
  const p = principalOf(req);
  if (p.kind === 'branch' && p.branch.bank_branch_id) return { bankId: null, bankBranchId: p.branch.bank_branch_id, label: p.branch.name };
  throw forbidden();
}

/** WHERE for the cases a scope may see (cases_bank_branch_idx / cases_bank_received_idx). */
export function scopeWhere(s: BankScope): SQL {
  const parts: SQL[] = [];
  if (s.bankId !== null) parts.push(sql`${cases.bank_id} = ${s.bankId}`);
  if (s.bankBranchId !== null) parts.push(sql`${cases.bank_branch_id} = ${s.bankBranchId}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`false`;
}

const quoted = (s: string) => `'${s.replace(/'/g, "''")}'`;
const stageCase = () =>
  CASE_STATES.filter((s) => BANK_STAGE_OF[s])
    .map((s) => `WHEN ${quoted(s)} THEN ${quoted(BANK_STAGE_OF[s]!)}`)
    .join(' ');

/**
 * The bank's stage of a case in SQL, from the one mapping in mfe-cases/model (bank-status.ts): a
 * held or queried case shows the stage it was held from.
 */
export const bankStageSql = sql.raw(
  `(CASE cases.status ${stageCase()} ELSE (CASE cases.held_from ${stageCase()} ELSE 'RECEIVED' END) END)`,
);

/** On time: released (or, while open, now) no later than the TAT due time; none for a cancelled case. */
export const onTimeSql = sql.raw(
  `(CASE WHEN cases.status = 'CANCELLED' OR cases.tat_due_at IS NULL THEN NULL
         WHEN coalesce(cases.released_at, now()) <= cases.tat_due_at THEN 'ON_TIME' ELSE 'LATE' END)`,
);

/** The engineer's name: the only staff name a bank sees (with the firm's contact). */
export const engineerNameSql = sql.raw(
  `(SELECT u.name || coalesce(' ' || u.surname, '') FROM users u WHERE u.id = cases.site_engineer_id)`,
);

/** A case of the scope, locked by nothing; 404 when it is another's (or none). */
export async function ownCase(db: Runner, s: BankScope, id: number): Promise<{ id: number; status: CaseState; version: number }> {
  const c = await one<{ id: number; status: CaseState; version: number }>(
    db,
    sql`SELECT ${cases.id} AS id, ${cases.status} AS status, ${cases.version} AS version FROM ${cases} WHERE ${cases.id} = ${id} AND ${scopeWhere(s)}`,
  );
  if (!c) throw notFound('No such case.');
  return c;
}

/**
 * A bank acting on its own case through the flow (cancel before allocation, a query): it is no
 * member of the staff, so the history row has no user (status_changed_by NULL) and the comment
 * names the bank; it may make only the one move the route allows.
 */
export const bankActor = (move: Actor['can'] extends (r: infer R) => boolean ? R : never): Actor => ({
  id: null as unknown as number,
  role: '',
  can: (right) => right === move,
});
