import { and, sql, type SQL } from 'drizzle-orm';
import { forbidden } from '../../http/errors';
import { prefixQuery, searchWords } from '../../kit/query';
import { dto, rows, type Runner } from './sql';
import { CASE_STATES, COMPLETED_STATES, tatState, type Actor, type CaseListRow, type CaseState, type CaseView } from 'mfe-cases/model';

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
}

export const SORTS: Record<string, SQL> = {
  case_no: sql`c.case_no`,
  received_at: sql`c.received_at`,
  applicant_name: sql`c.applicant_name`,
  pincode: sql`c.pincode`,
  status: sql`c.status`,
  tat_due_at: sql`c.tat_due_at`,
  appointment_at: sql`c.appointment_at`,
  released_at: sql`c.released_at`,
  status_changed_at: sql`c.status_changed_at`,
};

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
  switch (view) {
    case 'initiated':
      return inList(['INITIATED']);
    case 'allocation':
      return inList(['INITIATED', 'ALLOCATED']);
    case 'wip':
      return inList(['SITE_VISIT', 'WIP', 'REWORK', 'STAGE_REVIEW', 'QUERY_PENDING']);
    case 'review': {
      const level = /^Level-([1-3])$/.exec(actor.role)?.[1];
      return level ? sql`c.status = 'STAGE_REVIEW' AND c.review_level = ${Number(level)}` : inList(['STAGE_REVIEW']);
    }
    case 'hold':
      return inList(['ON_HOLD', 'QUERY_PENDING']);
    case 'completed':
      return inList(COMPLETED_STATES);
    case 'mine':
      return sql`c.site_engineer_id = ${actor.id} AND c.status IN ('ALLOCATED', 'SITE_VISIT')`;
    default:
      return undefined;
  }
}

/** Search: a case number (prefix, e.g. "MUM/2526/0001"), else words of case no., applicant, bank ref. or address. */
function searchWhere(search: string | undefined): SQL | undefined {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  if (/^[A-Za-z0-9]{1,10}\/[0-9/]*$/.test(text)) {
    // Shaped like a case number, and bank references often are too (e.g. "HL/2026/7014"): either.
    return sql`(c.case_no LIKE ${`${text.toUpperCase().replace(/[\\%_]/g, '')}%`} OR lower(c.bank_ref_no) = ${text.toLowerCase()})`;
  }
  const words = searchWords(text);
  if (!words.length) return undefined;
  return sql`to_tsvector('simple', coalesce(c.case_no, '') || ' ' || coalesce(c.applicant_name, '') || ' ' || coalesce(c.bank_ref_no, '') || ' ' || coalesce(c.property_address, '')) @@ to_tsquery('simple', ${prefixQuery(words)})`;
}

const istStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;

export function listWhere(q: CaseListQuery, actor: Actor): SQL | undefined {
  const view = q.view ?? 'all';
  const right = VIEW_RIGHTS[view];
  if (right && !actor.can(right)) throw forbidden();
  const statuses = q.status ? q.status.split(',').filter((s): s is CaseState => (CASE_STATES as readonly string[]).includes(s)) : [];
  return and(
    viewWhere(view, actor),
    statuses.length ? inList(statuses) : undefined,
    q.bank_id ? sql`c.bank_id = ${q.bank_id}` : undefined,
    q.bank_branch_id ? sql`c.bank_branch_id = ${q.bank_branch_id}` : undefined,
    q.company_branch_id ? sql`c.company_branch_id = ${q.company_branch_id}` : undefined,
    q.site_engineer_id ? sql`c.site_engineer_id = ${q.site_engineer_id}` : undefined,
    q.from ? sql`c.received_at >= ${istStart(q.from)}` : undefined,
    q.to ? sql`c.received_at < ${istStart(q.to)} + interval '1 day'` : undefined,
    searchWhere(q.search),
  );
}

/** Where a held case resumes: kept since 0210; older (seeded) holds read it from their history. */
export const HELD_FROM = sql.raw(`CASE WHEN c.status IN ('ON_HOLD', 'QUERY_PENDING') THEN coalesce(c.held_from, (
    SELECT h.from_status FROM case_status_history h WHERE h.case_id = c.id AND h.to_status = c.status
    ORDER BY h.changed_at DESC, h.id DESC LIMIT 1)) END`);

export const LIST_COLUMNS = sql`c.id, c.version, c.case_no, c.report_no, c.received_at, c.bank_id, b.name AS bank_name,
  c.bank_branch_id, bb.branch_name AS bank_branch_name, c.company_branch_id, cb.branch_name AS company_branch_name,
  c.applicant_name, c.bank_ref_no, c.property_address, c.pincode, c.city, c.status, c.review_level, c.levels_needed,
  c.site_engineer_id, u.name AS engineer_name, c.appointment_at, c.visited_at, c.tat_due_at, c.released_at,
  c.status_changed_at, c.status_comment, ${HELD_FROM} AS held_from, c.fair_market_value, c.fee, c.billing_status, c.priority`;

export const LIST_JOINS = sql`JOIN banks b ON b.id = c.bank_id
  JOIN bank_branches bb ON bb.id = c.bank_branch_id
  JOIN company_branches cb ON cb.id = c.company_branch_id
  LEFT JOIN users u ON u.id = c.site_engineer_id`;

export function withTat<T extends object>(row: T): T & { tat_state: ReturnType<typeof tatState> } {
  const r = row as { tat_due_at?: string | null; released_at?: string | null };
  return { ...row, tat_state: tatState(r.tat_due_at, r.released_at) };
}

/** One page of cases: ids from the cases table alone (index order), then the joins for those only. */
export async function listCases(db: Runner, q: CaseListQuery, actor: Actor) {
  const page = q.page ?? 1;
  const pageSize = Math.min(q.pageSize ?? 25, 100);
  const where = listWhere(q, actor);
  const sortCol = SORTS[q.sort ?? 'received_at'] ?? SORTS.received_at;
  const dir = sql.raw((q.order ?? (q.sort ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC');
  const whereSql = where ? sql`WHERE ${where}` : sql``;
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM cases c ${whereSql}`);
  const data = await rows(
    db,
    sql`
    WITH ids AS (
      SELECT c.id FROM cases c ${whereSql}
      ORDER BY ${sortCol} ${dir} NULLS LAST, c.id ${dir} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT ${LIST_COLUMNS} FROM ids JOIN cases c ON c.id = ids.id ${LIST_JOINS}
    ORDER BY ${sortCol} ${dir} NULLS LAST, c.id ${dir}`,
  );
  return { data: data.map((r) => withTat(dto<CaseListRow>(r))), total, page, pageSize };
}
