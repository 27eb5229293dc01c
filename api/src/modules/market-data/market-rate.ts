import { sql, type SQL } from 'drizzle-orm';
import { unitFactor } from '../avm/comparables';
import { CITY_RATES } from '../ready-reckoner/demo-seed';

/**
 * The one price model of the generated market: the demo and scale sales and the generated cases'
 * rate adopted all price with it, so the AVM's comparables and the cases it is backtested on agree.
 * A second copy (in TypeScript, or in another seed's SQL) would drift: build on these instead.
 */

/** Each type's rate factor to a flat's, and the areas (in its usual unit) its sales and cases have. */
export const MARKET_TYPES: { type: string; factor: number; lo: number; hi: number; unit: string }[] = [
  { type: 'RES_FLAT', factor: 1, lo: 450, hi: 1400, unit: 'SQFT' },
  { type: 'ROW_HOUSE', factor: 0.95, lo: 900, hi: 2000, unit: 'SQFT' },
  { type: 'INDEPENDENT_HOUSE', factor: 0.9, lo: 1200, hi: 3000, unit: 'SQFT' },
  { type: 'COMMERCIAL_SHOP', factor: 1.6, lo: 150, hi: 600, unit: 'SQFT' },
  { type: 'OFFICE', factor: 1.3, lo: 400, hi: 2500, unit: 'SQFT' },
  { type: 'MIXED', factor: 1.1, lo: 1000, hi: 4000, unit: 'SQFT' },
  { type: 'PLOT', factor: 0.75, lo: 100, hi: 400, unit: 'SQM' },
  { type: 'INDUSTRIAL', factor: 0.5, lo: 2000, hi: 20000, unit: 'SQFT' },
  { type: 'AGRI_LAND', factor: 0.02, lo: 0.5, hi: 5, unit: 'ACRE' },
];

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/** MARKET_TYPES as a relation (type, factor, lo, hi, unit), to join on a property type. */
export const marketTypes = sql`(SELECT * FROM jsonb_to_recordset(${json(MARKET_TYPES)})
  AS x(type text, factor numeric, lo numeric, hi numeric, unit text))`;

/** A flat's rupees per sq ft in the city today; 5,000 where the table has no figure. */
export const cityRate = (city: SQL) => sql`coalesce((${json(CITY_RATES)} ->> ${city})::numeric, 5000)`;

/**
 * A pincode's premium or discount on its city's rate, 0.80 to 1.24, from the pincode itself (the
 * same on every run and in every seed); 1.0 for a malformed pincode rather than a failed cast.
 */
export const pincodePremium = (pincode: SQL) => sql`(0.8 + coalesce(substring(${pincode} FROM '^[0-9]{6}$')::int % 45, 20) / 100.0)`;

/**
 * The market's rupees per `unit` for a property of `type` at `city` and `pincode` on `day` (a
 * date): the city's rate, the pincode's premium, the type's factor and a drift of 6% a year back
 * from the Indian business day. Sales and valuations add their own spread around it.
 */
export function marketRate(at: { city: SQL; pincode: SQL; type: SQL; unit: SQL; day: SQL }): SQL {
  const factors = json(Object.fromEntries(MARKET_TYPES.map((t) => [t.type, t.factor])));
  return sql`(${cityRate(at.city)} * ${pincodePremium(at.pincode)} * coalesce((${factors} ->> ${at.type})::numeric, 1)
    * (1 - (biz_day(now()) - ${at.day}) / 365.0 * 0.06) * ${unitFactor(at.unit)})`;
}
