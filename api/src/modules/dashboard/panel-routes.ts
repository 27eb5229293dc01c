import type { FastifyPluginAsync } from 'fastify';
import type { BankBranchOptionsResponse, DashboardPanelName, DashboardPanelRequest, DashboardPanelResponse } from 'shared/resources';
import type { AppContext } from '../../context';
import { principalOf } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { RouteRight } from '../../http/types';
import { canView } from 'shared/resources';
import { dayNo, isoDay, monthStart } from './blocks';
import { businessToday } from '../../kit/business-time';
import { filterMessages, filterProperties, resolveFilter } from './filter';
import { bankBranchPanel } from './panels/bank-branch';
import { billStatisticsPanel, billsPanel } from './panels/bills';
import { expensePanel } from './panels/expenses';
import type { PanelBuilder } from './panels/kit';
import { myPanel } from './panels/my';
import { overviewPanel } from './panels/overview';
import { adminCaseCountPanel, employeeAnalyticsPanel, ratingPanel } from './panels/people';
import { salesPanel } from './panels/sales';
import { taskAnalyticsPanel, taskStatisticsPanel } from './panels/tasks';
import { backOfficePanel, pendingPanel, sitePanel } from './panels/work';
import { bankBranchOptionsAnswer, panelAnswer } from './answers';

/** Each panel and the right its page needs (brief-rights: Dashboard group and statistics pages). */
const PANELS: Record<DashboardPanelName, { right: RouteRight; build: PanelBuilder }> = {
  overview: { right: 'dashboard_page', build: overviewPanel },
  site: { right: 'dashboard_page', build: sitePanel },
  pending: { right: 'dashboard_page', build: pendingPanel },
  'back-office': { right: 'dashboard_page', build: backOfficePanel },
  sales: { right: 'dashboard_page', build: salesPanel },
  bills: { right: 'bill_dashboard_page', build: billsPanel },
  'bill-statistics': { right: 'bill_statistic', build: billStatisticsPanel },
  'task-statistics': { right: 'bill_statistic', build: taskStatisticsPanel },
  'expense-statistics': { right: 'bill_statistic', build: expensePanel },
  'rating-statistics': { right: 'bill_statistic', build: ratingPanel },
  'employee-analytics': { right: 'dashboard_page', build: employeeAnalyticsPanel },
  'admin-case-count': { right: 'dashboard_page', build: adminCaseCountPanel },
  'task-analytics': { right: 'dashboard_page', build: taskAnalyticsPanel },
  // Every login lands on /dashboard; the bank-branch view checks its own access.
  my: { right: 'authenticated', build: myPanel },
  'bank-branch': { right: 'authenticated', build: bankBranchPanel },
};

const panelSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...filterProperties, bank_branch_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** POST /api/dashboards/{panel}: the other dashboards. Dates default to this month so far. */
export const panelRoutes: FastifyPluginAsync<AppContext> = async (app, { handle: db }) => {
  for (const [name, panel] of Object.entries(PANELS)) {
    app.post<{ Body: Partial<DashboardPanelRequest> | undefined }>(
      `/api/dashboards/${name}`,
      { schema: { body: panelSchema, response: panelAnswer }, config: { right: panel.right, messages: filterMessages } },
      async (req) => {
        const body = req.body ?? {};
        const today = businessToday();
        const f = await resolveFilter(db, {
          ...body,
          from_date: body.from_date ?? isoDay(monthStart(dayNo(today))),
          to_date: body.to_date ?? today,
        });
        const data = await panel.build({ db, f, principal: principalOf(req), bankBranchId: body.bank_branch_id });
        return { data } satisfies DashboardPanelResponse;
      },
    );
  }

  app.get(
    '/api/dashboards/bank-branches',
    { schema: { response: bankBranchOptionsAnswer }, config: { right: 'authenticated' } },
    async (req) => {
      const principal = principalOf(req);
      const own = principal.kind === 'branch' ? (principal.branch.bank_branch_id ?? 0) : null;
      if (principal.kind === 'user' && !canView(principal.user.rights, 'dashboard_page')) throw forbidden();
      const data = await db.query<BankBranchOptionsResponse['data'][number]>(
        `SELECT bb.id, b.name AS bank_name, bb.branch_name, bb.city FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id
       WHERE bb.status = '1' AND ($1::int IS NULL OR bb.id = $1::int) ORDER BY b.name, bb.branch_name`,
        [own],
      );
      return { data } satisfies BankBranchOptionsResponse;
    },
  );
};
