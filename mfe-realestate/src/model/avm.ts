/**
 * The automated valuation (DOMAIN.md "AVM"): comparables near the subject (same type, recent) give
 * a median and interquartile rate; estimate = median rate x area; the ready-reckoner value is the
 * floor. Pure, so the page, the API and the backtest use this one function.
 */

/** sq ft in one unit of each area unit. */
export const SQFT_IN: Record<string, number> = { SQFT: 1, SQM: 10.7639, ACRE: 43_560, HECTARE: 107_639.104 };

export const toSqft = (area: number, unit: string): number => area * (SQFT_IN[unit] ?? 1);

/** The look-back and the radius that make a comparable "recent" and "near". */
export const AVM_MONTHS = 24;
export const AVM_RADIUS_KM = 2;
/** Enough comparables for full marks on count. */
export const AVM_FULL_COUNT = 12;

export interface Comparable {
  source: 'CASE' | 'MARKET';
  id: number;
  /** Rupees per sq ft. */
  rate: number;
  /** YYYY-MM-DD: released (case) or registered (sale). */
  date: string;
  label: string;
  pincode: string | null;
  distance_km: number | null;
}

export interface AvmEstimate {
  count: number;
  /** Rates per sq ft. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  area_sqft: number;
  /** The comparables' value, before the floor. */
  market_value: number | null;
  /** What the valuation says: the market value, or the ready-reckoner value when that is higher. */
  estimate: number | null;
  low: number | null;
  high: number | null;
  rr_value: number | null;
  floored: boolean;
  /** 0-100: falls with fewer, older and more spread comparables. */
  confidence: number;
  confidence_label: 'High' | 'Medium' | 'Low' | 'None';
  median_age_months: number | null;
  /** IQR / median. */
  dispersion: number | null;
}

/** Linear interpolation between order statistics (the spreadsheet QUARTILE.INC rule). */
export function quantile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const monthsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (30.44 * 86_400_000);

/**
 * Count: full at AVM_FULL_COUNT comparables. Recency: 1 for this month's, down to 0.2 at 29 months
 * and older (median age). Spread: 1 - IQR/median, at least 0.1. Confidence = their product x 100.
 */
export function avmConfidence(count: number, medianAgeMonths: number, dispersion: number): number {
  if (!count) return 0;
  const c = Math.min(1, count / AVM_FULL_COUNT);
  const r = clamp(1 - medianAgeMonths / 36, 0.2, 1);
  const s = clamp(1 - dispersion, 0.1, 1);
  return Math.round(100 * c * r * s);
}

export const confidenceLabel = (c: number): AvmEstimate['confidence_label'] =>
  c >= 70 ? 'High' : c >= 40 ? 'Medium' : c > 0 ? 'Low' : 'None';

/** An estimate is stated to the nearest thousand rupees: its comparables are no more exact than that. */
export const toThousand = (v: number | null): number | null => (v === null ? null : Math.round(v / 1000) * 1000);

/**
 * The estimate for `area` in `unit` from the comparables' rates per sq ft, with the ready-reckoner
 * rate per sq ft (if known) as the floor. `today` (YYYY-MM-DD) dates the comparables' age.
 */
export function estimateValue(
  comparables: readonly Pick<Comparable, 'rate' | 'date'>[],
  subject: { area: number; unit: string; rrRateSqft: number | null; today: string },
): AvmEstimate {
  const area = toSqft(subject.area, subject.unit);
  const rr = subject.rrRateSqft && subject.rrRateSqft > 0 ? Math.round(subject.rrRateSqft * area) : null;
  const rates = comparables.map((c) => c.rate).filter((r) => Number.isFinite(r) && r > 0);
  rates.sort((a, b) => a - b);
  if (!rates.length) {
    return {
      count: 0,
      median: null,
      q1: null,
      q3: null,
      area_sqft: area,
      market_value: null,
      estimate: rr,
      low: rr,
      high: rr,
      rr_value: rr,
      floored: rr !== null,
      confidence: 0,
      confidence_label: 'None',
      median_age_months: null,
      dispersion: null,
    };
  }
  const [q1, median, q3] = [0.25, 0.5, 0.75].map((p) => quantile(rates, p));
  const ages = comparables.map((c) => Math.max(0, monthsBetween(c.date, subject.today))).sort((a, b) => a - b);
  const age = quantile(ages, 0.5);
  const dispersion = (q3 - q1) / median;
  const confidence = avmConfidence(rates.length, age, dispersion);
  const market = Math.round(median * area);
  const floored = rr !== null && rr > market;
  const floor = (v: number) => (rr !== null ? Math.max(rr, v) : v);
  return {
    count: rates.length,
    median,
    q1,
    q3,
    area_sqft: area,
    market_value: market,
    estimate: floor(market),
    low: floor(Math.round(q1 * area)),
    high: floor(Math.round(q3 * area)),
    rr_value: rr,
    floored,
    confidence,
    confidence_label: confidenceLabel(confidence),
    median_age_months: Math.round(age * 10) / 10,
    dispersion: Math.round(dispersion * 1000) / 1000,
  };
}

/** Which ready-reckoner rate applies to a property type: [column, per sq m (true) or per hectare]. */
export function rrColumnFor(type: string): { column: string; perSqm: boolean } {
  switch (type) {
    case 'OFFICE':
      return { column: 'rate_office', perSqm: true };
    case 'COMMERCIAL_SHOP':
      return { column: 'rate_shop', perSqm: true };
    case 'INDUSTRIAL':
      return { column: 'rate_industrial', perSqm: true };
    case 'PLOT':
      return { column: 'rate_open_land', perSqm: true };
    case 'AGRI_LAND':
      return { column: 'rate_agricultural', perSqm: false };
    default:
      return { column: 'rate_residential', perSqm: true };
  }
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** GET /api/avm/estimate: the estimate, its comparables and the ready-reckoner rate used as the floor. */
export interface AvmResult {
  estimate: AvmEstimate;
  comparables: Comparable[];
  ready_reckoner: { rate: number; per: string; rate_sqft: number; year: number; zone: string; local_name: string } | null;
  as_of: string;
}

/** GET /api/avm/backtest: released cases each valued without itself, as of its release. */
export interface AvmBacktest {
  cases: number;
  estimated: number;
  /** Median absolute percentage error of the estimated rate against the rate adopted, in %. */
  mdape: number | null;
  /** Share of estimates within +-10% of the rate adopted, in %. */
  within_10: number | null;
  ms_p95: number | null;
}

/** The figures of a backtest from (estimated, actual) pairs. */
export function backtestFigures(pairs: readonly { estimated: number; actual: number }[]): Pick<AvmBacktest, 'mdape' | 'within_10'> {
  const errors = pairs.filter((p) => p.actual > 0).map((p) => Math.abs(p.estimated - p.actual) / p.actual);
  if (!errors.length) return { mdape: null, within_10: null };
  errors.sort((a, b) => a - b);
  return {
    mdape: Math.round(quantile(errors, 0.5) * 1000) / 10,
    within_10: Math.round((errors.filter((e) => e <= 0.1).length / errors.length) * 1000) / 10,
  };
}
