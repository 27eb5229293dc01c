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
