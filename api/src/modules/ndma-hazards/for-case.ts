import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/rows';
import { one } from '../../db/rows';

/** Where a place is: a pincode (through the pincode master) and / or a state with a district or city. */
export interface Place {
  pincode?: unknown;
  state?: unknown;
  district?: unknown;
  city?: unknown;
}

export interface HazardRow {
  state: string;
  district: string;
  seismic_zone: string;
  basic_wind_speed: string;
  flood_prone: string;
  cyclone_prone: string;
  landslide_prone: string;
  coastal_regulation_zone: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The hazard master's row for a place: the district and state the pincode master gives the
 * pincode first, else the state with the district, else the state with the city (a city such as
 * Pune is also its district). Null when the master has no row for any of them.
 */
export async function hazardFor(db: Runner, place: Place): Promise<HazardRow | null> {
  const pincode = text(place.pincode);
  const state = text(place.state);
  const row = await one<HazardRow>(
    db,
    sql`
    WITH wanted AS (
      SELECT 1 AS rank, p.state, p.district FROM pincodes p WHERE ${pincode}::text IS NOT NULL AND p.pincode = ${pincode} AND p.status = '1'
      UNION ALL SELECT 2, ${state}::text, ${text(place.district)}::text
      UNION ALL SELECT 3, ${state}::text, ${text(place.city)}::text
    )
    SELECT h.state, h.district, h.seismic_zone, h.basic_wind_speed, h.flood_prone, h.cyclone_prone, h.landslide_prone,
           h.coastal_regulation_zone
    FROM wanted w JOIN ndma_hazards h ON lower(h.state) = lower(w.state) AND lower(h.district) = lower(w.district)
    ORDER BY w.rank LIMIT 1`,
  );
  return row ?? null;
}

/** The case's NDMA columns a hazard row gives (the master's coastal_regulation_zone is the case's coastal_zone). */
export function ndmaColumnsOf(h: HazardRow): Record<string, string> {
  return {
    seismic_zone: h.seismic_zone,
    flood_prone: h.flood_prone,
    cyclone_prone: h.cyclone_prone,
    landslide_prone: h.landslide_prone,
    coastal_zone: h.coastal_regulation_zone,
  };
}

/** What to say when the master has no row for a place: by its pincode, else its district or city and state. */
export function noHazardMessage(place: Place): string {
  const where = text(place.pincode) ?? [text(place.district) ?? text(place.city), text(place.state)].filter(Boolean).join(', ');
  return `The hazard master has no row for ${where || 'a case without pincode, district or city'}.`;
}

/** A case's NDMA flags from the master, for the ones the case leaves empty. */
export async function ndmaColumnsFor(db: Runner, place: Place & Record<string, unknown>): Promise<Record<string, string>> {
  const h = await hazardFor(db, place);
  if (!h) return {};
  return Object.fromEntries(Object.entries(ndmaColumnsOf(h)).filter(([k]) => place[k] == null || place[k] === ''));
}
