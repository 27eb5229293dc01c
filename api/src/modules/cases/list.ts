import { and, sql, type SQL } from 'drizzle-orm';
import { forbidden } from '../../http/errors';
import { dayOfRow, listedStates, listTotal, ownIndexed, reviewLevel, statusFilter, VIEW_STATES, type CaseListQuery } from './list-slice';
import { orderSql, SORTS } from './list-order';
import { searchedPage, searchWhere } from './list-search';
import type { Db } from '../../db/client';
import type { PageOfIds } from '../../kit/types';
import { dto } from './sql';
import { rows, type Runner } from '../../db/rows';
import { CASE_STATES, tatState, type Actor, type CaseListRow, type CaseView } from 'mfe-cases/model';

export type { CaseListQuery };

const VIEW_RIGHTS: Record<CaseView, Parameters<Actor['can']>[0] | null> = {
  all: 'case_master_page',
  initiated: 'initiated_case_page',
  allocation: 'case_allocation_page',
  wip: 'work_in_progress_case_page',
  review: 'case_master_page',
  hold: 'case_master_page',
  completed: 'completed_case_page',
  mine: null,
};

const inList = (states: readonly string[]) =>
  sql`c.status IN (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/** The page's slice: which states, and whose cases. */
function viewWhere(view: CaseView, actor: Actor): SQL | undefined {
  const states = VIEW_STATES[view];
  if (!states) return undefined;
  const level = view === 'review' ? reviewLevel(actor) : undefined;
  if (level) return sql`${inList(states)} AND c.review_level = ${Number(level)}`;
  return view === 'mine' ? sql`c.site_engineer_id = ${actor.id} AND ${inList(states)}` : inList(states);
}

/** The start of a day of the per-day counts (days since 1970-01-01, IST). */
const istDay = (day: number) => sql`((DATE '1970-01-01' + ${day}::int)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
const istStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** The list's view and filters, all but its search. */
function listFilters(q: CaseListQuery, actor: Actor): SQL | undefined {
  const view = q.view ?? 'all';
  const statuses = statusFilter(q);
  return and(
    viewWhere(view, actor),
    statuses.length ? inList(statuses) : undefined,
    q.bank_id ? sql`c.bank_id = ${q.bank_id}` : undefined,
    q.bank_branch_id ? sql`c.bank_branch_id = ${q.bank_branch_id}` : undefined,
    q.company_branch_id ? sql`c.company_branch_id = ${q.company_branch_id}` : undefined,
    q.site_engineer_id ? sql`c.site_engineer_id = ${q.site_engineer_id}` : undefined,
    q.from ? sql`c.received_at >= ${istStart(q.from)}` : undefined,
    q.to ? sql`c.received_at < ${istStart(q.to)} + interval '1 day'` : undefined,
    q.appointment_from ? sql`c.appointment_at >= ${istStart(q.appointment_from)}` : undefined,
    q.appointment_to ? sql`c.appointment_at < ${istStart(q.appointment_to)} + interval '1 day'` : undefined,
  );
}

/** Where a held case resumes: kept since 0210; older (seeded) holds read it from their history. */
export const HELD_FROM = sql.raw(`CASE WHEN c.status IN ('ON_HOLD', 'QUERY_PENDING') THEN coalesce(c.held_from, (
    SELECT h.from_status FROM case_status_history h WHERE h.case_id = c.id AND h.to_status = c.status
    ORDER BY h.changed_at DESC, h.id DESC LIMIT 1)) END`);

/** The bank's panel ended before today in India (mfe-cases/model panel.ts). */
export const PANEL_LAPSED = sql.raw(`coalesce(b.empanelled_to < (now() AT TIME ZONE 'Asia/Kolkata')::date, false)`);

export const LIST_COLUMNS = sql`c.id, c.version, c.case_no, c.report_no, c.received_at, c.bank_id, b.name AS bank_name,
  c.bank_branch_id, bb.branch_name AS bank_branch_name, c.company_branch_id, cb.branch_name AS company_branch_name,
  c.applicant_name, c.bank_ref_no, c.property_address, c.pincode, c.city, c.status, c.review_level, c.levels_needed,
  c.site_engineer_id, trim(u.name || ' ' || coalesce(u.surname, '')) AS engineer_name, c.appointment_at, c.visited_at, c.tat_due_at, c.released_at,
  c.status_changed_at, c.status_comment, ${HELD_FROM} AS held_from, c.fair_market_value, c.fee, c.billing_status, c.priority,
  ${PANEL_LAPSED} AS panel_lapsed, to_char(b.empanelled_to, 'YYYY-MM-DD') AS panel_to,
  CASE WHEN ${PANEL_LAPSED} THEN 'Lapsed ' || to_char(b.empanelled_to, 'YYYY-MM-DD') END AS panel_note`;

export const LIST_JOINS = sql`JOIN banks b ON b.id = c.bank_id
  JOIN bank_branches bb ON bb.id = c.bank_branch_id
  JOIN company_branches cb ON cb.id = c.company_branch_id
  LEFT JOIN users u ON u.id = c.site_engineer_id`;

export function withTat<T extends object>(row: T): T & { tat_state: ReturnType<typeof tatState> } {
  const r = row as { tat_due_at?: string | null; released_at?: string | null; status?: string };
  return { ...row, tat_state: tatState(r.tat_due_at, r.released_at, undefined, r.status) };
}

/** Below this many rows to skip, walking the index is cheaper than finding the day first. */
const SEEK_FROM = 1000;

/**
 * One page of cases: ids from the cases table alone (an index in the sort order); the caller joins
 * for those only. A page past the middle reads the order from its far end, so the last page skips
 * as few index entries as the first; in received order a deep page starts at the edge of the day
 * that holds it (per-day counts, 0901), so it skips within that day only. The view's right is the
 * caller's to check (listCases for staff; a bank reads view 'all' narrowed to its own bank or branch).
 */
export async function casePage(db: Db, q: CaseListQuery, actor: Actor): Promise<PageOfIds> {
  const { page, pageSize, sort, order } = shapeOf(q);
  const where = listFilters(q, actor);
  const search = await searchWhere(db, q.search);
  const offset = (page - 1) * pageSize;
  if (search) {
    const dayEdge = async (tx: Runner, cases: number, newestFirst: boolean) => {
      const at = await dayOfRow(tx, { ...q, search: undefined }, actor, newestFirst, cases - 1);
      return at && (newestFirst ? sql`c.received_at >= ${istDay(at.day)}` : sql`c.received_at < ${istDay(at.day + 1)}`);
    };
    const states = listedStates(q, actor);
    const others = states && CASE_STATES.filter((s) => !states.includes(s));
    const outside = others && (others.length ? inList(others) : sql`false`);
    return searchedPage(db, where, search, { sort, order, offset, limit: pageSize, dayEdge, outside, ownIndex: ownIndexed(q) });
  }
  const whereSql = where ? sql`WHERE ${where}` : sql``;
  const total = await listTotal(db, q, actor, whereSql);
  const reversed = offset > total / 2 && offset < total;
  const limit = reversed ? Math.min(pageSize, total - offset) : pageSize;
  let skip = reversed ? Math.max(0, total - offset - pageSize) : offset;
  let idsWhere = whereSql;
  if (sort === 'case_no' && !where && skip > SEEK_FROM) {
    const ascending = (order === 'asc') !== reversed;
    const at = await seriesOfRow(db, ascending, skip);
    if (at) {
      idsWhere = sql`WHERE ${at.bound}`;
      skip -= at.before;
    }
  } else if (sort === 'received_at' && skip > SEEK_FROM) {
    const newestFirst = (order === 'asc') === reversed;
    const at = await dayOfRow(db, q, actor, newestFirst, skip);
    if (at) {
      const edge = istDay(at.day + (newestFirst ? 1 : 0));
      const bound = newestFirst ? sql`c.received_at < ${edge}` : sql`c.received_at >= ${edge}`;
      idsWhere = sql`WHERE ${and(where, bound)}`;
      skip -= at.before;
    }
  }
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT c.id FROM cases c ${idsWhere} ORDER BY ${orderSql(sort, order, reversed)} LIMIT ${limit} OFFSET ${skip}`,
  );
  const ids = found.map((r) => Number(r.id));
  return { ids: reversed ? ids.reverse() : ids, total, capped: false };
}

/** The list's page and page size (at most 100), its sort (a known one, else received) and direction (a chosen sort ascends, received descends). */
function shapeOf(q: CaseListQuery) {
  const sort = q.sort && SORTS[q.sort] ? q.sort : 'received_at';
  const order: 'asc' | 'desc' = (q.order ?? (q.sort ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc';
  return { page: q.page ?? 1, pageSize: Math.min(q.pageSize ?? 25, 100), sort, order };
}

/** A staff page of the case list: the view's right, then the page's ids and their rows. */
export async function listCases(db: Db, q: CaseListQuery, actor: Actor) {
  const right = VIEW_RIGHTS[q.view ?? 'all'];
  if (right && !actor.can(right)) throw forbidden();
  const found = await casePage(db, q, actor);
  const { page, pageSize, sort, order } = shapeOf(q);
  return pageOf(db, found.ids, sort, order, { total: found.total, page, pageSize, ...(found.capped ? { totalCapped: true } : {}) });
}

/**
 * For the whole list in case-number order: the number series (0905) that holds the `skip`-th case
 * of the walk, as a bound at its edge, and how many cases the walk passes before it. Not when one
 * series' prefix starts another's (a number without the usual two '/'): the runs would nest.
 */
async function seriesOfRow(db: Runner, ascending: boolean, skip: number): Promise<{ bound: SQL; before: number } | undefined> {
  const dir = sql.raw(ascending ? 'ASC' : 'DESC');
  const [found] = await rows<{ prefix: string; before: number }>(
    db,
    sql`
    WITH g AS (SELECT prefix, n FROM case_no_groups WHERE n > 0)
    SELECT prefix, (running - n)::float8 AS before FROM (SELECT prefix, n, sum(n) OVER (ORDER BY prefix ${dir}) AS running FROM g) w
    WHERE running > ${skip} AND NOT EXISTS (SELECT 1 FROM g a JOIN g b ON a.prefix < b.prefix AND starts_with(b.prefix, a.prefix))
    ORDER BY prefix ${dir} LIMIT 1`,
  );
  if (!found) return undefined;
  const { prefix } = found;
  // Past every number of the series: its prefix with the last character one higher.
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const bound = ascending ? sql`${SORTS.case_no} >= ${prefix}` : sql`${SORTS.case_no} < ${after}`;
  return { bound, before: Number(found.before) };
}

/** The rows of a page whose ids are known, in the list's order. */
async function pageOf(
  db: Runner,
  ids: number[],
  sort: string,
  order: 'asc' | 'desc',
  meta: { total: number; page: number; pageSize: number; totalCapped?: boolean },
) {
  const data = ids.length
    ? await rows(
        db,
        sql`SELECT ${LIST_COLUMNS} FROM cases c ${LIST_JOINS} WHERE c.id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY ${orderSql(sort, order)}`,
      )
    : [];
  return { data: data.map((r) => withTat(dto<CaseListRow>(r))), ...meta };
}
