import { sql } from 'drizzle-orm';
import { conflict, notFound } from '../../http/errors';
import { one, type Runner } from '../../db/rows';
import { CASE_STATE_LABELS, VISIT_OPEN_STATUSES, type CaseState } from 'mfe-cases/model';

/**
 * The case may still take this engineer's visit: it exists, is still theirs and has not moved on.
 * Otherwise a 409 saying what happened (error REASSIGNED or MOVED): the phone keeps the action and
 * shows it, since the engineer's work must not vanish without a word.
 */
export async function guard(tx: Runner, caseId: number, userId: number, what: string) {
  const c = await one<{ case_no: string; status: string; site_engineer_id: number | null; area_unit: string | null }>(
    tx,
    sql`SELECT case_no, status, site_engineer_id, area_unit FROM cases WHERE id = ${caseId} FOR UPDATE`,
  );
  if (!c) throw notFound('No such case.');
  if (c.site_engineer_id !== userId)
    throw conflict(`Case ${c.case_no} was reassigned to another engineer; this ${what} was not recorded.`, { error: 'REASSIGNED' });
  if (!(VISIT_OPEN_STATUSES as readonly string[]).includes(c.status))
    throw conflict(
      `Case ${c.case_no} moved to ${CASE_STATE_LABELS[c.status as CaseState] ?? c.status} meanwhile; this ${what} was not recorded.`,
      {
        error: 'MOVED',
      },
    );
  return c;
}

/** The visit's row, its start the earliest action the phone recorded (the visit window opens there). */
export async function markStarted(tx: Runner, caseId: number, userId: number, at: Date) {
  await tx.execute(
    sql`INSERT INTO site_visits (case_id, engineer_id, started_at) VALUES (${caseId}, ${userId}, ${at.toISOString()})
        ON CONFLICT (case_id) DO UPDATE SET engineer_id = ${userId},
          started_at = LEAST(coalesce(site_visits.started_at, excluded.started_at), excluded.started_at), updated_at = now()`,
  );
}
