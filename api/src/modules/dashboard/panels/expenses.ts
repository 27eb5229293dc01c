import { dateGroups } from '../blocks';
import { card, chart, one, scope, tally, top, type PanelBuilder } from './kit';
import { branchNames } from './queries';

const CATEGORY: Record<string, string> = {
  TRAVEL: 'Travel',
  FUEL: 'Fuel',
  COURIER: 'Courier',
  STATIONERY: 'Stationery',
  FOOD: 'Food',
  RENT: 'Rent',
  UTILITIES: 'Utilities',
  OTHER: 'Other',
};

/** /admin/expense-statistic: expenses dated in the range, by category, branch, month, status and person. */
export const expensePanel: PanelBuilder = async ({ db, f }) => {
  const [rows, branches] = await Promise.all([
    db.query<{
      category: string;
      cb: number;
      month: string;
      status: string;
      user_id: number | null;
      name: string | null;
      n: number;
      amount: number;
    }>(
      `SELECT e.category, e.company_branch_id AS cb, to_char(e.expense_date, 'YYYY-MM') AS month, e.status, e.user_id,
              trim(u.name || ' ' || coalesce(u.surname, '')) AS name, count(*)::int AS n, sum(e.amount)::float8 AS amount
       FROM expenses e LEFT JOIN users u ON u.id = e.user_id
       WHERE e.expense_date BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR e.company_branch_id = $3::int)
       GROUP BY 1, 2, 3, 4, 5, 6`,
      [f.fromIso, f.toIso, f.branchId],
    ),
    branchNames(db),
  ]);
  const kept = rows.filter((r) => r.status !== 'REJECTED');
  const amount = (status: string) => rows.filter((r) => r.status === status).reduce((a, r) => a + r.amount, 0);
  const spenders = tally(
    kept,
    (r) => r.name ?? 'Office',
    (r) => r.amount,
  );
  return {
    scope: scope(f, 'Expenses dated'),
    cards: [
      card(
        'claimed',
        'Claimed',
        rows.reduce((a, r) => a + r.amount, 0),
        'money',
        `${rows.reduce((a, r) => a + r.n, 0)} claims`,
      ),
      card('approved', 'Approved', amount('APPROVED'), 'money'),
      card('pending', 'Awaiting Approval', amount('PENDING'), 'money'),
      card('rejected', 'Rejected', amount('REJECTED'), 'money'),
    ],
    charts: [
      chart(
        'by_category',
        'Expenses by Category',
        'bar',
        ['category', 'Category'],
        one('amount', 'Amount', 'blue'),
        top(
          [
            ...tally(
              kept,
              (r) => CATEGORY[r.category] ?? r.category,
              (r) => r.amount,
            ),
          ].map(([category, a]) => ({ category: String(category), amount: a })),
          'amount',
          'category',
        ),
        'money',
        'Approved and awaiting approval',
      ),
      chart(
        'by_branch',
        'Expenses by Branch',
        'bar',
        ['branch', 'Branch'],
        one('amount', 'Amount', 'teal'),
        top(
          [
            ...tally(
              kept,
              (r) => branches.get(r.cb) ?? String(r.cb),
              (r) => r.amount,
            ),
          ].map(([branch, a]) => ({ branch: String(branch), amount: a })),
          'amount',
          'branch',
        ),
        'money',
      ),
      chart(
        'monthly',
        'Monthly Expenses',
        'line',
        ['month', 'Month'],
        one('amount', 'Amount', 'orange'),
        dateGroups(f.from, f.to, 'month').map((m) => ({
          month: m.grp,
          amount: kept.filter((r) => r.month === m.grp).reduce((a, r) => a + r.amount, 0),
        })),
        'money',
      ),
      chart(
        'top_spenders',
        'Top Spenders',
        'horizontal-bar',
        ['person', 'Person'],
        one('amount', 'Amount', 'red'),
        top(
          [...spenders].map(([person, a]) => ({ person: String(person), amount: a })),
          'amount',
          'person',
          10,
        ),
        'money',
      ),
    ],
  };
};
