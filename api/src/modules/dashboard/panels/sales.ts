import { dateGroups, monthStart } from '../blocks';
import { card, chart, one, ratio, scope, tally, top, type PanelBuilder } from './kit';
import { bankNames, bankStats, cities, intake, type Group } from './queries';

/** /admin/salesDashboard: business coming in — by bank, city and month, with its fee value. */
export const salesPanel: PanelBuilder = async ({ db, f }) => {
  const range: Group[] = [{ grp: '', from: f.from, to: f.to }];
  const months = dateGroups(Math.min(monthStart(f.from), monthStart(f.to, -11)), f.to, 'month');
  const [banks, names, monthly, where] = await Promise.all([
    bankStats(db, range, f.branchId),
    bankNames(db),
    intake(db, months, f.branchId),
    cities(db, range, f.branchId),
  ]);
  const received = banks.reduce((a, b) => a + b.received, 0);
  const fee = banks.reduce((a, b) => a + b.fee, 0);
  const perBank = [
    ...tally(
      banks,
      (b) => b.bank_id,
      (b) => b.received,
    ),
  ]
    .map(([id, cases]) => ({ bank: names.get(Number(id))?.short ?? String(id), cases }))
    .filter((b) => b.cases > 0);
  const feeByBank = [
    ...tally(
      banks,
      (b) => b.bank_id,
      (b) => b.fee,
    ),
  ]
    .map(([id, amount]) => ({ bank: names.get(Number(id))?.short ?? String(id), amount }))
    .filter((b) => b.amount > 0);
  const perCity = [
    ...tally(
      where,
      (p) => p.city || 'Unknown',
      (p) => p.n,
    ),
  ].map(([city, cases]) => ({ city: String(city), cases }));
  return {
    scope: scope(f, 'Cases received'),
    cards: [
      card('received', 'Cases Received', received),
      card('fee', 'Fee Value of Cases Received', fee, 'money'),
      card('avg_fee', 'Average Fee per Case', ratio(fee, received), 'money'),
      card('banks', 'Banks Served', perBank.length),
    ],
    charts: [
      chart(
        'by_bank',
        'Cases Received by Bank',
        'horizontal-bar',
        ['bank', 'Bank'],
        one('cases', 'Cases', 'blue'),
        top(perBank, 'cases', 'bank', 20),
      ),
      chart(
        'fee_by_bank',
        'Fee Value by Bank',
        'horizontal-bar',
        ['bank', 'Bank'],
        one('amount', 'Fee', 'green'),
        top(feeByBank, 'amount', 'bank', 20),
        'money',
      ),
      chart(
        'monthly',
        'Monthly Cases Received',
        'line',
        ['month', 'Month'],
        one('cases', 'Cases received', 'blue'),
        months.map((m) => ({ month: m.grp, cases: monthly.filter((r) => r.grp === m.grp).reduce((a, r) => a + r.n, 0) })),
        'count',
        'The 12 months up to the To Date',
      ),
      chart('by_city', 'Cases Received by City', 'bar', ['city', 'City'], one('cases', 'Cases', 'teal'), top(perCity, 'cases', 'city')),
    ],
  };
};
