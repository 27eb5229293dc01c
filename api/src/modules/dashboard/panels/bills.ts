import { BILL_STATUS_OPTIONS } from 'mfe-bills/model';
import type { RawSql } from '../../../db/client';
import { card, chart, one, scope, tally, top, type PanelBuilder } from './kit';
import { bankNames, branchNames, revenue, userNames } from './queries';

const COUNTED = ['ISSUED', 'PART_PAID', 'PAID'];
const AGEING = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'];

/** Open bills now (issued, not fully paid) with what is still owed and how late. */
function openBills(db: RawSql, cb: number | null) {
  return db.query<{ bank_id: number; ageing: string; outstanding: number }>(
    `SELECT bank_id,
            CASE WHEN due_date >= biz_day(now()) THEN 'Current'
                 WHEN biz_day(now()) - due_date <= 30 THEN '1-30 days'
                 WHEN biz_day(now()) - due_date <= 60 THEN '31-60 days'
                 WHEN biz_day(now()) - due_date <= 90 THEN '61-90 days' ELSE 'Over 90 days' END AS ageing,
            sum(total - received_amount - tds_deducted - credited_amount)::float8 AS outstanding
     FROM bills WHERE status IN ('ISSUED', 'PART_PAID') AND ($1::int IS NULL OR company_branch_id = $1::int)
     GROUP BY 1, 2`,
    [cb],
  );
}

