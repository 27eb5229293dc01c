import { TASK_PRIORITY_OPTIONS, TASK_STATUS_LABELS, TASK_TYPE_OPTIONS } from 'mfe-hr/model';
import type { RawSql } from '../../../db/client';
import { dateGroups } from '../blocks';
import type { ResolvedFilter } from '../filter';
import { card, chart, one, pct, scope, tally, top, type PanelBuilder } from './kit';

const STATUS = TASK_STATUS_LABELS;
/** A code's label (a chart shows 'High', not HIGH), and its place in the option order. */
const labelOf = (options: readonly { value: string; label: string }[], code: string | null) =>
  options.find((o) => o.value === code)?.label ?? code ?? 'Other';
const PRIORITY_ORDER = TASK_PRIORITY_OPTIONS.map((o) => o.label);
const keyOf = { '0': 'pending', '1': 'progress', '2': 'done', '3': 'cancelled' } as const;
const colours = { '0': 'orange', '1': 'blue', '2': 'green', '3': 'gray' } as const;
const statusSeries = (Object.keys(keyOf) as (keyof typeof keyOf)[]).map((s) => ({ key: keyOf[s], label: STATUS[s], color: colours[s] }));

type TaskGroup = {
  status: keyof typeof STATUS;
  priority: string;
  type: string | null;
  assignee: string | null;
  month: string;
  overdue: boolean;
  due_soon: boolean;
  n: number;
};

