import { bucketFor, dateGroups } from '../blocks';
import { OPEN, STATUS_LABELS, sqlList } from '../statuses';
import { card, chart, one, ratio, scope, top, type PanelBuilder } from './kit';
import { openByAge, openSeries, stageTimes } from './overview';
import { allTime, bankNames, branchNames, events, intake, staff, userNames, visits, type Group } from './queries';

const series = (f: { from: number; to: number }) => dateGroups(f.from, f.to, bucketFor(f.from, f.to));

/** /admin/pendingDashboard: open work now — by stage, age, branch, and cases past the bank's TAT. */
export const pendingPanel: PanelBuilder = async (ctx) => {
  const { db, f } = ctx;
  const [open, byAge, names, banks, late] = await Promise.all([
    intake(db, allTime(), f.branchId),
    openByAge(ctx),
    branchNames(db),
    bankNames(db),
    db.query<{ bank_id: number; n: number }>(
      `SELECT bank_id, count(*)::int AS n FROM cases
       WHERE status IN ${sqlList(OPEN)} AND tat_due_at < now() AND ($1::int IS NULL OR company_branch_id = $1::int)
       GROUP BY 1`,
      [f.branchId],
    ),
  ]);
  const n = (s: string) => open.filter((r) => r.status === s).reduce((a, r) => a + r.n, 0);
  const perBranch = [...names]
    .map(([id, branch]) => {
      const row: Record<string, string | number> = { branch };
      for (const s of OPEN) row[s] = open.filter((r) => r.cb === id && r.status === s).reduce((a, r) => a + r.n, 0);
      return row;
    })
    .filter((r) => OPEN.some((s) => Number(r[s]) > 0));
  const lateRows = late.map((l) => ({ bank: banks.get(l.bank_id)?.short ?? String(l.bank_id), cases: l.n }));
  return {
    scope: scope(f, 'Open cases now', false),
    cards: [
      card(
        'open',
        'Open Cases',
        OPEN.reduce((a, s) => a + n(s), 0),
      ),
      card('pending_allocation', 'Pending Allocations', n('INITIATED')),
      card('on_hold', 'On Hold', n('ON_HOLD')),
      card('query_pending', 'Query Pending', n('QUERY_PENDING')),
      card(
        'past_tat',
        'Past Bank TAT',
        late.reduce((a, l) => a + l.n, 0),
      ),
    ],
    charts: [
      chart(
        'by_stage',
        'Open Cases by Stage',
        'bar',
        ['stage', 'Stage'],
        one('cases', 'Cases', 'blue'),
        OPEN.map((s) => ({ stage: STATUS_LABELS[s], cases: n(s) })),
      ),
      chart('by_age', 'Open Cases by Age', 'stacked-bar', ['age', 'Age since received'], openSeries, byAge),
      chart('by_branch', 'Open Cases by Company Branch', 'stacked-bar', ['branch', 'Branch'], openSeries, perBranch),
      chart('past_tat', 'Cases Past TAT by Bank', 'bar', ['bank', 'Bank'], one('cases', 'Cases', 'red'), top(lateRows, 'cases', 'bank')),
    ],
  };
};

/** /admin/siteDashboard: site visits done and waiting, by date and by engineer. */
export const sitePanel: PanelBuilder = async (ctx) => {
  const { db, f } = ctx;
  const range: Group[] = [{ grp: '', from: f.from, to: f.to }];
  const [perDate, perEngineer, waiting, waitingAge] = await Promise.all([
    events(db, series(f), f.branchId, ['SITE_VISIT']),
    visits(db, range, f.branchId),
    db.query<{ engineer_id: number; n: number }>(
      `SELECT site_engineer_id AS engineer_id, count(*)::int AS n FROM cases
       WHERE status = 'ALLOCATED' AND ($1::int IS NULL OR company_branch_id = $1::int) GROUP BY 1`,
      [f.branchId],
    ),
    db.query<{ age: string; n: number }>(
      `SELECT CASE WHEN now() - allocated_at < interval '1 day' THEN 'Under 1 day'
                   WHEN now() - allocated_at < interval '3 days' THEN '1-2 days'
                   WHEN now() - allocated_at < interval '6 days' THEN '3-5 days' ELSE 'Over 5 days' END AS age,
              count(*)::int AS n
       FROM cases WHERE status = 'ALLOCATED' AND ($1::int IS NULL OR company_branch_id = $1::int) GROUP BY 1`,
      [f.branchId],
    ),
  ]);
  const names = await userNames(db, [...perEngineer.map((e) => e.engineer_id), ...waiting.map((w) => w.engineer_id)]);
  const name = (id: number) => names.get(id) ?? 'Unassigned';
  const done = perEngineer.reduce((a, e) => a + e.n, 0);
  const seconds = perEngineer.reduce((a, e) => a + e.seconds, 0);
  return {
    scope: scope(f, 'Site visits'),
    cards: [
      card('visits', 'Visits Done', done),
      card(
        'waiting',
        'Visits Pending Now',
        waiting.reduce((a, w) => a + w.n, 0),
      ),
      card('avg_hours', 'Average Allocation to Visit', ratio(seconds, done) / 3600, 'hours'),
      card('engineers', 'Engineers with Visits', perEngineer.length),
    ],
    charts: [
      chart(
        'by_date',
        'Visits by Date',
        'bar',
        ['date', 'Date'],
        one('visits', 'Visits', 'teal'),
        series(f).map((g) => ({ date: g.grp, visits: perDate.filter((p) => p.grp === g.grp).reduce((a, p) => a + p.n, 0) })),
      ),
      chart(
        'by_engineer',
        'Visits by Engineer',
        'horizontal-bar',
        ['engineer', 'Engineer'],
        one('visits', 'Visits', 'blue'),
        top(
          perEngineer.map((e) => ({ engineer: name(e.engineer_id), visits: e.n })),
          'visits',
          'engineer',
        ),
      ),
      chart(
        'waiting_by_engineer',
        'Visits Pending by Engineer',
        'horizontal-bar',
        ['engineer', 'Engineer'],
        one('cases', 'Cases', 'orange'),
        top(
          waiting.map((w) => ({ engineer: name(w.engineer_id), cases: w.n })),
          'cases',
          'engineer',
        ),
      ),
      chart(
        'waiting_by_age',
        'Visits Pending by Days since Allocation',
        'bar',
        ['age', 'Waiting'],
        one('cases', 'Cases', 'red'),
        ['Under 1 day', '1-2 days', '3-5 days', 'Over 5 days'].map((age) => ({
          age,
          cases: waitingAge.find((w) => w.age === age)?.n ?? 0,
        })),
      ),
    ],
  };
};

