/**
 * Valuation figures derived from what the valuer enters. The percentages are data (the bank's
 * realisable % and distress %, copied onto the case when it is initiated), never constants.
 */
export interface ValuationInput {
  fair_market_value?: number | null;
  realisable_pct?: number | null;
  distress_pct?: number | null;
  rr_rate?: number | null;
  rr_area?: number | null;
}

const rupees = (v: number) => Math.round(v);

export function realisableValue(v: ValuationInput): number | null {
  if (v.fair_market_value == null || v.realisable_pct == null) return null;
  return rupees((v.fair_market_value * v.realisable_pct) / 100);
}

export function distressValue(v: ValuationInput): number | null {
  if (v.fair_market_value == null || v.distress_pct == null) return null;
  return rupees((v.fair_market_value * v.distress_pct) / 100);
}

export function readyReckonerValue(v: ValuationInput): number | null {
  if (v.rr_rate == null || v.rr_area == null) return null;
  return rupees(v.rr_rate * v.rr_area);
}

/** The values the server stores next to the entered ones. */
export function derivedValues(v: ValuationInput) {
  return { realisable_value: realisableValue(v), distress_value: distressValue(v) };
}

/** Property types valued on their land; the others on their unit's carpet area. */
const LAND_TYPES = new Set(['PLOT', 'AGRI_LAND']);

type Areas = Partial<
  Record<'land_area_considered' | 'land_area_site' | 'land_area_doc' | 'carpet_area' | 'built_up_area' | 'super_built_up_area', unknown>
>;

/**
 * The area the rates apply to (the rate adopted, the ready-reckoner rate, the AVM): land considered
 * for a plot or farm land, else the unit's carpet area (what the rate adopted multiplies), each
 * falling back to the next area the valuer filled. Null when none is.
 */
export function consideredArea(propertyType: string | null | undefined, a: Areas): { field: string; value: number } | null {
  const land = ['land_area_considered', 'land_area_site', 'land_area_doc'] as const;
  const unit = ['carpet_area', 'built_up_area', 'super_built_up_area'] as const;
  const order = LAND_TYPES.has(propertyType ?? '') ? [...land, ...unit] : [...unit, ...land];
  for (const field of order) {
    const v = Number(a[field]);
    if (a[field] != null && a[field] !== '' && Number.isFinite(v) && v > 0) return { field, value: v };
  }
  return null;
}

/**
 * GET /api/cases/{id}/valuation-reference: what the masters and the AVM say of a case, in the
 * case's area unit. Rates are rupees per that unit; values are rupees for the considered area.
 */
export interface CaseValuationReference {
  area_unit: string;
  area: { field: string; value: number } | null;
  /** The master's zone for the case's pincode (else district / taluka) and type; null when none. */
  ready_reckoner: {
    rate: number;
    value: number | null;
    master_rate: number;
    master_per: string;
    year: number;
    zone: string;
    local_name: string;
  } | null;
  /** The AVM's second opinion (the case itself left out of its comparables). */
  avm: {
    count: number;
    estimate: number | null;
    low: number | null;
    high: number | null;
    rate: number | null;
    rate_low: number | null;
    rate_high: number | null;
    confidence: number;
    confidence_label: string;
    floored: boolean;
    as_of: string;
  };
  /** The query that opens the same valuation on /admin/avm. */
  avm_query: Record<string, string>;
}

/**
 * Whether a rate adopted lies outside the AVM's low-high rate range: never without comparables
 * (the "range" is then only the ready-reckoner floor) or without a rate adopted.
 */
export function outsideAvmRange(
  rateAdopted: number | null,
  avm: Pick<CaseValuationReference['avm'], 'count' | 'rate_low' | 'rate_high'>,
): boolean {
  if (!avm.count || rateAdopted == null || !Number.isFinite(rateAdopted) || avm.rate_low == null || avm.rate_high == null) return false;
  return rateAdopted < avm.rate_low || rateAdopted > avm.rate_high;
}
