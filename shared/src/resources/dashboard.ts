import type { ListResponse } from './api-types';

/** Case statuses (DOMAIN.md): the main flow, then the side states. */
export const CASE_STATUSES = [
  'INITIATED',
  'ALLOCATED',
  'SITE_VISIT',
  'WIP',
  'STAGE_REVIEW',
  'RELEASED',
  'DISPATCHED',
  'CLOSED',
  'ON_HOLD',
  'QUERY_PENDING',
  'REWORK',
  'CANCELLED',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  INITIATED: 'Initiated',
  ALLOCATED: 'Allocated',
  SITE_VISIT: 'Site Visit',
  WIP: 'Work in Progress',
  STAGE_REVIEW: 'Stage Review',
  RELEASED: 'Released',
  DISPATCHED: 'Dispatched',
  CLOSED: 'Closed',
  ON_HOLD: 'On Hold',
  QUERY_PENDING: 'Query Pending',
  REWORK: 'Rework',
  CANCELLED: 'Cancelled',
};

/** A report is out: completed. Cancelled cases are neither completed nor ongoing. */
export const COMPLETED_STATUSES: readonly CaseStatus[] = ['RELEASED', 'DISPATCHED', 'CLOSED'];

/** POST dashboard-1 (and the other filtered dashboards). Dates are YYYY-MM-DD, both inclusive. */
export interface DashboardFilter {
  branch_id: number | 'all';
  from_date: string;
  to_date: string;
  /** Sent by the legacy client; ignored (the bearer header authenticates). */
  token?: string;
}

export interface DashboardCounts {
  ongoing_cases: number;
  completed_cases: number;
  /** Every case received in the range, cancelled ones included. */
  total_cases: number;
  /** Received in the range and not yet allocated to a site engineer. */
  pending_allocation_cases: number;
  cancelled_cases: number;
}

/** The data of POST dashboard-1 (spec section 3), for cases received between from_date and to_date. */
export interface Dashboard1Data {
  counts: DashboardCounts;
  /** Cases received per month (YYYY-MM) by where they stand now; the 12 months up to to_date, or from from_date's month. */
  monthly_completed_cases: { month: string; completed_cases: number; ongoing_cases: number }[];
  /** Busiest pincodes (at most 15). */
  pincode_initiation: { pincode: string; count: number }[];
  daily_company_branchwise_initiation: { company_branch_name: string; count: number }[];
  /** Reports released per day (YYYY-MM-DD), or per month (YYYY-MM) when the range spans more than 62 days. */
  daily_release: { date: string; count: number }[];
  /** Site visits carried out, bucketed like daily_release. */
  daily_visits_initiated: { date: string; count: number }[];
  /** Status changes made by office staff (top 15). */
  admin_productivity: { admin_name: string; cases_handled: number }[];
  /** Cases received by the property's city. */
  case_initiation_location_wise: { location: string; count: number }[];
  /** How the range was read: date series per day or per month, and where the monthly series starts. */
  range: { from_date: string; to_date: string; bucket: 'day' | 'month'; monthly_from: string };
}

export interface Dashboard1Response {
  data: Dashboard1Data;
}

/** POST getMontlyReport / getPastSevenDaysReport: cases received this month / in the last seven days. */
export interface CaseReportRequest {
  city?: string;
  pageno?: number;
  pageSize?: number;
  /** 0 ongoing, 1 completed; absent: both. */
  isCompleted?: 0 | 1;
  token?: string;
}

export interface CaseReportRow {
  id: number;
  case_no: string;
  applicant_name: string | null;
  bank_name: string;
  bank_branch_name: string;
  company_branch_name: string;
  city: string | null;
  pincode: string | null;
  status: CaseStatus;
  /** ISO timestamps */
  received_at: string;
  released_at: string | null;
}

export type CaseReportResponse = ListResponse<CaseReportRow>;

/** GET branchWiseBillAmount: issued bills per company branch over the financial year to date. */
export interface BranchBillAmount {
  company_branch_id: number;
  branch_name: string;
  bills: number;
  amount: number;
}
export interface BranchWiseBillAmountResponse {
  data: BranchBillAmount[];
  from_date: string;
  to_date: string;
}

/**
 * GET get-props-dashboard-counts: this month's cases and how far they have come. Every field
 * ending in `Progress` is a share (0..1); the case-progress widget shows their mean x 100, rounded.
 */
export interface PropsDashboardCounts {
  month: string;
  total_cases: number;
  ongoing_cases: number;
  completed_cases: number;
  cancelled_cases: number;
  allocationProgress: number;
  visitProgress: number;
  reportProgress: number;
  dispatchProgress: number;
}
export interface PropsDashboardCountsResponse {
  data: PropsDashboardCounts;
}

/** GET bank-wise-branches-count?city= */
export interface BankBranchesCount {
  bank_id: number;
  bank_name: string;
  branches_count: number;
}
export interface BankWiseBranchesCountResponse {
  data: BankBranchesCount[];
}

/** The other dashboards share one shape: figure cards and charts, each chart with its rows. */
export type DashboardValueFormat = 'count' | 'money' | 'percent' | 'days' | 'hours' | 'rating';

export interface DashboardCard {
  id: string;
  label: string;
  value: number;
  format: DashboardValueFormat;
  hint?: string;
}

export interface DashboardSeries {
  key: string;
  label: string;
  /** A named colour: green, yellow, blue, orange, red, purple, teal, gray. */
  color?: string;
}

export type DashboardRow = Record<string, string | number>;

export interface DashboardChart {
  id: string;
  title: string;
  kind: 'bar' | 'stacked-bar' | 'grouped-bar' | 'horizontal-bar' | 'line';
  /** Column of each row holding the category, and its heading in the table view. */
  indexBy: string;
  indexLabel: string;
  series: DashboardSeries[];
  rows: DashboardRow[];
  format: DashboardValueFormat;
  note?: string;
}

export interface DashboardPanel {
  cards: DashboardCard[];
  charts: DashboardChart[];
  /** What the figures cover, in words (e.g. "Cases received 2026-11-01 to 2026-11-21, all branches"). */
  scope: string;
}

export interface DashboardPanelResponse {
  data: DashboardPanel;
}

/** The panels behind the other dashboard pages: POST /api/dashboards/{name}. */
export const DASHBOARD_PANELS = [
  'overview',
  'site',
  'pending',
  'back-office',
  'sales',
  'bills',
  'bill-statistics',
  'task-statistics',
  'expense-statistics',
  'rating-statistics',
  'employee-analytics',
  'admin-case-count',
  'task-analytics',
  'my',
  'bank-branch',
] as const;
export type DashboardPanelName = (typeof DASHBOARD_PANELS)[number];

/** Body of POST /api/dashboards/{name}; the bank-branch panel also takes bank_branch_id. */
export interface DashboardPanelRequest extends DashboardFilter {
  bank_branch_id?: number;
}

/** GET /api/dashboards/bank-branches: the branches a bank-branch dashboard can show. */
export interface BankBranchOption {
  id: number;
  bank_name: string;
  branch_name: string;
  city: string | null;
}
export interface BankBranchOptionsResponse {
  data: BankBranchOption[];
}
