import { sql } from 'drizzle-orm';
import { makeMove } from '../cases/moves';
import { one, type Runner } from '../../db/rows';
import { moveById, QUERY_OPEN_STATES, queriesResource, stateAllows, type Actor, type CaseState } from 'mfe-cases/model';

const openList = sql.raw(QUERY_OPEN_STATES.map((s) => `'${s}'`).join(', '));

/**
 * Keeps a case's state in step with its queries, through the case flow (moves.ts: its checks, its
 * history row): a case with an open query waits in QUERY_PENDING when the flow allows the 'query'
 * move from where it is; when its last open query is resolved it resumes the stage it came from.
 * A query on a released report leaves the case where it is (the flow has no query move there).
 * Those two moves follow from the query, so the right that allowed the query (the route checked
 * it) allows them too: a holder of only the queries right raises, answers and resolves queries.
 */
export async function syncCaseWithQueries(tx: Runner, caseId: number, actor: Actor, comment: string): Promise<void> {
  const c = await one<{ status: CaseState; version: number; open: number }>(
    tx,
    sql`SELECT c.status, c.version,
          (SELECT count(*)::int FROM case_queries q WHERE q.case_id = c.id AND q.status IN (${openList})) AS open
        FROM cases c WHERE c.id = ${caseId} FOR UPDATE`,
  );
  if (!c) return;
  const move = moveById(c.open > 0 ? 'query' : 'resume')!;
  if (move.id === 'resume' && c.status !== 'QUERY_PENDING') return;
  if (!stateAllows(move, c)) return;
  const byQuery: Actor = { ...actor, can: (r) => actor.can(r) || (r === move.who.right && actor.can(queriesResource.right!)) };
  await makeMove(tx, caseId, { move: move.id, version: c.version, comment }, byQuery);
}
