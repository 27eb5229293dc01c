import type { CaseStatus, Dashboard1Data, DashboardCounts } from 'shared/resources';
import type { RawSql } from '../../db/client';
import { bucketFor, dateGroups, isoDay, monthStart } from './blocks';
import type { ResolvedFilter } from './filter';
import { classOf } from './statuses';
import { overRollup, type Fact, type Group } from './summaries';

const TOP = 15;
const byCount =
  <T extends { count: number }>(key: (r: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

interface Answers {
  intake: { cb: number; status: CaseStatus; n: number }[];
  monthly: { grp: string; status: CaseStatus; n: number }[];
  pincodes: { pincode: string; n: number }[];
  cities: { city: string; n: number }[];
  events: { grp: string; to_status: string; n: number }[];
  staff: { name: string; n: number }[];
  branches: { id: number; branch_name: string }[];
}

/** A query's rows as one JSON array (ordered by `order` when given), for a column of the one statement. */
const asJson = (select: string, order = '') =>
  `(SELECT coalesce(json_agg(x${order ? ` ORDER BY ${order}` : ''}), '[]') FROM (${select}) x)`;

/**
 * POST dashboard-1: six small queries over the rollup (a few thousand rows whatever the range),
 * never over cases, sent as ONE statement: each answer is a JSON column. Seven round trips cost the
 * API more than the queries did (on PostgreSQL most of its CPU a request was the pool's socket
 * writes and the answers' parsing), and one statement is one parse and one snapshot.
 */
export async function mainDashboard(db: RawSql, f: ResolvedFilter): Promise<Dashboard1Data> {
  const bucket = bucketFor(f.from, f.to);
  const monthlyFrom = Math.min(monthStart(f.from), monthStart(f.to, -11));
  const months = dateGroups(monthlyFrom, f.to, 'month');
  const range = [{ grp: '', from: f.from, to: f.to }];
  const params: unknown[] = [];
  const over = (fact: Fact, groups: Group[], where = '') => {
    const q = overRollup(fact, groups, f.branchId, where, params.length + 1);
    params.push(...q.params);
    return q.from;
  };

  const [answers] = await db.query<Answers>(
    `SELECT
       ${asJson(`SELECT t.company_branch_id AS cb, t.key AS status, sum(t.n)::int AS n ${over('intake', range)} GROUP BY 1, 2`)} AS intake,
       ${asJson(`SELECT t.grp, t.key AS status, sum(t.n)::int AS n ${over('intake', months)} GROUP BY 1, 2`)} AS monthly,
       ${asJson(
         `SELECT t.key AS pincode, sum(t.n)::int AS n ${over('pincode', range, "r.key <> ''")} GROUP BY 1 HAVING sum(t.n) > 0
          ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
         'x.n DESC, x.pincode',
       )} AS pincodes,
       ${asJson(`SELECT t.key AS city, sum(t.n)::int AS n ${over('city', range)} GROUP BY 1 HAVING sum(t.n) > 0`)} AS cities,
       ${asJson(
         `SELECT t.grp, t.key AS to_status, sum(t.n)::int AS n
          ${over('event', dateGroups(f.from, f.to, bucket), "r.key IN ('SITE_VISIT', 'RELEASED')")} GROUP BY 1, 2`,
       )} AS events,
       ${asJson(
         `SELECT trim(u.name || ' ' || coalesce(u.surname, '')) AS name, s.n
          FROM (SELECT t.id AS user_id, sum(t.n)::int AS n ${over('actor', range)} GROUP BY 1 HAVING sum(t.n) > 0
                ORDER BY 2 DESC, 1 LIMIT ${TOP}) s
          JOIN users u ON u.id = s.user_id`,
         'x.n DESC, x.name',
       )} AS staff,
       ${asJson('SELECT id, branch_name FROM company_branches', 'x.branch_name')} AS branches`,
    params,
  );
  const {
    intake: intakeRows,
    monthly: monthRows,
    pincodes: pincodeRows,
    cities: cityRows,
    events: eventRows,
    staff: staffRows,
    branches,
  } = answers;

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
