import { CASE_STATUSES } from 'shared/resources';
import { dataOf, day, int, listOf, nullable, num, object, openObject, text, time } from '../../http/answer-schemas';

/** The answers of the dashboards' routes (shared/resources dashboard.ts). */

const counted = (key: string) => listOf(object({ [key]: text, count: int }));

/** POST dashboard-1. */
export const dashboard1Answer = {
  200: dataOf(
    object({
      counts: object({ ongoing_cases: int, completed_cases: int, total_cases: int, pending_allocation_cases: int, cancelled_cases: int }),
      monthly_completed_cases: listOf(object({ month: text, completed_cases: int, ongoing_cases: int })),
      pincode_initiation: counted('pincode'),
      daily_company_branchwise_initiation: counted('company_branch_name'),
      daily_release: counted('date'),
      daily_visits_initiated: counted('date'),
      admin_productivity: listOf(object({ admin_name: text, cases_handled: int })),
      case_initiation_location_wise: counted('location'),
      range: object({ from_date: day, to_date: day, bucket: { type: 'string', enum: ['day', 'month'] }, monthly_from: day }),
    }),
  ),
};

/** POST getMontlyReport and getPastSevenDaysReport: a page of cases. */
export const caseReportAnswer = {
  200: object(
    {
      data: listOf(
        object({
          id: int,
          case_no: text,
          applicant_name: nullable(text),
          bank_name: text,
          bank_branch_name: text,
          company_branch_name: text,
          city: nullable(text),
          pincode: nullable(text),
          status: { type: 'string', enum: [...CASE_STATUSES] },
          received_at: time,
          released_at: nullable(time),
        }),
      ),
      total: int,
      page: int,
      pageSize: int,
    },
    { required: ['data', 'total'] },
  ),
};

/** GET get-props-dashboard-counts: the `Progress` figures are shares (0..1). */
export const propsCountsAnswer = {
  200: dataOf(
    object({
      month: text,
      total_cases: int,
      ongoing_cases: int,
      completed_cases: int,
      cancelled_cases: int,
      allocationProgress: num,
      visitProgress: num,
      reportProgress: num,
      dispatchProgress: num,
    }),
  ),
};

/** GET bank-wise-branches-count. */
export const bankBranchCountsAnswer = { 200: dataOf(listOf(object({ bank_id: int, bank_name: text, branches_count: int }))) };

const valueFormat = { type: 'string', enum: ['count', 'money', 'percent', 'days', 'hours', 'rating'] };
const chartKind = { type: 'string', enum: ['bar', 'stacked-bar', 'grouped-bar', 'horizontal-bar', 'line'] };

/** POST dashboards/{panel}: cards and charts; a chart's rows are keyed by its index and series keys. */
export const panelAnswer = {
  200: dataOf(
    object({
      cards: listOf(object({ id: text, label: text, value: num, format: valueFormat, hint: text })),
      charts: listOf(
        object({
          id: text,
          title: text,
          kind: chartKind,
          indexBy: text,
          indexLabel: text,
          series: listOf(object({ key: text, label: text, color: text })),
          rows: listOf(openObject),
          format: valueFormat,
          note: text,
        }),
      ),
      scope: text,
    }),
  ),
};

/** GET dashboards/bank-branches. */
export const bankBranchOptionsAnswer = {
  200: dataOf(listOf(object({ id: int, bank_name: text, branch_name: text, city: nullable(text) }))),
};
