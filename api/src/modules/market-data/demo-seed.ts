import { sql } from 'drizzle-orm';
import { marketTransactionsResource } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { bulkInsert } from '../ready-reckoner/bulk';
import { CITY_RATES, demoCities, SQFT_PER_SQM } from '../ready-reckoner/demo-seed';

/** [type, share of sales, rate factor to a flat, area range in sq ft]. */
const MIX: [string, number, number, number, number][] = [
  ['RES_FLAT', 0.68, 1, 450, 1400],
  ['COMMERCIAL_SHOP', 0.1, 1.6, 150, 600],
  ['OFFICE', 0.08, 1.3, 400, 2500],
  ['PLOT', 0.08, 0.75, 1000, 4000],
  ['INDEPENDENT_HOUSE', 0.06, 0.9, 1200, 3000],
];

/** A small deterministic generator: the demo is the same on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * About a dozen registered sales per pincode of the demo cases over the last two years: the city's
 * rate, a pincode premium or discount, a drift of about 6% a year and +-12% between sales; most
 * positioned near the cases there, some without coordinates (as registration extracts come).
 */
export async function seedMarketDataDemo(db: Db, perPincode = 12): Promise<void> {
  const rnd = random(15);
  const today = Date.now();
  const rows = (await demoCities(db)).flatMap((c) =>
    c.pincodes.flatMap((p) => {
      const premium = 0.8 + rnd() * 0.45;
      return Array.from({ length: perPincode }, () => {
        let u = rnd();
        const [type, , factor, lo, hi] = MIX.find(([, share]) => (u -= share) < 0) ?? MIX[0];
        const daysAgo = Math.floor(rnd() * 730);
        const rate = (CITY_RATES[c.city] ?? 5_000) * premium * factor * (1 - (daysAgo / 365) * 0.06) * (0.88 + rnd() * 0.24);
        const sqft = Math.round(lo + rnd() * (hi - lo));
        const sqm = type === 'PLOT' && rnd() < 0.35;
        return {
          registration_date: new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10),
          locality: p.locality,
          pincode: p.pincode,
          latitude: p.lat != null && rnd() < 0.7 ? Math.round((p.lat + (rnd() - 0.5) * 0.02) * 1e6) / 1e6 : null,
          longitude: p.lng != null ? Math.round((p.lng + (rnd() - 0.5) * 0.02) * 1e6) / 1e6 : null,
          property_type: type,
          area: sqm ? Math.round((sqft / SQFT_PER_SQM) * 100) / 100 : sqft,
          area_unit: sqm ? 'SQM' : 'SQFT',
          consideration: Math.round((rate * sqft) / 1000) * 1000,
        };
      }).map((r) => (r.latitude == null ? { ...r, longitude: null } : r));
    }),
  );
  await bulkInsert(
    db,
    marketTransactionsResource as typeof marketTransactionsResource & { table: string },
    rows,
    sql`ON CONFLICT DO NOTHING`,
  );
  await db.execute(sql`ANALYZE market_transactions`);
}
