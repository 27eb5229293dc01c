import { baseApi } from 'shared/core';
import type {
  BankBranchOption,
  BankBranchOptionsResponse,
  BankBranchesCount,
  BankWiseBranchesCountResponse,
  BranchWiseBillAmountResponse,
  CaseReportRequest,
  CaseReportResponse,
  Dashboard1Data,
  Dashboard1Response,
  DashboardFilter,
  DashboardPanel,
  DashboardPanelName,
  DashboardPanelRequest,
  DashboardPanelResponse,
  PropsDashboardCounts,
  PropsDashboardCountsResponse,
} from 'shared/resources';
import { toBranchOptions, type ListedBranches } from '../features/filter/branch-options';
import type { BranchOption } from '../features/filter/filter-bar';

export type ReportKind = 'monthly' | 'weekly';
const REPORT_PATH: Record<ReportKind, string> = { monthly: 'getMontlyReport', weekly: 'getPastSevenDaysReport' };

/** Every call the dashboards make (spec section 7), on the suite's one RTK Query API. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    dashboard1: b.query<Dashboard1Data, DashboardFilter>({
      query: (filter) => ({ url: 'dashboard-1', method: 'POST', data: filter }),
      transformResponse: (res: Dashboard1Response) => res.data,
    }),
    /**
     * The branch selector reads the lookup (id and name, any signed-in user) instead of the whole
     * branch master; the branch master's tag keeps it fresh after a branch is added or renamed.
     */
    companyBranches: b.query<BranchOption[], void>({
      query: () => 'lookups/company-branches',
      transformResponse: (res: ListedBranches) => toBranchOptions(res),
      providesTags: [{ type: 'branch-master', id: 'LIST' }],
    }),
    caseReport: b.query<CaseReportResponse, { kind: ReportKind; body: CaseReportRequest }>({
      query: ({ kind, body }) => ({ url: REPORT_PATH[kind], method: 'POST', data: body }),
    }),
    propsCounts: b.query<PropsDashboardCounts, void>({
      query: () => 'get-props-dashboard-counts',
      transformResponse: (res: PropsDashboardCountsResponse) => res.data,
    }),
    branchBillAmounts: b.query<BranchWiseBillAmountResponse, void>({ query: () => 'branchWiseBillAmount' }),
    bankBranchCounts: b.query<BankBranchesCount[], string>({
      query: (city) => ({ url: 'bank-wise-branches-count', params: city ? { city } : {} }),
      transformResponse: (res: BankWiseBranchesCountResponse) => res.data,
    }),
    panel: b.query<DashboardPanel, { name: DashboardPanelName; body: DashboardPanelRequest }>({
      query: ({ name, body }) => ({ url: `dashboards/${name}`, method: 'POST', data: body }),
      transformResponse: (res: DashboardPanelResponse) => res.data,
    }),
    bankBranchOptions: b.query<BankBranchOption[], void>({
      query: () => 'dashboards/bank-branches',
      transformResponse: (res: BankBranchOptionsResponse) => res.data,
    }),
  }),
});

export const {
  useLazyDashboard1Query,
  useCompanyBranchesQuery,
  useCaseReportQuery,
  usePropsCountsQuery,
  useBranchBillAmountsQuery,
  useBankBranchCountsQuery,
  useLazyPanelQuery,
  useBankBranchOptionsQuery,
} = dashboardApi;
