import { OPEN, sqlList } from '../statuses';
import { card, chart, one, ratio, round, scope, tally, top, type PanelBuilder } from './kit';
import { officeSeries, officeWork } from './work';
import { revenue, visits, type Group } from './queries';

/** /admin/employeeAnalytics: each site engineer's visits, speed, open work, revenue and rating. */
export const employeeAnalyticsPanel: PanelBuilder = async ({ db, f }) => {
  const range: Group[] = [{ grp: '', from: f.from, to: f.to }];
  const [engineers, done, open, rev] = await Promise.all([
    db.query<{ id: number; name: string; rating: number }>(
      `SELECT id, trim(name || ' ' || coalesce(surname, '')) AS name, rating::float8 AS rating FROM users
       WHERE designation = 'Site Engineer' AND status = '1' AND ($1::int IS NULL OR company_branch_id = $1::int)`,
      [f.branchId],
    ),
    visits(db, range, f.branchId),
    db.query<{ engineer_id: number; n: number }>(
      `SELECT site_engineer_id AS engineer_id, count(*)::int AS n FROM cases
       WHERE status IN ${sqlList(OPEN)} AND site_engineer_id IS NOT NULL
         AND ($1::int IS NULL OR company_branch_id = $1::int) GROUP BY 1`,
      [f.branchId],
    ),
    revenue(db, range, f.branchId),
  ]);
  const revBy = tally(
    rev,
    (r) => r.engineer_id,
    (r) => r.amount,
  );
  const rows = engineers.map((e) => {
    const v = done.find((d) => d.engineer_id === e.id);
    return {
      engineer: e.name,
      visits: v?.n ?? 0,
      hours: round(ratio(v?.seconds ?? 0, v?.n ?? 0) / 3600, 1),
      open: open.find((o) => o.engineer_id === e.id)?.n ?? 0,
      revenue: revBy.get(e.id) ?? 0,
      rating: e.rating,
    };
  });
  const visitsDone = rows.reduce((a, r) => a + r.visits, 0);
  const busiest = top(rows, 'visits', 'engineer');
  return {
    scope: scope(f, 'Site engineers\u2019 work'),
    cards: [
      card('engineers', 'Active Site Engineers', engineers.length),
      card('visits', 'Visits Done', visitsDone),
      card('per_engineer', 'Visits per Engineer', ratio(visitsDone, engineers.length), 'count'),
      card(
        'avg_hours',
        'Average Allocation to Visit',
        ratio(
          done.reduce((a, d) => a + d.seconds, 0),
          done.reduce((a, d) => a + d.n, 0),
        ) / 3600,
        'hours',
      ),
    ],
    charts: [
      chart('visits', 'Visits by Engineer', 'horizontal-bar', ['engineer', 'Engineer'], one('visits', 'Visits', 'blue'), busiest),
      chart(
        'hours',
        'Hours from Allocation to Visit',
        'horizontal-bar',
        ['engineer', 'Engineer'],
        one('hours', 'Hours', 'orange'),
        busiest.map(({ engineer, hours }) => ({ engineer, hours })),
        'hours',
        'The engineers with the most visits',
      ),
      chart(
        'open',
        'Open Cases by Engineer',
        'horizontal-bar',
        ['engineer', 'Engineer'],
        one('open', 'Open cases', 'purple'),
        top(rows, 'open', 'engineer').map(({ engineer, open: n }) => ({ engineer, open: n })),
        'count',
        'Open now',
      ),
      chart(
        'revenue',
        'Revenue by Engineer',
        'horizontal-bar',
        ['engineer', 'Engineer'],
        one('revenue', 'Revenue', 'green'),
        top(rows, 'revenue', 'engineer').map(({ engineer, revenue: r }) => ({ engineer, revenue: r })),
        'money',
      ),
    ],
  };
};

