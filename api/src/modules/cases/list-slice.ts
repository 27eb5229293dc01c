import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows, type Runner } from '../../db/rows';
import { CASE_STATES, COMPLETED_STATES, type Actor, type CaseState, type CaseView } from 'mfe-cases/model';

export interface CaseListQuery {
  view?: CaseView;
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: string;
  bank_id?: number;
  bank_branch_id?: number;
  company_branch_id?: number;
  site_engineer_id?: number;
  from?: string;
  to?: string;
  /** Appointments on these IST days (the appointments calendar). */
  appointment_from?: string;
  appointment_to?: string;
}

/** Filters that no kept count covers: a list with one is counted row by row. */
const uncounted = (q: CaseListQuery) => !!(q.appointment_from || q.appointment_to);

/** The states each page shows (every state when absent). */
export const VIEW_STATES: Partial<Record<CaseView, readonly CaseState[]>> = {
  initiated: ['INITIATED'],
  allocation: ['INITIATED', 'ALLOCATED'],
  wip: ['SITE_VISIT', 'WIP', 'REWORK', 'STAGE_REVIEW', 'QUERY_PENDING'],
  review: ['STAGE_REVIEW'],
  hold: ['ON_HOLD', 'QUERY_PENDING'],
  completed: COMPLETED_STATES,
  mine: ['ALLOCATED', 'SITE_VISIT'],
};

/** A reviewer's review page shows the level they review. */
export const reviewLevel = (actor: Actor) => /^Level-([1-3])$/.exec(actor.role)?.[1];

/** The status filter's known states. */
export const statusFilter = (q: CaseListQuery): CaseState[] =>
  q.status ? q.status.split(',').filter((s): s is CaseState => (CASE_STATES as readonly string[]).includes(s)) : [];

/** The states the list shows: its page's, narrowed by the status filter (undefined: every state). */
function viewedStates(q: CaseListQuery): readonly CaseState[] | undefined {
  const viewStates = VIEW_STATES[q.view ?? 'all'];
  const filtered = statusFilter(q);
  return filtered.length ? filtered.filter((s) => !viewStates || viewStates.includes(s)) : viewStates;
}

/** The list's states, when a set of states is all that filters it (no bank, branch, office, engineer, dates or review level). */
export function listedStates(q: CaseListQuery, actor: Actor): readonly CaseState[] | undefined {
  const view = q.view ?? 'all';
  if (view === 'mine' || (view === 'review' && reviewLevel(actor))) return undefined;
  if (q.bank_id || q.bank_branch_id || q.company_branch_id || q.site_engineer_id || q.from || q.to || uncounted(q)) return undefined;
  return viewedStates(q);
}

/**
 * The list is one bank's, bank branch's, office's or engineer's cases in every state and on every
 * date: each has its own index in received order (0900), so a walk of it reads the list's cases only.
 */
export const ownIndexed = (q: CaseListQuery): boolean =>
  (q.view ?? 'all') === 'all' &&
  !statusFilter(q).length &&
  !q.from &&
  !q.to &&
  !uncounted(q) &&
  !!(q.bank_id || q.bank_branch_id || q.company_branch_id || q.site_engineer_id);

/**
 * The slice of case_counts that holds exactly this list's cases, when there is one: a set of
 * states within at most one of bank, bank branch, office, engineer or received dates (the pages,
 * their filters); undefined for anything else (a search, two filters at once).
 */
function keptSlice(q: CaseListQuery, actor: Actor): { dim: SQL; states: SQL; days?: SQL } | undefined {
  const view = q.view ?? 'all';
  if (q.search?.trim() || (view === 'review' && reviewLevel(actor)) || uncounted(q)) return undefined;
  const states = viewedStates(q);
  const day = (d: string) => sql`(${d}::date - DATE '1970-01-01')`;
  const dims = [
    view === 'mine' ? sql`dim = 'engineer' AND key = ${actor.id}` : undefined,
    q.bank_id ? sql`dim = 'bank' AND key = ${q.bank_id}` : undefined,
    q.bank_branch_id ? sql`dim = 'bank_branch' AND key = ${q.bank_branch_id}` : undefined,
    q.company_branch_id ? sql`dim = 'office' AND key = ${q.company_branch_id}` : undefined,
    q.site_engineer_id ? sql`dim = 'engineer' AND key = ${q.site_engineer_id}` : undefined,
  ].filter((d): d is SQL => !!d);
  const dayRange = sql`dim = 'day'${q.from ? sql` AND key >= ${day(q.from)}` : sql``}${q.to ? sql` AND key <= ${day(q.to)}` : sql``}`;
  if (q.from || q.to) dims.push(dayRange);
  if (dims.length > 1) return undefined;
  const inStates = states
    ? sql` AND status IN (${sql.join(
        (states.length ? states : ['']).map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  // The per-day rows of this slice: they exist for the whole firm only, not per bank (etc.).
  const days = dims.length === 0 || dims[0] === dayRange ? dayRange : undefined;
  return { dim: dims[0] ?? sql`dim = 'all' AND key = 0`, states: inStates, days };
}

/** How many cases the list holds (unsearched: a search counts its own, list-search.ts): kept when it can be, else counted (`whereSql` is the list's WHERE). */
export async function listTotal(db: Db, q: CaseListQuery, actor: Actor, whereSql: SQL): Promise<number> {
  const kept = keptSlice(q, actor);
  const [{ total }] = await rows<{ total: number }>(
    db,
    kept
      ? sql`SELECT coalesce(sum(n), 0)::int AS total FROM case_counts WHERE ${kept.dim}${kept.states}`
      : sql`SELECT count(*)::int AS total FROM cases c ${whereSql}`,
  );
  return total;
}

/**
 * For a list in received order whose cases the per-day counts hold: the IST day where the
 * `skip`-th case of the walk lies, and how many cases the walk passes in the days before it. The
 * page then starts at that day's edge and skips only within it, not the half million before.
 */
export async function dayOfRow(
  db: Runner,
  q: CaseListQuery,
  actor: Actor,
  newestFirst: boolean,
  skip: number,
): Promise<{ day: number; before: number } | undefined> {
  const kept = keptSlice(q, actor);
  if (!kept?.days) return undefined;
  const dir = sql.raw(newestFirst ? 'DESC' : 'ASC');
  const [found] = await rows<{ day: number; before: number }>(
    db,
    sql`
    SELECT key AS day, (running - n)::bigint::float8 AS before FROM (
      SELECT key, n, sum(n) OVER (ORDER BY key ${dir}) AS running
      FROM (SELECT key, sum(n) AS n FROM case_counts WHERE ${kept.days}${kept.states} GROUP BY key HAVING sum(n) > 0) d
    ) w WHERE running > ${skip} ORDER BY key ${dir} LIMIT 1`,
  );
  return found ? { day: Number(found.day), before: Number(found.before) } : undefined;
}
