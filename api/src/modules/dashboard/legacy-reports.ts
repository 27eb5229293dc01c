import type { BankBranchesCount, BranchBillAmount, CaseReportRequest, CaseReportRow, PropsDashboardCounts } from 'shared/resources';
import type { RawSql } from '../../db/client';
import { dayNo, isoMonth, monthStart } from './blocks';
import { businessToday } from '../../kit/business-time';
import { COMPLETED, sqlList } from './statuses';
import { overRollup } from './summaries';

export const MAX_REPORT_PAGE = 100;

/**
 * The monthly and weekly case reports of the admin home: cases received since `since` (an IST
 * date), optionally in one city, ongoing (isCompleted 0) or completed (1).
 */
export async function caseReport(db: RawSql, since: string, body: CaseReportRequest) {
  const page = body.pageno ?? 1;
  const pageSize = Math.min(body.pageSize ?? 10, MAX_REPORT_PAGE);
  const status =
    body.isCompleted === 1
      ? `c.status IN ${sqlList(COMPLETED)}`
      : body.isCompleted === 0
        ? `c.status NOT IN ${sqlList([...COMPLETED, 'CANCELLED'])}`
        : 'TRUE';
  const where = `c.received_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')
                 AND ($2::text IS NULL OR lower(c.city) = lower($2::text)) AND ${status}`;
  const city = body.city?.trim() || null;
  const [rows, [{ total }]] = await Promise.all([
    db.query<CaseReportRow & { received_at: Date | string; released_at: Date | string | null }>(
      `SELECT c.id, c.case_no, c.applicant_name, b.name AS bank_name, bb.branch_name AS bank_branch_name,
              cb.branch_name AS company_branch_name, c.city, c.pincode, c.status, c.received_at, c.released_at
       FROM cases c JOIN banks b ON b.id = c.bank_id JOIN bank_branches bb ON bb.id = c.bank_branch_id
       JOIN company_branches cb ON cb.id = c.company_branch_id
       WHERE ${where} ORDER BY c.received_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
      [since, city, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM cases c WHERE ${where}`, [since, city]),
  ]);
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  const data: CaseReportRow[] = rows.map((r) => ({ ...r, received_at: iso(r.received_at)!, released_at: iso(r.released_at) }));
  return { data, total, page, pageSize };
}

/** Issued bills (ISSUED, PART_PAID, PAID) per company branch between two dates. */
export async function branchBillAmounts(db: RawSql, from: string, to: string): Promise<BranchBillAmount[]> {
  return db.query<BranchBillAmount>(
    `SELECT cb.id AS company_branch_id, cb.branch_name, count(b.id)::int AS bills,
            coalesce(sum(b.total), 0)::float8 AS amount
     FROM company_branches cb
     LEFT JOIN bills b ON b.company_branch_id = cb.id AND dash_bill_counted(b.status)
                      AND b.invoice_date BETWEEN $1::date AND $2::date
     GROUP BY cb.id, cb.branch_name ORDER BY amount DESC, cb.branch_name`,
    [from, to],
  );
}

/** The financial year (April to March) containing today, up to today. */
export function financialYearToDate(today = businessToday()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  return { from: `${m >= 4 ? y : y - 1}-04-01`, to: today };
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** This month's cases (received since the 1st, all branches) and how far along they are. */
export async function propsCounts(db: RawSql): Promise<PropsDashboardCounts> {
  const today = dayNo(businessToday());
  const first = monthStart(today);
  const q = overRollup('intake', [{ grp: '', from: first, to: today }], null);
  const rows = await db.query<{ status: string; n: number }>(`SELECT t.key AS status, sum(t.n)::int AS n ${q.from} GROUP BY 1`, q.params);
  const n = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + r.n, 0);
  const cancelled = n('CANCELLED');
  const total = rows.reduce((s, r) => s + r.n, 0) - cancelled;
  const completed = n(...COMPLETED);
  return {
    month: isoMonth(first),
    total_cases: total,
    ongoing_cases: total - completed,
    completed_cases: completed,
    cancelled_cases: cancelled,
    allocationProgress: share(total - n('INITIATED'), total),
    visitProgress: share(n('SITE_VISIT', 'WIP', 'STAGE_REVIEW', 'REWORK', ...COMPLETED), total),
    reportProgress: share(completed, total),
    dispatchProgress: share(n('DISPATCHED', 'CLOSED'), total),
  };
}

/** Active banks with how many active branches they have (in one city when given). */
export async function bankBranchCounts(db: RawSql, city: string | null): Promise<BankBranchesCount[]> {
  return db.query<BankBranchesCount>(
    `SELECT b.id AS bank_id, b.name AS bank_name, count(bb.id)::int AS branches_count
     FROM banks b
     LEFT JOIN bank_branches bb ON bb.bank_id = b.id AND bb.status = '1'
                               AND ($1::text IS NULL OR lower(bb.city) = lower($1::text))
     WHERE b.status = '1'
     GROUP BY b.id, b.name HAVING $1::text IS NULL OR count(bb.id) > 0
     ORDER BY branches_count DESC, b.name`,
    [city],
  );
}
