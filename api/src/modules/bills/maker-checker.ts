import type { RawSql } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findMove, type MakerCheckerRule, type Workflow, type WorkflowMove } from 'mfe-bills/model';

type Entity = 'bill' | 'credit_note';

/** The rules switched on now (billing_rules; a rule with no row counts as on). */
export async function rulesOn(db: RawSql): Promise<Set<MakerCheckerRule>> {
  const rows = await db.query<{ key: MakerCheckerRule; enabled: boolean }>('SELECT key, enabled FROM billing_rules');
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.key));
  return new Set((['initiator_not_approver', 'approver_not_ca'] as const).filter((k) => !off.has(k)));
}

/** Who made the last move into each state of this bill or credit note (from its history). */
async function makers(db: RawSql, entity: Entity, id: number): Promise<Map<string, number | null>> {
  const rows = await db.query<{ to_status: string; changed_by: number | null }>(
    `SELECT DISTINCT ON (to_status) to_status, changed_by FROM billing_history
     WHERE entity = $1 AND entity_id = $2 ORDER BY to_status, changed_at DESC, id DESC`,
    [entity, id],
  );
  return new Map(rows.map((r) => [r.to_status, r.changed_by]));
}

function refused(move: WorkflowMove, flowName: string, on: Set<MakerCheckerRule>, by: number | null, who: Map<string, number | null>) {
  if (!move.notBy || by === null || !on.has(move.notBy.rule)) return null;
  return who.get(move.notBy.step) === by
    ? `You ${move.notBy.as} this ${flowName}; someone else must ${move.label.toLowerCase()} it (maker-checker).`
    : null;
}

/** Refuses (403) a move the caller may not make on this record because they made the step it checks. */
export async function checkMakerChecker(
  db: RawSql,
  flow: Workflow,
  entity: Entity,
  id: number,
  from: string,
  to: string,
  by: number | null,
) {
  const move = findMove(flow, from, to);
  if (!move?.notBy) return;
  const message = refused(move, flow.name, await rulesOn(db), by, await makers(db, entity, id));
  if (message) throw new HttpError(403, message);
}

/** The moves offered as buttons, less those maker-checker refuses this caller. */
export async function allowedMoves<M extends WorkflowMove>(
  db: RawSql,
  flowName: string,
  entity: Entity,
  id: number,
  moves: M[],
  by: number | null,
) {
  if (!moves.some((m) => m.notBy)) return moves;
  const on = await rulesOn(db);
  const who = await makers(db, entity, id);
  return moves.filter((m) => !refused(m, flowName, on, by, who));
}
