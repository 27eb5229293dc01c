/** Numeric columns come back as text from both drivers; these are answered as numbers. */
const NUMERIC = new Set([
  'latitude',
  'longitude',
  'fee',
  'land_area_doc',
  'land_area_site',
  'land_area_considered',
  'built_up_area',
  'carpet_area',
  'super_built_up_area',
  'rr_rate',
  'rr_value',
  'market_rate_min',
  'market_rate_max',
  'rate_adopted',
  'fair_market_value',
  'realisable_pct',
  'distress_pct',
  'realisable_value',
  'distress_value',
  'insurable_value',
  'value_from',
  'value_to',
  'open_cases',
  'seconds_in_from',
  'size_bytes',
]);

/** A row as the API answers it: times as ISO text, numerics as numbers. */
const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:?\d\d)?|Z)$/;

export function dto<T = Record<string, unknown>>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date) out[k] = v.toISOString();
    // Raw queries answer timestamptz as text on one driver and as Date on the other.
    else if (typeof v === 'string' && PG_TIMESTAMP.test(v))
      out[k] = new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
    else if (v != null && NUMERIC.has(k) && typeof v === 'string') out[k] = Number(v);
    else if (typeof v === 'bigint') out[k] = Number(v);
    else out[k] = v;
  }
  return out as T;
}
