import type { CaseStatus, Dashboard1Data, DashboardCounts } from 'shared/resources';
import type { RawSql } from '../../db/client';
import { bucketFor, dateGroups, isoDay, monthStart } from './blocks';
import type { ResolvedFilter } from './filter';
import { classOf } from './statuses';
import { overRollup } from './summaries';

const TOP = 15;
const byCount =
  <T extends { count: number }>(key: (r: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

/**
 * POST dashboard-1: six small queries over the rollup (a few thousand rows whatever the range),
 * never over cases.
 */
export async function mainDashboard(db: RawSql, f: ResolvedFilter): Promise<Dashboard1Data> {
  const bucket = bucketFor(f.from, f.to);
  const monthlyFrom = Math.min(monthStart(f.from), monthStart(f.to, -11));
  const months = dateGroups(monthlyFrom, f.to, 'month');
  const range = [{ grp: '', from: f.from, to: f.to }];

  const intake = overRollup('intake', range, f.branchId);
  const monthly = overRollup('intake', months, f.branchId);
  const pincodes = overRollup('pincode', range, f.branchId, "r.key <> ''");
  const cities = overRollup('city', range, f.branchId);
  const events = overRollup('event', dateGroups(f.from, f.to, bucket), f.branchId, "r.key IN ('SITE_VISIT', 'RELEASED')");
  const staff = overRollup('actor', range, f.branchId);

  const [intakeRows, monthRows, pincodeRows, cityRows, eventRows, staffRows, branches] = await Promise.all([
    db.query<{ cb: number; status: CaseStatus; n: number }>(
      `SELECT t.company_branch_id AS cb, t.key AS status, sum(t.n)::int AS n ${intake.from} GROUP BY 1, 2`,
      intake.params,
    ),
    db.query<{ grp: string; status: CaseStatus; n: number }>(
      `SELECT t.grp, t.key AS status, sum(t.n)::int AS n ${monthly.from} GROUP BY 1, 2`,
      monthly.params,
    ),
    db.query<{ pincode: string; n: number }>(
      `SELECT t.key AS pincode, sum(t.n)::int AS n ${pincodes.from} GROUP BY 1 HAVING sum(t.n) > 0
       ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
      pincodes.params,
    ),
    db.query<{ city: string; n: number }>(
      `SELECT t.key AS city, sum(t.n)::int AS n ${cities.from} GROUP BY 1 HAVING sum(t.n) > 0`,
      cities.params,
    ),
    db.query<{ grp: string; to_status: string; n: number }>(
      `SELECT t.grp, t.key AS to_status, sum(t.n)::int AS n ${events.from} GROUP BY 1, 2`,
      events.params,
    ),
    db.query<{ name: string; n: number }>(
      `SELECT trim(u.name || ' ' || coalesce(u.surname, '')) AS name, s.n
       FROM (SELECT t.id AS user_id, sum(t.n)::int AS n ${staff.from} GROUP BY 1 HAVING sum(t.n) > 0
             ORDER BY 2 DESC, 1 LIMIT ${TOP}) s
       JOIN users u ON u.id = s.user_id ORDER BY s.n DESC, name`,
      staff.params,
    ),
    db.query<{ id: number; branch_name: string }>('SELECT id, branch_name FROM company_branches ORDER BY branch_name'),
  ]);

  const counts: DashboardCounts = {
    ongoing_cases: 0,
    completed_cases: 0,
    total_cases: 0,
    pending_allocation_cases: 0,
    cancelled_cases: 0,
  };
  const perBranch = new Map<number, number>();
  const perMonth = new Map(months.map((m) => [m.grp, { month: m.grp, completed_cases: 0, ongoing_cases: 0 }]));
  for (const r of intakeRows) {
    const cls = classOf(r.status);
    counts.total_cases += r.n;
    if (cls === 'completed') counts.completed_cases += r.n;
    else if (cls === 'cancelled') counts.cancelled_cases += r.n;
    else counts.ongoing_cases += r.n;
    if (r.status === 'INITIATED') counts.pending_allocation_cases += r.n;
    perBranch.set(r.cb, (perBranch.get(r.cb) ?? 0) + r.n);
  }
  for (const r of monthRows) {
    const m = perMonth.get(r.grp);
    const cls = classOf(r.status);
    if (m && cls === 'completed') m.completed_cases += r.n;
    else if (m && cls === 'ongoing') m.ongoing_cases += r.n;
  }

  const perCity = new Map<string, number>();
  for (const c of cityRows) perCity.set(c.city || 'Unknown', (perCity.get(c.city || 'Unknown') ?? 0) + c.n);

  const series = (status: string) => {
    const by = new Map(eventRows.filter((e) => e.to_status === status).map((e) => [e.grp, e.n]));
    return dateGroups(f.from, f.to, bucket).map((g) => ({ date: g.grp, count: by.get(g.grp) ?? 0 }));
  };

  return {
    counts,
    monthly_completed_cases: [...perMonth.values()],
    pincode_initiation: pincodeRows.map((p) => ({ pincode: String(p.pincode), count: p.n })),
    daily_company_branchwise_initiation: branches
      .filter((b) => f.branchId === null || b.id === f.branchId)
      .map((b) => ({ company_branch_name: b.branch_name, count: perBranch.get(b.id) ?? 0 }))
      .sort(byCount((r) => r.company_branch_name)),
    daily_release: series('RELEASED'),
    daily_visits_initiated: series('SITE_VISIT'),
    admin_productivity: staffRows.map((s) => ({ admin_name: s.name, cases_handled: s.n })),
    case_initiation_location_wise: [...perCity]
      .map(([location, count]) => ({ location, count }))
      .sort(byCount((r) => r.location))
      .slice(0, 20),
    range: { from_date: f.fromIso, to_date: f.toIso, bucket, monthly_from: isoDay(monthlyFrom) },
  };
}
