import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { STALE_VERSION_MESSAGE } from 'shared/resources';
import { nextNumber } from './create';
import { HELD_FROM, PANEL_LAPSED } from './list';
import { one, type Runner } from '../../db/rows';
import { openRevision, recordApproval } from './revisions';
import { emitMove } from '../milestones/emit';
import {
  checkMove,
  levelAfter,
  panelAckComment,
  panelLapsedMessage,
  moveById,
  targetOf,
  type Actor,
  type CaseState,
  type FlowCase,
  type MoveId,
} from 'mfe-cases/model';

export interface MoveBody {
  move: MoveId;
  version: number;
  comment?: string | null;
  site_engineer_id?: number | null;
  appointment_at?: string | null;
  acknowledge_lapsed_panel?: boolean;
}

interface Current extends FlowCase {
  id: number;
  version: number;
  bank_id: number;
  company_branch_id: number;
  company_branch_code: string;
  fair_market_value: string | null;
  revision_no: number;
  bank_name: string;
  panel_lapsed: boolean;
  panel_to: string | null;
}

/** How many review levels the approval matrix asks for this bank and value (1 when no rule matches). */
export async function levelsFor(db: Runner, bankId: number, value: number): Promise<number> {
  const rule = await one<{ levels: number }>(
    db,
    sql`
    SELECT levels FROM approval_matrix
    WHERE status = '1' AND (bank_id = ${bankId} OR bank_id IS NULL) AND value_from <= ${value}
      AND (value_to IS NULL OR ${value} < value_to)
    ORDER BY bank_id NULLS LAST, value_from DESC LIMIT 1`,
  );
  return rule?.levels ?? 1;
}

async function engineerOk(db: Runner, id: number): Promise<boolean> {
  return !!(await one(db, sql`SELECT 1 FROM users WHERE id = ${id} AND status = '1'`));
}

/**
 * Makes one move of the flow on one case, in the caller's transaction: the flow's check (409
 * naming both states, 403, 400 for a missing comment), the move's own needs, then one UPDATE
 * guarded by the version the user saw, so of two simultaneous moves one wins and the other gets
 * 409 (the trigger writes exactly one history row).
 */
export async function makeMove(tx: Runner, id: number, body: MoveBody, actor: Actor): Promise<{ status: CaseState; version: number }> {
  const c = await one<Current>(
    tx,
    sql`
    SELECT c.id, c.version, c.status, c.site_engineer_id, c.review_level, c.levels_needed, ${HELD_FROM} AS held_from, c.bank_id,
           c.company_branch_id, cb.code AS company_branch_code, c.fair_market_value, c.revision_no,
           b.name AS bank_name, ${PANEL_LAPSED} AS panel_lapsed, to_char(b.empanelled_to, 'YYYY-MM-DD') AS panel_to
    FROM cases c JOIN company_branches cb ON cb.id = c.company_branch_id JOIN banks b ON b.id = c.bank_id WHERE c.id = ${id}`,
  );
  if (!c) throw notFound('No such case.');
  if (c.version !== body.version) throw conflict(STALE_VERSION_MESSAGE);
  const refusal = checkMove(body.move, c, actor, body.comment);
  if (refusal) throw new HttpError(refusal.status, refusal.message, refusal.status === 400 ? { comment: refusal.message } : undefined);
  const move = moveById(body.move)!;
  const to = targetOf(move, c);
  const set: SQL[] = [];

  if (move.id === 'allocate' || move.id === 'reallocate') {
    if (!body.site_engineer_id) throw badRequest({ site_engineer_id: 'Choose a site engineer.' });
    if (!(await engineerOk(tx, body.site_engineer_id))) throw badRequest({ site_engineer_id: 'Choose an active site engineer.' });
    set.push(sql`site_engineer_id = ${body.site_engineer_id}`, sql`allocated_at = now()`);
  }
  if (body.appointment_at !== undefined && ['allocate', 'reallocate', 'visit'].includes(move.id)) {
    if (body.appointment_at !== null && Number.isNaN(Date.parse(body.appointment_at))) {
      throw badRequest({ appointment_at: 'Appointment must be a date and time.' });
    }
    set.push(sql`appointment_at = ${body.appointment_at}`);
  }
  // Each submission is a numbered revision; its levels follow the approval matrix for its value
  // (the value can only change before a submission: in work or after a return for rework).
  if (move.id === 'submit') {
    if (c.fair_market_value == null) throw badRequest({ fair_market_value: 'Enter the Fair Market Value before submitting for review.' });
    const levels = await levelsFor(tx, c.bank_id, Number(c.fair_market_value));
    set.push(sql`levels_needed = ${levels}`, sql`revision_no = ${await openRevision(tx, id, levels, actor.id)}`);
  }
  if (move.id === 'approve' || move.id === 'release') await recordApproval(tx, id, c.revision_no, c.review_level ?? 1, actor.id);
  let comment = body.comment?.trim() || null;
  if (move.id === 'release' && c.panel_lapsed) {
    // A lapsed panel: released only on an explicit acknowledgement with a reason, kept in the history.
    if (!body.acknowledge_lapsed_panel || !comment) {
      throw badRequest({ acknowledge_lapsed_panel: panelLapsedMessage(c.bank_name, c.panel_to ?? '-') });
    }
    comment = panelAckComment(c.panel_to ?? '-', comment);
  }
  if (move.id === 'release') {
    const reportNo = await nextNumber(tx, c.company_branch_id, c.company_branch_code, 'REPORT');
    set.push(sql`report_no = coalesce(report_no, ${reportNo})`);
  }
  if (to === 'ON_HOLD' || to === 'QUERY_PENDING')
    set.push(sql`held_from = ${c.status === 'ON_HOLD' || c.status === 'QUERY_PENDING' ? c.held_from : c.status}`);
  if (move.id === 'resume') set.push(sql`held_from = NULL`);

  // REWORK keeps a reason (table constraint): a case resumed into it keeps the reviewer's words.
  comment ??= to === 'REWORK' ? 'Resumed for rework' : null;
  const updated = await one<{ version: number }>(
    tx,
    sql`
    UPDATE cases SET status = ${to}, status_changed_at = clock_timestamp(), status_changed_by = ${actor.id},
      status_comment = ${comment}, review_level = ${levelAfter(move, c)}, version = version + 1, updated_at = now()
      ${set.length ? sql`, ${sql.join(set, sql`, `)}` : sql``}
    WHERE id = ${id} AND version = ${body.version}
    RETURNING version`,
  );
  if (!updated) throw conflict(STALE_VERSION_MESSAGE);
  return { status: to, version: updated.version };
}

/** One move in its own transaction, with its milestones (outbox) in the same one. */
export function moveCase(db: Db, id: number, body: MoveBody, actor: Actor) {
  return db.transaction(async (tx) => {
    const moved = await makeMove(tx, id, body, actor);
    await emitMove(tx, id, { id: body.move, to: moved.status, appointmentSet: !!body.appointment_at });
    return moved;
  });
}
