import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoCities, SQFT_PER_SQM } from '../ready-reckoner/demo-seed';
import { marketRate } from './market-rate';

/** [type, share of sales, area range in sq ft]: the demo's mix (its price comes from market-rate.ts). */
const MIX: [string, number, number, number][] = [
  ['RES_FLAT', 0.68, 450, 1400],
  ['COMMERCIAL_SHOP', 0.1, 150, 600],
  ['OFFICE', 0.08, 400, 2500],
  ['PLOT', 0.08, 1000, 4000],
  ['INDEPENDENT_HOUSE', 0.06, 1200, 3000],
];

const BATCH = 5000;

/** A small deterministic generator: the demo is the same on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * About a dozen registered sales per pincode of the demo cases over the last two years, priced by
 * the market's one model (the city's rate, the pincode's premium, the type, a drift of about 6% a
 * year) with +-12% between sales, as the scale seed's sales and the generated cases' valuations
 * are: most positioned near the cases there, some without coordinates (as registration extracts
 * come). The price is worked out in SQL from that model, so this seed only draws the sales.
 */
export async function seedMarketDataDemo(db: Db, perPincode = 12): Promise<void> {
  const rnd = random(15);
  const today = Date.now();
  const rows = (await demoCities(db)).flatMap((c) =>
    c.pincodes.flatMap((p) =>
      Array.from({ length: perPincode }, () => {
        let u = rnd();
        const [type, , lo, hi] = MIX.find(([, share]) => (u -= share) < 0) ?? MIX[0];
        const daysAgo = Math.floor(rnd() * 730);
        const noise = 0.88 + rnd() * 0.24;
        const sqft = Math.round(lo + rnd() * (hi - lo));
        const sqm = type === 'PLOT' && rnd() < 0.35;
        const located = p.lat != null && p.lng != null && rnd() < 0.7;
        return {
          registration_date: new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10),
          locality: p.locality,
          pincode: p.pincode,
          city: c.city,
          latitude: located ? Math.round((p.lat! + (rnd() - 0.5) * 0.02) * 1e6) / 1e6 : null,
          longitude: located ? Math.round((p.lng! + (rnd() - 0.5) * 0.02) * 1e6) / 1e6 : null,
          property_type: type,
          area: sqm ? Math.round((sqft / SQFT_PER_SQM) * 100) / 100 : sqft,
          area_unit: sqm ? 'SQM' : 'SQFT',
          sqft,
          noise,
        };
      }),
    ),
  );
  const rate = marketRate({
    city: sql`x.city`,
    pincode: sql`x.pincode`,
    type: sql`x.property_type`,
    unit: sql`'SQFT'`,
    day: sql`x.registration_date`,
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.execute(sql`
      INSERT INTO market_transactions (registration_date, locality, pincode, latitude, longitude, property_type, area, area_unit,
        consideration)
      SELECT x.registration_date, x.locality, x.pincode, x.latitude, x.longitude, x.property_type, x.area, x.area_unit,
             greatest(1000, round(${rate} * x.sqft * x.noise / 1000) * 1000)
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) AS x(registration_date date, locality text,
        pincode text, city text, latitude numeric, longitude numeric, property_type text, area numeric, area_unit text, sqft numeric,
        noise numeric)
      ON CONFLICT DO NOTHING`);
  }
  await db.execute(sql`ANALYZE market_transactions`);
}