const OFFICE_GROUPS: [label: string, statuses: string[]][] = [
  ['Initiated', ['INITIATED']],
  ['Allocated', ['ALLOCATED']],
  ['Report making', ['WIP', 'STAGE_REVIEW', 'REWORK']],
  ['Released', ['RELEASED']],
  ['Dispatched or closed', ['DISPATCHED', 'CLOSED']],
  ['Holds and cancellations', ['ON_HOLD', 'QUERY_PENDING', 'CANCELLED']],
];
export const officeSeries = OFFICE_GROUPS.map(([label], i) => ({
  key: `g${i}`,
  label,
  color: ['gray', 'blue', 'purple', 'green', 'teal', 'red'][i],
}));

/** Per staff member: their office actions in the range, grouped into the stages above. */
export async function officeWork(ctx: Parameters<PanelBuilder>[0]) {
  const rows = await staff(ctx.db, [{ grp: '', from: ctx.f.from, to: ctx.f.to }], ctx.f.branchId);
  const names = await userNames(ctx.db, [...new Set(rows.map((r) => r.user_id))]);
  const people = [...new Set(rows.map((r) => r.user_id))].map((id) => {
    const mine = rows.filter((r) => r.user_id === id);
    const row: Record<string, string | number> = {
      staff: names.get(id) ?? `User ${id}`,
      total: mine.find((r) => r.to_status === '*')?.n ?? 0,
    };
    OFFICE_GROUPS.forEach(([, statuses], i) => {
      row[`g${i}`] = mine.filter((r) => statuses.includes(r.to_status)).reduce((a, r) => a + r.n, 0);
    });
    return row;
  });
  return { rows, people: top(people, 'total', 'staff') };
}

/** /admin/backOfficeDashboard: report making, review, release and dispatch. */
export const backOfficePanel: PanelBuilder = async (ctx) => {
  const { db, f } = ctx;
  const range: Group[] = [{ grp: '', from: f.from, to: f.to }];
  const [open, inRange, perDate, stages, work] = await Promise.all([
    intake(db, allTime(), f.branchId),
    events(db, range, f.branchId, ['RELEASED', 'DISPATCHED', 'REWORK']),
    events(db, series(f), f.branchId, ['RELEASED', 'DISPATCHED']),
    stageTimes(ctx, [
      ['STAGE_REVIEW', 'Report making'],
      ['RELEASED', 'Review to release'],
      ['DISPATCHED', 'Release to dispatch'],
    ]),
    officeWork(ctx),
  ]);
  const now = (s: string) => open.filter((r) => r.status === s).reduce((a, r) => a + r.n, 0);
  const ev = (s: string) => inRange.filter((r) => r.to_status === s).reduce((a, r) => a + r.n, 0);
  return {
    scope: scope(f, 'Report work'),
    cards: [
      card('wip', 'In Report Making Now', now('WIP')),
      card('review', 'In Review Now', now('STAGE_REVIEW')),
      card('rework_now', 'In Rework Now', now('REWORK')),
      card('released', 'Reports Released', ev('RELEASED')),
      card('dispatched', 'Reports Dispatched', ev('DISPATCHED')),
      card('reworks', 'Sent Back for Rework', ev('REWORK')),
    ],
    charts: [
      chart(
        'released_dispatched',
        'Reports Released and Dispatched by Date',
        'grouped-bar',
        ['date', 'Date'],
        [
          { key: 'released', label: 'Released', color: 'green' },
          { key: 'dispatched', label: 'Dispatched', color: 'blue' },
        ],
        series(f).map((g) => ({
          date: g.grp,
          released: perDate.filter((p) => p.grp === g.grp && p.to_status === 'RELEASED').reduce((a, p) => a + p.n, 0),
          dispatched: perDate.filter((p) => p.grp === g.grp && p.to_status === 'DISPATCHED').reduce((a, p) => a + p.n, 0),
        })),
      ),
      chart(
        'stage_hours',
        'Average Time in Report Stages (hours)',
        'bar',
        ['stage', 'Stage'],
        one('hours', 'Hours', 'purple'),
        stages,
        'hours',
      ),
      chart('office_work', 'Office Work by Staff', 'stacked-bar', ['staff', 'Staff'], officeSeries, work.people),
    ],
  };
};
