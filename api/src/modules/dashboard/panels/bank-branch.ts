import { dateGroups, monthStart } from '../blocks';
import { forbidden, notFound } from '../../../http/errors';
import { canView, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { COMPLETED, STATUS_LABELS, classOf } from '../statuses';
import { card, chart, one, pct, ratio, round, type PanelBuilder, type PanelContext } from './kit';

/** Which bank branch a request may see: a branch login its own; staff with the dashboard right any. */
export function allowedBankBranch(ctx: PanelContext): number {
  const { principal } = ctx;
  if (principal.kind === 'branch') {
    if (!principal.branch.bank_branch_id) throw notFound('This login is not linked to a bank branch.');
    return principal.branch.bank_branch_id;
  }
  if (!canView(principal.user.rights, 'dashboard_page')) throw forbidden();
  if (!ctx.bankBranchId) throw notFound('Choose a bank branch.');
  return ctx.bankBranchId;
}

/** A bank branch's own cases (/admin/branchDashboard, and /dashboard for branch logins). */
export const bankBranchPanel: PanelBuilder = async (ctx) => {
  const { db, f } = ctx;
  const id = allowedBankBranch(ctx);
  const [branch] = await db.query<{ name: string }>(
    `SELECT b.name || ', ' || bb.branch_name AS name FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id WHERE bb.id = $1`,
    [id],
  );
  if (!branch) throw notFound('This bank branch does not exist.');
  const months = dateGroups(Math.min(monthStart(f.from), monthStart(f.to, -11)), f.to, 'month');
  const from = "($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')";
  const to = `(($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
  const [received, monthly, released, types] = await Promise.all([
    db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM cases WHERE bank_branch_id = $1 AND received_at >= ${from} AND received_at < ${to}
       GROUP BY 1`,
      [id, f.fromIso, f.toIso],
    ),
    db.query<{ month: string; status: string; n: number }>(
      `SELECT to_char(received_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, status, count(*)::int AS n FROM cases
       WHERE bank_branch_id = $1 AND received_at >= ${from} AND received_at < ${to} GROUP BY 1, 2`,
      [id, months[0].grp + '-01', f.toIso],
    ),
    db.query<{ month: string; n: number; in_tat: number; seconds: number }>(
      `SELECT to_char(released_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, count(*)::int AS n,
              count(*) FILTER (WHERE released_at <= tat_due_at)::int AS in_tat,
              sum(extract(epoch FROM released_at - received_at))::float8 AS seconds
       FROM cases WHERE bank_branch_id = $1 AND released_at >= ${from} AND released_at < ${to} GROUP BY 1`,
      [id, months[0].grp + '-01', f.toIso],
    ),
    db.query<{ type: string; n: number }>(
      `SELECT coalesce(property_type, 'OTHER') AS type, count(*)::int AS n FROM cases
       WHERE bank_branch_id = $1 AND received_at >= ${from} AND received_at < ${to} GROUP BY 1 ORDER BY 2 DESC`,
      [id, f.fromIso, f.toIso],
    ),
  ]);
  const n = (cls: string) => received.filter((r) => classOf(r.status) === cls).reduce((a, r) => a + r.n, 0);
  const inRange = released.filter((r) => r.month >= f.fromIso.slice(0, 7));
  const rel = inRange.reduce((a, r) => a + r.n, 0);
  return {
    scope: `${branch.name}: cases received from ${f.fromIso} to ${f.toIso}`,
    cards: [
      card(
        'received',
        'Cases Received',
        received.reduce((a, r) => a + r.n, 0),
      ),
      card('ongoing', 'In Progress', n('ongoing')),
      card('completed', 'Completed', n('completed')),
      card('released', 'Reports Released', rel, 'count', 'in the months of the range'),
      card(
        'within_tat',
        'Released Within TAT',
        pct(
          inRange.reduce((a, r) => a + r.in_tat, 0),
          rel,
        ),
        'percent',
      ),
    ],
    charts: [
      chart(
        'by_status',
        'Cases by Status',
        'bar',
        ['status', 'Status'],
        one('cases', 'Cases', 'blue'),
        received.map((r) => ({ status: STATUS_LABELS[r.status as keyof typeof STATUS_LABELS] ?? r.status, cases: r.n })),
      ),
      chart(
        'monthly',
        'Monthly Cases',
        'line',
        ['month', 'Month'],
        [
          { key: 'completed', label: 'Completed', color: 'green' },
          { key: 'ongoing', label: 'Ongoing', color: 'yellow' },
        ],
        months.map((m) => ({
          month: m.grp,
          completed: monthly.filter((r) => r.month === m.grp && COMPLETED.includes(r.status as never)).reduce((a, r) => a + r.n, 0),
          ongoing: monthly.filter((r) => r.month === m.grp && classOf(r.status) === 'ongoing').reduce((a, r) => a + r.n, 0),
        })),
      ),
      chart(
        'turnaround',
        'Average Turnaround by Month (days)',
        'bar',
        ['month', 'Month'],
        one('days', 'Days', 'orange'),
        months.map((m) => {
          const r = released.find((x) => x.month === m.grp);
          return { month: m.grp, days: round(ratio(r?.seconds ?? 0, r?.n ?? 0) / 86_400, 1) };
        }),
        'days',
      ),
      chart(
        'by_type',
        'Cases by Property Type',
        'bar',
        ['type', 'Property type'],
        one('cases', 'Cases', 'teal'),
        types.map((t) => ({ type: PROPERTY_TYPE_OPTIONS.find((o) => o.value === t.type)?.label ?? t.type, cases: t.n })),
      ),
    ],
  };
};
