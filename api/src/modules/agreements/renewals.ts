import { sql } from 'drizzle-orm';
import type { DueAgreement } from 'mfe-masters/model';
import type { Db } from '../../db/client';
import { renewalWindow } from 'mfe-masters/model';
import { rows } from '../../db/rows';

/** Today in the business time zone, as SQL. */
export const TODAY = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * The agreements ending within 90 days (or already ended within the last 30) that no later
 * agreement of the same bank replaces, soonest first.
 */
export async function dueAgreements(db: Db): Promise<DueAgreement[]> {
  const res = await rows<Omit<DueAgreement, 'window'>>(
    db,
    sql`
    SELECT a.id, b.name AS bank_name, a.agreement_no, a.valid_to::text AS valid_to, (a.valid_to - ${TODAY})::int AS days_left
    FROM agreements a JOIN banks b ON b.id = a.bank_id
    WHERE a.valid_to <= ${TODAY} + 90 AND a.valid_to >= ${TODAY} - 30
      AND NOT EXISTS (SELECT 1 FROM agreements n WHERE n.bank_id = a.bank_id AND n.valid_to > a.valid_to)
    ORDER BY a.valid_to, a.id`,
  );
  return res.map((r) => ({ ...r, window: renewalWindow(r.days_left) ?? 30 }));
}

/**
 * Raises one task per due agreement and window (90, 60, 30 days) for each administrator holding
 * aggreement_page: the pending-task count in the top bar then shows it. Idempotent: the task's
 * linked_entity `agreement:<id>:<window>` says it was raised.
 */
export async function raiseRenewalTasks(db: Db): Promise<number> {
  const due = await dueAgreements(db);
  let raised = 0;
  for (const a of due) {
    const link = `agreement:${a.id}:${a.window}`;
    const title =
      a.days_left < 0
        ? `Agreement ${a.agreement_no} with ${a.bank_name} has expired`
        : `Renew agreement ${a.agreement_no} with ${a.bank_name} (ends in ${a.days_left} days)`;
    const res = await rows<{ id: number }>(
      db,
      sql`
      INSERT INTO tasks (title, description, type, linked_entity, assigned_to, due_date, priority, status)
      SELECT ${title}, ${`The empanelment agreement ends on ${a.valid_to}. Send the renewal documents to the bank and record the new agreement in Agreement Renewal.`},
             'MASTER', ${link}, u.id, ${a.valid_to}::date - 15, ${a.window <= 30 ? 'URGENT' : a.window <= 60 ? 'HIGH' : 'MEDIUM'}, '0'
      FROM users u JOIN page_rights r ON r.user_id = u.id AND r.page_name = 'aggreement_page' AND r.view_status = '1'
      WHERE u.kind = 'admin' AND u.status = '1'
        AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.linked_entity = ${link} AND t.assigned_to = u.id)
      RETURNING id`,
    );
    raised += res.length;
  }
  return raised;
}
