/**
 * The research graphs (/admin/realResearchGraphs, right real_resarch_page): rupees per sq ft by
 * month for one pincode or locality and property type, from three sources side by side, with the
 * ready-reckoner rate of each month's year as the reference line.
 */
export const RESEARCH_SOURCES = [
  { key: 'cases', label: 'Rate adopted in released cases' },
  { key: 'brokers', label: 'Broker quotes (mid)' },
  { key: 'market', label: 'Market transactions (median)' },
  { key: 'ready_reckoner', label: 'Ready reckoner' },
] as const;

export type ResearchSource = (typeof RESEARCH_SOURCES)[number]['key'];

/** One month: each source's rate per sq ft (null: nothing that month) and how many records made it. */
export interface ResearchMonth {
  month: string;
  cases: number | null;
  cases_n: number;
  brokers: number | null;
  brokers_n: number;
  market: number | null;
  market_n: number;
  ready_reckoner: number | null;
}

export interface ResearchResult {
  months: ResearchMonth[];
}

export const RESEARCH_MONTHS = [12, 24, 36, 60] as const;

/** The table / CSV rows of a result: month, then each source's rate and count. */
export function researchRows(r: ResearchResult): (string | number | null)[][] {
  return [
    [
      'Month',
      'Released cases / sq ft',
      'Cases',
      'Broker quotes / sq ft',
      'Quotes',
      'Market transactions / sq ft',
      'Sales',
      'Ready reckoner / sq ft',
    ],
    ...r.months.map((m) => [m.month, m.cases, m.cases_n, m.brokers, m.brokers_n, m.market, m.market_n, m.ready_reckoner]),
  ];
}
