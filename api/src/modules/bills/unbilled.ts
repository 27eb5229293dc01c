import type { RawSql } from '../../db/client';
import { UNBILLED_FLAG_DAYS } from 'mfe-bills/model';
import type { UnbilledCase } from 'mfe-bills/model';

export interface UnbilledQuery {
  page?: number;
  pageSize?: number;
  bank_id?: number;
  bank_branch_id?: number;
  engineer_id?: number;
  pincode?: string;
  flagged?: 'true' | 'false';
  sort?: 'released_at' | 'fee' | 'case_no';
  order?: 'asc' | 'desc';
}

export const unbilledQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    bank_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    bank_branch_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    engineer_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
    flagged: { type: 'string', enum: ['true', 'false'] },
    sort: { type: 'string', enum: ['released_at', 'fee', 'case_no'] },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
} as const;

// The page's own columns: the LIMIT keeps the subquery apart, and c.* carried every column of a wide row through it.
const PAGE_COLUMNS = `c.id, c.case_no, c.report_no, c.bank_id, c.bank_branch_id, c.company_branch_id, c.site_engineer_id, c.pincode,
  c.property_type, c.state, c.applicant_name, c.released_at, c.fee`;

/**
 * Released or dispatched cases with a fee and no bill (the same rule as the bill dashboard's
 * "Unbilled" card), by bank, branch, engineer and pincode, oldest release first; flagged when
 * released more than UNBILLED_FLAG_DAYS days ago. Pages through the partial index cases_unbilled_list_idx.
 */
export async function unbilledList(db: RawSql, q: UnbilledQuery) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 25;
  const where = [`c.billing_status = 'UNBILLED'`, 'c.released_at IS NOT NULL', `c.status <> 'CANCELLED'`, 'c.fee IS NOT NULL'];
  const params: unknown[] = [];
  const add = (cond: string, v: unknown) => {
    params.push(v);
    where.push(cond.replace('?', `$${params.length}`));
  };
  if (q.bank_id) add('c.bank_id = ?', q.bank_id);
  if (q.bank_branch_id) add('c.bank_branch_id = ?', q.bank_branch_id);
  if (q.engineer_id) add('c.site_engineer_id = ?', q.engineer_id);
  if (q.pincode) add('c.pincode = ?', q.pincode);
  if (q.flagged === 'true') add(`c.released_at < now() - make_interval(days => ?)`, UNBILLED_FLAG_DAYS);
  if (q.flagged === 'false') add(`c.released_at >= now() - make_interval(days => ?)`, UNBILLED_FLAG_DAYS);
  const sort = { released_at: 'c.released_at', fee: 'c.fee', case_no: 'c.case_no' }[q.sort ?? 'released_at'];
  const order = q.order ?? 'asc';
  const w = where.join(' AND ');
  const { total, fee } = await totals(db, q, w, params);
  params.push(pageSize, (page - 1) * pageSize, UNBILLED_FLAG_DAYS);
  const n = params.length;
  const data = await db.query<UnbilledCase>(
    `SELECT c.id, c.case_no, c.report_no, c.bank_id, b.name AS bank_name, c.bank_branch_id, bb.branch_name AS bank_branch_name,
            cb.branch_name AS company_branch_name, trim(u.name || ' ' || coalesce(u.surname, '')) AS engineer_name, c.pincode,
            c.property_type, c.state AS property_state, c.company_branch_id, c.applicant_name, c.released_at::text AS released_at,
            (biz_day(now()) - biz_day(c.released_at))::int AS days_since_release,
            c.released_at < now() - make_interval(days => $${n}) AS flagged, c.fee::float8 AS fee,
            coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.case_id = c.id AND e.status = 'APPROVED' AND e.bill_id IS NULL), 0)::float8 AS expenses
     FROM (SELECT ${PAGE_COLUMNS} FROM cases c WHERE ${w} ORDER BY ${sort} ${order}, c.id ${order} LIMIT $${n - 2} OFFSET $${n - 1}) c
     JOIN banks b ON b.id = c.bank_id JOIN bank_branches bb ON bb.id = c.bank_branch_id
     JOIN company_branches cb ON cb.id = c.company_branch_id LEFT JOIN users u ON u.id = c.site_engineer_id
     ORDER BY ${sort} ${order}, c.id ${order}`,
    params,
  );
  return { data, total, page, pageSize, fee_total: fee };
}

/**
 * The list's total and fee sum: kept in unbilled_totals (migration 0911) for the whole list and for
 * one bank, bank branch or engineer; counted for any other filter, the fees summed in paise as bigint
 * (summing numeric allocates per row: 13 of the statement's 15 ms CPU at 100,000 cases).
 */
async function totals(db: RawSql, q: UnbilledQuery, where: string, params: unknown[]): Promise<{ total: number; fee: number }> {
  const kept: [string, number | undefined][] = [
    ['bank', q.bank_id],
    ['bank_branch', q.bank_branch_id],
    ['engineer', q.engineer_id],
  ];
  const given = kept.filter(([, v]) => v);
  if (!q.pincode && !q.flagged && given.length <= 1) {
    const [dim, key] = given[0] ?? ['all', 0];
    const [row] = await db.query<{ n: number; fee: string }>('SELECT n::int AS n, fee FROM unbilled_totals WHERE dim = $1 AND key = $2', [
      dim,
      key,
    ]);
    return { total: row?.n ?? 0, fee: Number(row?.fee ?? 0) };
  }
  const [row] = await db.query<{ total: number; fee: string }>(
    `SELECT count(*)::int AS total, coalesce(sum((c.fee * 100)::int8), 0) AS fee FROM cases c WHERE ${where}`,
    params,
  );
  return { total: row.total, fee: Number(row.fee) / 100 };
}

/**
 * The unbilled page's filter choices: the site engineers (active employees who visit sites), and
 * the chosen bank's branches. Read from the masters, not from the cases, so it stays cheap at volume.
 */
export async function unbilledChoices(db: RawSql, bankId: number | undefined) {
  const engineers = await db.query<{ id: number; name: string }>(
    `SELECT id, trim(name || ' ' || coalesce(surname, '')) AS name FROM users
     WHERE status = '1' AND kind = 'employee' AND (role = 'Site Inspector' OR designation = 'Site Engineer')
     ORDER BY name, id LIMIT 500`,
  );
  const bankBranches = bankId
    ? await db.query<{ id: number; name: string }>(
        `SELECT id, branch_name || coalesce(' (' || city || ')', '') AS name FROM bank_branches
         WHERE bank_id = $1 AND status = '1' ORDER BY branch_name, id LIMIT 500`,
        [bankId],
      )
    : [];
  return { data: { engineers, bank_branches: bankBranches } };
}
