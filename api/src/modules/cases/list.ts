import { and, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import { forbidden } from '../../http/errors';
import { reviewLevel, statusFilter, VIEW_STATES, type CaseListQuery } from './list-slice';
import { orderSql, SORTS, seekOrder } from './list-order';
import { searchWhere } from './list-search';
import type { Db } from '../../db/client';
import type { PageOfIds } from '../../kit/types';
import { countUpTo, parseCursor, placed, type CountedPage } from '../../kit/seek';
import { dto } from './sql';
import { rows, type Runner } from '../../db/rows';
import { tatState, type Actor, type CaseListRow, type CaseView } from 'mfe-cases/model';

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

/** A case list's page: its ids in the list's order, its total (up to the cap), the cursors beside it and its number. */
export type CasePage = PageOfIds & CountedPage;

/**
 * One page of cases: ids from the cases table alone, by keyset paging on the sort's index (a
 * cursor) or by number (the first pages); the caller joins for those only. The total is counted up
 * to SEARCH_COUNT_CAP ('5,000+' past it). The view's right is the caller's to check (listCases for
 * staff; a bank reads view 'all' narrowed to its own bank or branch).
 */
export async function casePage(db: Db, q: CaseListQuery, actor: Actor): Promise<CasePage> {
  const { page, pageSize, sort, order } = shapeOf(q);
  const seek = parseCursor(q.cursor);
  const filters = listFilters(q, actor);
  const search = searchWhere(q.search);
  const where = and(filters, search?.match);
  const sorted = { from: sql`cases c`, where, sort: seekOrder(sort, order), size: pageSize, seek, offset: (page - 1) * pageSize };
  return placed(db, sorted, await countUpTo(db, sql`cases c`, and(filters, search?.counted), SEARCH_COUNT_CAP), page);
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
  const { pageSize, sort, order } = shapeOf(q);
  const { total, page, next, prev } = found;
  return pageOf(db, found.ids, sort, order, { total, page, pageSize, ...(found.capped ? { totalCapped: true } : {}), next, prev });
}

/** The rows of a page whose ids are known, in the list's order. */
async function pageOf(
  db: Runner,
  ids: number[],
  sort: string,
  order: 'asc' | 'desc',
  meta: { total: number; page: number; pageSize: number; totalCapped?: boolean; next?: string; prev?: string },
) {
  const data = ids.length
    ? await rows(
        db,
        sql`SELECT ${LIST_COLUMNS} FROM cases c ${LIST_JOINS} WHERE c.id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY ${orderSql(sort, order)}`,
      )
    : [];
  return { data: data.map((r) => withTat(dto<CaseListRow>(r))), ...meta };
}
