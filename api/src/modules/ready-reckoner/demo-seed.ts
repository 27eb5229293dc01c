import { sql } from 'drizzle-orm';
import { readyReckonerResource, SQFT_IN } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { bulkInsert } from './bulk';
import { rows } from '../../db/rows';

/** Typical resale flat prices per sq ft (carpet) in 2026 for the demo cases' cities. */
export const CITY_RATES: Record<string, number> = {
  Mumbai: 24_000,
  Thane: 13_000,
  'Navi Mumbai': 12_000,
  Kalyan: 7_500,
  Pune: 10_500,
  'Pimpri-Chinchwad': 8_000,
  Nashik: 5_500,
  'New Delhi': 18_000,
  Gurugram: 13_000,
  Noida: 9_000,
  Ghaziabad: 6_500,
  Bengaluru: 9_500,
  Mysuru: 5_500,
  Tumakuru: 4_000,
  Hyderabad: 8_500,
  Warangal: 4_200,
  Karimnagar: 3_800,
  Ahmedabad: 6_000,
  Gandhinagar: 5_200,
  Vadodara: 4_800,
  Surat: 5_400,
  Chennai: 8_800,
  Coimbatore: 5_600,
  Madurai: 4_600,
};

export const LOCAL_NAMES: Record<string, string> = {
  Maharashtra: 'Ready Reckoner',
  Delhi: 'Circle rate',
  Haryana: 'Circle rate',
  'Uttar Pradesh': 'Circle rate',
  Gujarat: 'Jantri',
  Rajasthan: 'DLC rate',
};

export const SQFT_PER_SQM = SQFT_IN.SQM;

export interface DemoCity {
  city: string;
  district: string;
  state: string;
  /** Each pincode with the centre of the cases there and a locality name. */
  pincodes: { pincode: string; locality: string; lat: number | null; lng: number | null }[];
}

/** The cities and pincodes the demo cases are in (the seed runs after the cases). */
export async function demoCities(db: Db): Promise<DemoCity[]> {
  const res = await rows<{
    city: string;
    district: string;
    state: string;
    pincode: string;
    lat: number | null;
    lng: number | null;
    locality: string;
  }>(
    db,
    sql`
    SELECT c.city, c.district, c.state, c.pincode, avg(c.latitude)::float8 AS lat, avg(c.longitude)::float8 AS lng,
           coalesce(min(p.locality), c.city || ' ' || right(c.pincode, 3)) AS locality
    FROM cases c LEFT JOIN pincodes p ON p.pincode = c.pincode
    WHERE c.pincode IS NOT NULL AND c.city IS NOT NULL AND c.state IS NOT NULL AND c.district IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 4`,
  );
  const cities = new Map<string, DemoCity>();
  for (const r of res) {
    const c = cities.get(r.city) ?? { city: r.city, district: r.district, state: r.state, pincodes: [] };
    c.pincodes.push({ pincode: r.pincode, locality: r.locality, lat: r.lat, lng: r.lng });
    cities.set(r.city, c);
  }
  return [...cities.values()];
}

/**
 * Ready-reckoner zones for every pincode the demo cases use, this year and last: about 70% of the
 * market rate for residences, shops and offices above it, industry and open land below (as the
 * published schedules run).
 */
export async function seedReadyReckonerDemo(db: Db): Promise<void> {
  const year = new Date().getUTCFullYear();
  const rows = (await demoCities(db)).flatMap((c) => {
    const zones: DemoCity['pincodes'][] = [];
    for (let i = 0; i < c.pincodes.length; i += 20) zones.push(c.pincodes.slice(i, i + 20));
    return zones.flatMap((zone, z) =>
      [year, year - 1].map((y) => {
        const res = Math.round(((CITY_RATES[c.city] ?? 5_000) * SQFT_PER_SQM * 0.7 * (y === year ? 1 : 0.93) * (1 - z * 0.08)) / 10) * 10;
        return {
          state: c.state,
          district: c.district,
          taluka: c.city,
          local_body: `${c.city} Municipal Corporation`,
          zone: `${z + 1}`,
          sub_zone: zone[0].locality,
          survey_numbers: `${10 + z * 40}-${49 + z * 40}`,
          pincodes: zone.map((p) => p.pincode),
          year: y,
          rate_open_land: Math.round(res * 0.45),
          rate_residential: res,
          rate_office: Math.round(res * 1.2),
          rate_shop: Math.round(res * 1.5),
          rate_industrial: Math.round(res * 0.5),
          rate_agricultural: Math.round(res * 90),
          local_name: LOCAL_NAMES[c.state] ?? 'Guideline value',
        };
      }),
    );
  });
  await bulkInsert(db, readyReckonerResource as typeof readyReckonerResource & { table: string }, rows, sql`ON CONFLICT DO NOTHING`);
}
