import type { Dashboard1Data, DashboardChart } from 'shared/resources';

const dateLabel = (d: Dashboard1Data) => (d.range.bucket === 'month' ? 'Month' : 'Date');

/** The seven charts of the main dashboard (spec section 2), from the dashboard-1 data. */
export function mainCharts(d: Dashboard1Data): DashboardChart[] {
  const bar = (
    id: string,
    title: string,
    index: [string, string],
    key: string,
    label: string,
    color: string,
    rows: object[],
    kind: DashboardChart['kind'] = 'bar',
  ): DashboardChart => ({
    id,
    title,
    kind,
    indexBy: index[0],
    indexLabel: index[1],
    series: [{ key, label, color }],
    rows: rows as DashboardChart['rows'],
    format: 'count',
  });
  return [
    {
      id: 'monthly_cases',
      title: 'Monthly Cases',
      kind: 'line',
      indexBy: 'month',
      indexLabel: 'Month',
      format: 'count',
      series: [
        { key: 'completed_cases', label: 'Completed', color: 'green' },
        { key: 'ongoing_cases', label: 'Ongoing', color: 'yellow' },
      ],
      rows: d.monthly_completed_cases,
      note: `Cases received per month since ${d.range.monthly_from}, by where they stand now`,
    },
    bar('visit_initiated', 'Visit Initiated', ['date', dateLabel(d)], 'count', 'Site visits', 'teal', d.daily_visits_initiated),
    bar('daily_release', 'Daily Report Release', ['date', dateLabel(d)], 'count', 'Reports released', 'green', d.daily_release),
    bar(
      'admin_productivity',
      'Admin Productivity',
      ['admin_name', 'Admin'],
      'cases_handled',
      'Cases handled',
      'purple',
      d.admin_productivity,
      'horizontal-bar',
    ),
    bar(
      'branchwise_initiation',
      'Daily Branchwise Intiation',
      ['company_branch_name', 'Company branch'],
      'count',
      'Cases initiated',
      'blue',
      d.daily_company_branchwise_initiation,
    ),
    bar(
      'location_initiation',
      'Case Initiation Location Wise',
      ['location', 'Location'],
      'count',
      'Cases initiated',
      'orange',
      d.case_initiation_location_wise,
    ),
    bar('pincode_initiation', 'Pincode Initiation', ['pincode', 'Pincode'], 'count', 'Cases initiated', 'blue', d.pincode_initiation),
  ];
}
