import type { FastifyPluginAsync } from 'fastify';
import type {
  BankWiseBranchesCountResponse,
  BranchWiseBillAmountResponse,
  CaseReportRequest,
  CaseReportResponse,
  Dashboard1Response,
  DashboardFilter,
  PropsDashboardCountsResponse,
} from 'shared/resources';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { dayNo, isoDay } from './blocks';
import { businessToday } from '../../kit/business-time';
import { filterMessages, filterSchema, resolveFilter } from './filter';
import { bankBranchCounts, branchBillAmounts, caseReport, financialYearToDate, propsCounts } from './legacy-reports';
import { mainDashboard } from './main-dashboard';
import { bankBranchCountsAnswer, caseReportAnswer, dashboard1Answer, propsCountsAnswer } from './answers';
import { panelRoutes } from './panel-routes';
import { branchBillAmountsAnswer } from './bill-amount-answer';
import { installDashboardFold } from './fold';

const reportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    city: { type: 'string', maxLength: 100 },
    pageno: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    isCompleted: { type: 'integer', enum: [0, 1] },
    token: { type: 'string', maxLength: 1000 },
  },
} as const;
const reportMessages = { isCompleted: { default: 'isCompleted must be 0 (ongoing) or 1 (completed).' } };

const optionalDate = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** The main dashboard (POST dashboard-1), the admin-home reports and widgets, and the other dashboards. */
export const dashboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const db = ctx.handle;
  installDashboardFold(app, db, ctx.config.dashboardFoldMs);

  app.post<{ Body: DashboardFilter }>(
    '/api/dashboard-1',
    { schema: { body: filterSchema, response: dashboard1Answer }, config: { right: 'dashboard_page', messages: filterMessages } },
    async (req) => ({ data: await mainDashboard(db, await resolveFilter(db, req.body)) }) satisfies Dashboard1Response,
  );

  const report = (path: string, since: () => string) =>
    app.post<{ Body: CaseReportRequest }>(
      path,
      { schema: { body: reportSchema, response: caseReportAnswer }, config: { right: 'dashboard_page', messages: reportMessages } },
      async (req) => (await caseReport(db, since(), req.body ?? {})) satisfies CaseReportResponse,
    );
  report('/api/getMontlyReport', () => `${businessToday().slice(0, 7)}-01`);
  report('/api/getPastSevenDaysReport', () => isoDay(dayNo(businessToday()) - 6));

  app.get<{ Querystring: { from_date?: string; to_date?: string } }>(
    '/api/branchWiseBillAmount',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { from_date: optionalDate, to_date: optionalDate },
        },
        response: branchBillAmountsAnswer,
      },
      // Bill amounts are the bill dashboard's data: the same right as that dashboard.
      config: { right: 'bill_dashboard_page' },
    },
    async (req) => {
      const fy = financialYearToDate();
      const from = req.query.from_date ?? fy.from;
      const to = req.query.to_date ?? fy.to;
      if (to < from) throw badRequest({ to_date: 'To Date cannot be before From Date' });
      return { data: await branchBillAmounts(db, from, to), from_date: from, to_date: to } satisfies BranchWiseBillAmountResponse;
    },
  );

  app.get(
    '/api/get-props-dashboard-counts',
    { schema: { response: propsCountsAnswer }, config: { right: 'dashboard_page' } },
    async () => ({ data: await propsCounts(db) }) satisfies PropsDashboardCountsResponse,
  );

  app.get<{ Querystring: { city?: string } }>(
    '/api/bank-wise-branches-count',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { city: { type: 'string', maxLength: 100 } } },
        response: bankBranchCountsAnswer,
      },
      config: { right: 'dashboard_page' },
    },
    async (req) => ({ data: await bankBranchCounts(db, req.query.city?.trim() || null) }) satisfies BankWiseBranchesCountResponse,
  );

  await app.register(panelRoutes, ctx);
};