/** /admin/billDashboard: what was invoiced and collected, by bank, branch and month; what is owed and unbilled. */
export const billsPanel: PanelBuilder = async ({ db, f }) => {
  const [bills, open, unbilled, banks, branches] = await Promise.all([
    db.query<{ bank_id: number; cb: number; month: string; status: string; n: number; total: number; settled: number }>(
      `SELECT bank_id, company_branch_id AS cb, to_char(invoice_date, 'YYYY-MM') AS month, status, count(*)::int AS n,
              sum(total)::float8 AS total, sum(received_amount + tds_deducted + credited_amount)::float8 AS settled
       FROM bills WHERE invoice_date BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR company_branch_id = $3::int)
       GROUP BY 1, 2, 3, 4`,
      [f.fromIso, f.toIso, f.branchId],
    ),
    openBills(db, f.branchId),
    db.query<{ n: number; fee: number; old: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(fee), 0)::float8 AS fee,
              count(*) FILTER (WHERE released_at < now() - interval '30 days')::int AS old
       FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL AND status <> 'CANCELLED'
         AND ($1::int IS NULL OR company_branch_id = $1::int)`,
      [f.branchId],
    ),
    bankNames(db),
    branchNames(db),
  ]);
  const issued = bills.filter((b) => COUNTED.includes(b.status));
  const sum = (rows: typeof bills, v: (b: (typeof bills)[number]) => number) => rows.reduce((a, b) => a + v(b), 0);
  const months = [...new Set(issued.map((b) => b.month))].sort();
  return {
    scope: scope(f, 'Bills dated'),
    cards: [
      card(
        'invoiced',
        'Invoiced',
        sum(issued, (b) => b.total),
        'money',
      ),
      card(
        'collected',
        'Collected on Those Bills',
        sum(issued, (b) => b.settled),
        'money',
        'receipts, TDS and credit notes',
      ),
      card(
        'outstanding',
        'Outstanding Now',
        open.reduce((a, o) => a + o.outstanding, 0),
        'money',
      ),
      card('unbilled', 'Unbilled Released Cases', unbilled[0]?.n ?? 0, 'count', `${unbilled[0]?.old ?? 0} over 30 days`),
      card('unbilled_value', 'Unbilled Fee Value', unbilled[0]?.fee ?? 0, 'money'),
    ],
    charts: [
      chart(
        'by_bank',
        'Invoiced by Bank',
        'horizontal-bar',
        ['bank', 'Bank'],
        one('amount', 'Invoiced', 'blue'),
        top(
          [
            ...tally(
              issued,
              (b) => b.bank_id,
              (b) => b.total,
            ),
          ].map(([id, amount]) => ({ bank: banks.get(Number(id))?.short ?? String(id), amount })),
          'amount',
          'bank',
          20,
        ),
        'money',
      ),
      chart(
        'by_branch',
        'Invoiced by Company Branch',
        'bar',
        ['branch', 'Branch'],
        one('amount', 'Invoiced', 'teal'),
        top(
          [
            ...tally(
              issued,
              (b) => b.cb,
              (b) => b.total,
            ),
          ].map(([id, amount]) => ({ branch: branches.get(Number(id)) ?? String(id), amount })),
          'amount',
          'branch',
        ),
        'money',
      ),
      chart(
        'monthly',
        'Monthly Invoiced and Collected',
        'grouped-bar',
        ['month', 'Month'],
        [
          { key: 'invoiced', label: 'Invoiced', color: 'blue' },
          { key: 'collected', label: 'Collected', color: 'green' },
        ],
        months.map((month) => ({
          month,
          invoiced: sum(
            issued.filter((b) => b.month === month),
            (b) => b.total,
          ),
          collected: sum(
            issued.filter((b) => b.month === month),
            (b) => b.settled,
          ),
        })),
        'money',
      ),
      chart(
        'by_status',
        'Bills by Status',
        'bar',
        ['status', 'Status'],
        one('bills', 'Bills', 'purple'),
        [
          ...tally(
            bills,
            (b) => b.status,
            (b) => b.n,
          ),
        ].map(([status, n]) => ({ status: BILL_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? String(status), bills: n })),
      ),
    ],
  };
};

/** /admin/bill-statistics: revenue by employee and pincode, receivables by age and bank. */
export const billStatisticsPanel: PanelBuilder = async ({ db, f }) => {
  const [rev, open, banks] = await Promise.all([
    revenue(db, [{ grp: '', from: f.from, to: f.to }], f.branchId),
    openBills(db, f.branchId),
    bankNames(db),
  ]);
  const byEngineer = tally(
    rev,
    (r) => r.engineer_id,
    (r) => r.amount,
  );
  const names = await userNames(db, [...byEngineer.keys()].map(Number));
  const outstanding = open.reduce((a, o) => a + o.outstanding, 0);
  return {
    scope: scope(f, 'Revenue billed'),
    cards: [
      card(
        'revenue',
        'Revenue Billed',
        rev.reduce((a, r) => a + r.amount, 0),
        'money',
        'taxable value of issued bills',
      ),
      card(
        'billed_cases',
        'Cases Billed',
        rev.reduce((a, r) => a + r.lines, 0),
      ),
      card('outstanding', 'Receivable Now', outstanding, 'money'),
      card(
        'overdue',
        'Overdue Now',
        open.filter((o) => o.ageing !== 'Current').reduce((a, o) => a + o.outstanding, 0),
        'money',
      ),
    ],
    charts: [
      chart(
        'by_employee',
        'Revenue by Employee',
        'horizontal-bar',
        ['employee', 'Site engineer'],
        one('amount', 'Revenue', 'blue'),
        top(
          [...byEngineer].map(([id, amount]) => ({ employee: names.get(Number(id)) ?? 'Not assigned', amount })),
          'amount',
          'employee',
        ),
        'money',
      ),
      chart(
        'by_pincode',
        'Revenue by Pincode',
        'bar',
        ['pincode', 'Pincode'],
        one('amount', 'Revenue', 'teal'),
        top(
          [
            ...tally(
              rev,
              (r) => r.pincode || 'Unknown',
              (r) => r.amount,
            ),
          ].map(([pincode, amount]) => ({ pincode: String(pincode), amount })),
          'amount',
          'pincode',
        ),
        'money',
      ),
      chart(
        'ageing',
        'Receivables Ageing',
        'bar',
        ['ageing', 'Days past due'],
        one('amount', 'Outstanding', 'orange'),
        AGEING.map((ageing) => ({ ageing, amount: open.filter((o) => o.ageing === ageing).reduce((a, o) => a + o.outstanding, 0) })),
        'money',
        'Open bills now, whatever the dates',
      ),
      chart(
        'by_bank',
        'Outstanding by Bank',
        'horizontal-bar',
        ['bank', 'Bank'],
        one('amount', 'Outstanding', 'red'),
        top(
          [
            ...tally(
              open,
              (o) => o.bank_id,
              (o) => o.outstanding,
            ),
          ].map(([id, amount]) => ({ bank: banks.get(Number(id))?.short ?? String(id), amount })),
          'amount',
          'bank',
        ),
        'money',
      ),
    ],
  };
};