/** Tasks created in the range (assignee's branch), grouped every way the task pages need. */
function taskGroups(db: RawSql, f: ResolvedFilter) {
  return db.query<TaskGroup>(
    `SELECT t.status, t.priority, t.type, trim(u.name || ' ' || coalesce(u.surname, '')) AS assignee,
            to_char(t.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
            (t.status IN ('0', '1') AND t.due_date < biz_day(now())) AS overdue,
            (t.status IN ('0', '1') AND t.due_date BETWEEN biz_day(now()) AND biz_day(now()) + 6) AS due_soon,
            count(*)::int AS n
     FROM tasks t LEFT JOIN users u ON u.id = t.assigned_to
     WHERE t.created_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')
       AND t.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
       AND ($3::int IS NULL OR u.company_branch_id = $3::int)
     GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [f.fromIso, f.toIso, f.branchId],
  );
}

/** Rows of `label` with a column per status. */
function byStatus(rows: TaskGroup[], label: (r: TaskGroup) => string, labelKey: string) {
  const out = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const k = label(r);
    const row = out.get(k) ?? { [labelKey]: k, pending: 0, progress: 0, done: 0, cancelled: 0, total: 0 };
    row[keyOf[r.status]] = Number(row[keyOf[r.status]]) + r.n;
    row.total = Number(row.total) + r.n;
    out.set(k, row);
  }
  return [...out.values()];
}

const count = (rows: TaskGroup[], keep: (r: TaskGroup) => boolean) => rows.filter(keep).reduce((a, r) => a + r.n, 0);

/** /admin/tasks-statistics: tasks by status, priority, type and assignee. */
export const taskStatisticsPanel: PanelBuilder = async ({ db, f }) => {
  const rows = await taskGroups(db, f);
  const pendingBy = tally(
    rows.filter((r) => r.status === '0'),
    (r) => r.assignee ?? 'Unassigned',
    (r) => r.n,
  );
  return {
    scope: scope(f, 'Tasks created'),
    cards: [
      card(
        'tasks',
        'Tasks Created',
        count(rows, () => true),
      ),
      card(
        'pending',
        STATUS['0'],
        count(rows, (r) => r.status === '0'),
      ),
      card(
        'progress',
        STATUS['1'],
        count(rows, (r) => r.status === '1'),
      ),
      card(
        'done',
        STATUS['2'],
        count(rows, (r) => r.status === '2'),
      ),
      card(
        'overdue',
        'Overdue',
        count(rows, (r) => r.overdue),
      ),
    ],
    charts: [
      chart(
        'by_status',
        'Tasks by Status',
        'bar',
        ['status', 'Status'],
        one('tasks', 'Tasks', 'blue'),
        (Object.keys(STATUS) as (keyof typeof STATUS)[]).map((s) => ({ status: STATUS[s], tasks: count(rows, (r) => r.status === s) })),
      ),
      chart(
        'by_priority',
        'Tasks by Priority',
        'stacked-bar',
        ['priority', 'Priority'],
        statusSeries,
        // Low < Medium < High < Urgent, the options' order, not the codes' spelling.
        byStatus(rows, (r) => labelOf(TASK_PRIORITY_OPTIONS, r.priority), 'priority').sort(
          (a, b) => PRIORITY_ORDER.indexOf(String(a.priority)) - PRIORITY_ORDER.indexOf(String(b.priority)),
        ),
      ),
      chart(
        'pending_by_assignee',
        'Pending Tasks by Assignee',
        'horizontal-bar',
        ['assignee', 'Assignee'],
        one('tasks', 'Pending tasks', 'orange'),
        top(
          [...pendingBy].map(([assignee, tasks]) => ({ assignee: String(assignee), tasks })),
          'tasks',
          'assignee',
        ),
      ),
      chart(
        'by_type',
        'Tasks by Type',
        'bar',
        ['type', 'Type'],
        one('tasks', 'Tasks', 'purple'),
        top(
          [
            ...tally(
              rows,
              (r) => labelOf(TASK_TYPE_OPTIONS, r.type),
              (r) => r.n,
            ),
          ].map(([type, tasks]) => ({ type: String(type), tasks })),
          'tasks',
          'type',
        ),
      ),
    ],
  };
};

/** /admin/taskAnalytics: completion by person, the monthly flow of tasks, and what is late. */
export const taskAnalyticsPanel: PanelBuilder = async ({ db, f }) => {
  const rows = await taskGroups(db, f);
  const closed = count(rows, (r) => r.status === '2' || r.status === '3');
  const overdueBy = tally(
    rows.filter((r) => r.overdue),
    (r) => r.assignee ?? 'Unassigned',
    (r) => r.n,
  );
  return {
    scope: scope(f, 'Tasks created'),
    cards: [
      card(
        'completion',
        'Completion Rate',
        pct(
          count(rows, (r) => r.status === '2'),
          count(rows, () => true),
        ),
        'percent',
      ),
      card('closed', 'Done or Cancelled', closed),
      card(
        'due_soon',
        'Due in the Next 7 Days',
        count(rows, (r) => r.due_soon),
      ),
      card(
        'overdue',
        'Overdue',
        count(rows, (r) => r.overdue),
      ),
    ],
    charts: [
      chart(
        'by_assignee',
        'Completion by Assignee',
        'stacked-bar',
        ['assignee', 'Assignee'],
        statusSeries,
        top(
          byStatus(rows, (r) => r.assignee ?? 'Unassigned', 'assignee'),
          'total',
          'assignee',
        ),
      ),
      chart(
        'monthly',
        'Tasks Created by Month',
        'line',
        ['month', 'Month'],
        one('tasks', 'Tasks', 'blue'),
        dateGroups(f.from, f.to, 'month').map((m) => ({ month: m.grp, tasks: count(rows, (r) => r.month === m.grp) })),
      ),
      chart(
        'overdue_by_assignee',
        'Overdue Tasks by Assignee',
        'horizontal-bar',
        ['assignee', 'Assignee'],
        one('tasks', 'Overdue', 'red'),
        top(
          [...overdueBy].map(([assignee, tasks]) => ({ assignee: String(assignee), tasks })),
          'tasks',
          'assignee',
        ),
      ),
      chart(
        'by_type',
        'Tasks by Type and Status',
        'stacked-bar',
        ['type', 'Type'],
        statusSeries,
        byStatus(rows, (r) => labelOf(TASK_TYPE_OPTIONS, r.type), 'type'),
      ),
    ],
  };
};
