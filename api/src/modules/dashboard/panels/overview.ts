import { COMPLETED, OPEN, STATUS_LABELS } from '../statuses';
import { card, chart, one, pct, ratio, round, scope, type PanelBuilder, type PanelContext } from './kit';
import { ageGroups, bankNames, bankStats, events, intake, type Group } from './queries';

/** Time a case spends before each status change, by the status it moves to. */
export const STAGE_STEPS: [status: string, label: string][] = [
  ['ALLOCATED', 'Waiting for allocation'],
  ['SITE_VISIT', 'Allocation to visit'],
  ['WIP', 'Visit to report start'],
  ['STAGE_REVIEW', 'Report making'],
  ['RELEASED', 'Review to release'],
  ['DISPATCHED', 'Release to dispatch'],
];

const statusColor: Record<string, string> = {
  INITIATED: 'gray',
  ALLOCATED: 'blue',
  SITE_VISIT: 'teal',
  WIP: 'purple',
  STAGE_REVIEW: 'orange',
  REWORK: 'red',
  ON_HOLD: 'yellow',
  QUERY_PENDING: 'pink',
};
export const openSeries = OPEN.map((s) => ({ key: s, label: STATUS_LABELS[s], color: statusColor[s] }));

/** Open cases (now) by age since received, one row per age bucket with a column per stage. */
export async function openByAge({ db, f }: PanelContext) {
  const rows = await intake(db, ageGroups(), f.branchId);
  return ageGroups().map((g) => {
    const row: Record<string, string | number> = { age: g.grp };
    for (const s of OPEN) row[s] = rows.filter((r) => r.grp === g.grp && r.status === s).reduce((a, r) => a + r.n, 0);
    return row;
  });
}

export async function stageTimes(ctx: PanelContext, statuses = STAGE_STEPS) {
  const range: Group[] = [{ grp: '', from: ctx.f.from, to: ctx.f.to }];
  const rows = await events(
    ctx.db,
    range,
    ctx.f.branchId,
    statuses.map(([s]) => s),
  );
  return statuses.map(([s, label]) => {
    const r = rows.filter((x) => x.to_status === s);
    const seconds = r.reduce((a, x) => a + x.seconds, 0);
    const timed = r.reduce((a, x) => a + x.timed, 0);
    return { stage: label, hours: round(ratio(seconds, timed) / 3600, 1) };
  });
}

/** /admin/dashboard: intake and output over the range, open work now, stage times and TAT by bank. */
export const overviewPanel: PanelBuilder = async (ctx) => {
  const { db, f } = ctx;
  const range: Group[] = [{ grp: '', from: f.from, to: f.to }];
  const [received, evs, banks, names, byAge, stages] = await Promise.all([
    intake(db, range, f.branchId),
    events(db, range, f.branchId, ['SITE_VISIT', 'RELEASED']),
    bankStats(db, range, f.branchId),
    bankNames(db),
    openByAge(ctx),
    stageTimes(ctx),
  ]);
  const total = received.reduce((a, r) => a + r.n, 0);
  const completed = received.filter((r) => COMPLETED.includes(r.status as never)).reduce((a, r) => a + r.n, 0);
  const evCount = (s: string) => evs.filter((e) => e.to_status === s).reduce((a, e) => a + e.n, 0);
  const released = banks.reduce((a, b) => a + b.released, 0);
  const inTat = banks.reduce((a, b) => a + b.in_tat, 0);
  const tatSeconds = banks.reduce((a, b) => a + b.tat, 0);

  const byBank = [...names]
    .map(([id, bank]) => {
      const b = banks.filter((x) => x.bank_id === id);
      const rel = b.reduce((a, x) => a + x.released, 0);
      return {
        bank: bank.short,
        avg_days: round(
          ratio(
            b.reduce((a, x) => a + x.tat, 0),
            rel,
          ) / 86_400,
          1,
        ),
        tat_days: bank.tat,
        within_pct: pct(
          b.reduce((a, x) => a + x.in_tat, 0),
          rel,
        ),
        released: rel,
      };
    })
    .filter((b) => b.released > 0)
    .sort((a, b) => b.released - a.released);

  return {
    scope: scope(f, 'Cases received and reports released'),
    cards: [
      card('received', 'Cases Received', total),
      card('completed', 'Completed of Those', completed),
      card('visits', 'Site Visits Done', evCount('SITE_VISIT')),
      card('released', 'Reports Released', evCount('RELEASED')),
      card('avg_tat', 'Average Turnaround', ratio(tatSeconds, released) / 86_400, 'days', 'received to released'),
      card('within_tat', 'Released Within Bank TAT', pct(inTat, released), 'percent'),
    ],
    charts: [
      chart(
        'open_by_age',
        'Open Cases by Stage and Age',
        'stacked-bar',
        ['age', 'Age since received'],
        openSeries,
        byAge,
        'count',
        'Open now, whatever the dates',
      ),
      chart('stage_hours', 'Average Time per Stage (hours)', 'bar', ['stage', 'Stage'], one('hours', 'Hours', 'blue'), stages, 'hours'),
      chart(
        'tat_by_bank',
        'Turnaround by Bank against its TAT (days)',
        'grouped-bar',
        ['bank', 'Bank'],
        [
          { key: 'avg_days', label: 'Average days to release', color: 'blue' },
          { key: 'tat_days', label: 'Bank TAT (business days)', color: 'orange' },
        ],
        byBank,
        'days',
      ),
      chart(
        'within_tat_by_bank',
        'Released Within TAT by Bank (%)',
        'bar',
        ['bank', 'Bank'],
        one('within_pct', 'Within TAT', 'green'),
        byBank.map(({ bank, within_pct }) => ({ bank, within_pct })),
        'percent',
      ),
    ],
  };
};