/** /admin/adminCaseCount: how many case actions each office user made, by kind. */
export const adminCaseCountPanel: PanelBuilder = async (ctx) => {
  const { rows, people } = await officeWork(ctx);
  const by = (status: string) => [
    ...tally(
      rows.filter((r) => r.to_status === status),
      (r) => r.user_id,
      (r) => r.n,
    ),
  ];
  const staffName = await nameLookup(
    ctx,
    rows.map((r) => r.user_id),
  );
  const total = rows.filter((r) => r.to_status === '*').reduce((a, r) => a + r.n, 0);
  return {
    scope: scope(ctx.f, 'Case actions by office staff'),
    cards: [
      card('staff', 'Staff with Case Actions', new Set(rows.map((r) => r.user_id)).size),
      card('actions', 'Case Actions', total),
      card(
        'initiated',
        'Cases Initiated',
        by('INITIATED').reduce((a, [, n]) => a + n, 0),
      ),
      card(
        'released',
        'Reports Released',
        by('RELEASED').reduce((a, [, n]) => a + n, 0),
      ),
    ],
    charts: [
      chart('by_staff', 'Case Actions by Staff', 'stacked-bar', ['staff', 'Staff'], officeSeries, people),
      chart(
        'initiated',
        'Cases Initiated by Staff',
        'horizontal-bar',
        ['staff', 'Staff'],
        one('cases', 'Cases', 'gray'),
        top(
          by('INITIATED').map(([id, cases]) => ({ staff: staffName(Number(id)), cases })),
          'cases',
          'staff',
        ),
      ),
      chart(
        'released',
        'Reports Released by Staff',
        'horizontal-bar',
        ['staff', 'Staff'],
        one('cases', 'Reports', 'green'),
        top(
          by('RELEASED').map(([id, cases]) => ({ staff: staffName(Number(id)), cases })),
          'cases',
          'staff',
        ),
      ),
    ],
  };
};

async function nameLookup(ctx: Parameters<PanelBuilder>[0], ids: number[]) {
  const rows = await ctx.db.query<{ id: number; name: string }>(
    `SELECT id, trim(name || ' ' || coalesce(surname, '')) AS name FROM users WHERE id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  const map = new Map(rows.map((r) => [r.id, r.name]));
  return (id: number) => map.get(id) ?? `User ${id}`;
}

const RATING_BANDS: [label: string, min: number, max: number][] = [
  ['Below 1', 0, 0.95],
  ['1 to 2', 1, 1.95],
  ['2 to 3', 2, 2.95],
  ['3 to 4', 3, 3.95],
  ['4 to 5', 4, 5],
];

/** /admin/rating-statistic: staff ratings (users.rating, 0 to 5) by band, branch and person. */
export const ratingPanel: PanelBuilder = async ({ db, f }) => {
  const staffRows = await db.query<{ name: string; branch: string | null; rating: number }>(
    `SELECT trim(u.name || ' ' || coalesce(u.surname, '')) AS name, cb.branch_name AS branch, u.rating::float8 AS rating
     FROM users u LEFT JOIN company_branches cb ON cb.id = u.company_branch_id
     WHERE u.status = '1' AND u.rating > 0 AND ($1::int IS NULL OR u.company_branch_id = $1::int)`,
    [f.branchId],
  );
  const avg = ratio(
    staffRows.reduce((a, s) => a + s.rating, 0),
    staffRows.length,
  );
  const branches = [...new Set(staffRows.map((s) => s.branch ?? 'No branch'))].map((branch) => {
    const mine = staffRows.filter((s) => (s.branch ?? 'No branch') === branch);
    return {
      branch,
      rating: round(
        ratio(
          mine.reduce((a, s) => a + s.rating, 0),
          mine.length,
        ),
        1,
      ),
    };
  });
  const people = staffRows.map((s) => ({ staff: s.name, rating: s.rating }));
  return {
    scope: scope(f, 'Active staff with a rating', false),
    cards: [
      card('average', 'Average Rating', round(avg, 1), 'rating'),
      card('rated', 'Staff Rated', staffRows.length),
      card('high', 'Rated 4 and Above', staffRows.filter((s) => s.rating >= 4).length),
      card('low', 'Rated Below 3', staffRows.filter((s) => s.rating < 3).length),
    ],
    charts: [
      chart(
        'bands',
        'Staff by Rating',
        'bar',
        ['band', 'Rating'],
        one('staff', 'Staff', 'blue'),
        RATING_BANDS.map(([band, min, max]) => ({ band, staff: staffRows.filter((s) => s.rating >= min && s.rating <= max).length })),
      ),
      chart(
        'by_branch',
        'Average Rating by Branch',
        'bar',
        ['branch', 'Branch'],
        one('rating', 'Rating', 'teal'),
        top(branches, 'rating', 'branch'),
        'rating',
      ),
      chart(
        'highest',
        'Highest Rated Staff',
        'horizontal-bar',
        ['staff', 'Staff'],
        one('rating', 'Rating', 'green'),
        top(people, 'rating', 'staff', 10),
        'rating',
      ),
      chart(
        'lowest',
        'Lowest Rated Staff',
        'horizontal-bar',
        ['staff', 'Staff'],
        one('rating', 'Rating', 'red'),
        [...people].sort((a, b) => a.rating - b.rating || a.staff.localeCompare(b.staff)).slice(0, 10),
        'rating',
      ),
    ],
  };
};
