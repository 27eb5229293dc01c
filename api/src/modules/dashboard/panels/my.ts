import { canView } from 'shared/resources';
import { TASK_STATUS_LABELS } from 'mfe-hr/model';
import { dateGroups } from '../blocks';
import { OPEN, STATUS_LABELS, sqlList } from '../statuses';
import { bankBranchPanel } from './bank-branch';
import { card, chart, one, type PanelBuilder } from './kit';
import { allTime, events, intake, today, type Group } from './queries';

const TASKS = TASK_STATUS_LABELS;

/**
 * /dashboard, the page every login lands on. A branch login sees its bank branch; staff see their
 * own tasks and cases, and, with the dashboard right, today's figures for the firm (or their view's branch).
 */
export const myPanel: PanelBuilder = async (ctx) => {
  if (ctx.principal.kind === 'branch') return bankBranchPanel(ctx);
  const { db, f } = ctx;
  const me = ctx.principal.user;
  const firm = canView(me.rights, 'dashboard_page');
  const t = today();
  const todayOnly: Group[] = [{ grp: '', from: t, to: t }];
  const fortnight = dateGroups(t - 13, t, 'day');
  const [mine, tasks, received, evs, flow, open] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE site_engineer_id = $1 AND status IN ${sqlList(OPEN)}`, [me.id]),
    db.query<{ status: keyof typeof TASKS; n: number }>('SELECT status, count(*)::int AS n FROM tasks WHERE assigned_to = $1 GROUP BY 1', [
      me.id,
    ]),
    firm ? intake(db, [...todayOnly, ...fortnight.map((g) => ({ ...g, grp: `d${g.grp}` }))], f.branchId) : [],
    firm ? events(db, todayOnly, f.branchId, ['SITE_VISIT', 'RELEASED']) : [],
    firm ? events(db, fortnight, f.branchId, ['RELEASED']) : [],
    firm ? intake(db, allTime(), f.branchId) : [],
  ]);
  const taskCount = (s: keyof typeof TASKS) => tasks.find((x) => x.status === s)?.n ?? 0;
  const personal = [
    card('my_tasks', 'My Pending Tasks', taskCount('0')),
    card('my_cases', 'My Open Cases', mine[0]?.n ?? 0, 'count', 'as site engineer'),
  ];
  const myTasks = chart(
    'my_tasks',
    'My Tasks by Status',
    'bar',
    ['status', 'Status'],
    one('tasks', 'Tasks', 'blue'),
    (Object.keys(TASKS) as (keyof typeof TASKS)[]).map((s) => ({ status: TASKS[s], tasks: taskCount(s) })),
  );
  if (!firm) return { scope: `${me.name}: your work`, cards: personal, charts: [myTasks] };

  const ev = (s: string) => evs.filter((e) => e.to_status === s).reduce((a, e) => a + e.n, 0);
  return {
    scope: `Today (${fortnight[fortnight.length - 1].grp}), ${f.branchName ? `${f.branchName} branch` : 'all branches'}`,
    cards: [
      card(
        'received_today',
        'Received Today',
        received.filter((r) => r.grp === '').reduce((a, r) => a + r.n, 0),
      ),
      card('visits_today', 'Site Visits Today', ev('SITE_VISIT')),
      card('released_today', 'Released Today', ev('RELEASED')),
      card(
        'pending_allocation',
        'Pending Allocations',
        open.filter((r) => r.status === 'INITIATED').reduce((a, r) => a + r.n, 0),
      ),
      ...personal,
    ],
    charts: [
      chart(
        'fortnight',
        'Last 14 Days: Received and Released',
        'line',
        ['date', 'Date'],
        [
          { key: 'received', label: 'Received', color: 'blue' },
          { key: 'released', label: 'Released', color: 'green' },
        ],
        fortnight.map((g) => ({
          date: g.grp,
          received: received.filter((r) => r.grp === `d${g.grp}`).reduce((a, r) => a + r.n, 0),
          released: flow.filter((e) => e.grp === g.grp).reduce((a, e) => a + e.n, 0),
        })),
      ),
      chart(
        'open_by_stage',
        'Open Cases by Stage',
        'bar',
        ['stage', 'Stage'],
        one('cases', 'Cases', 'purple'),
        OPEN.map((s) => ({ stage: STATUS_LABELS[s], cases: open.filter((r) => r.status === s).reduce((a, r) => a + r.n, 0) })),
      ),
      myTasks,
    ],
  };
};
