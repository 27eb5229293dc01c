import { sql } from 'drizzle-orm';
import { consideredArea, type CaseValuationReference } from 'mfe-cases/model';
import { SQFT_IN, toThousand } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { one } from '../../db/rows';
import { readyReckonerRate } from './comparables';
import { valuate } from './valuate';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown) => (v == null || v === '' ? undefined : Number(v));

/**
 * The ready-reckoner rate and value of a case from the master, and the AVM's estimate of it as a
 * second opinion (the case left out of its own comparables), in the case's area unit.
 */
export async function caseValuationReference(db: Db, id: number): Promise<CaseValuationReference> {
  const c = await one<Record<string, unknown>>(db, sql`SELECT * FROM cases WHERE id = ${id}`);
  if (!c) throw notFound('No such case.');
  const type = String(c.property_type);
  const unit = text(c.area_unit) ?? 'SQFT';
  const perUnit = SQFT_IN[unit] ?? 1;
  const area = consideredArea(type, c);
  const place = { pincode: text(c.pincode), district: text(c.district), taluka: text(c.taluka) };
  const rr = await readyReckonerRate(db, place, type);
  const rrRate = rr ? Math.round(rr.rate_sqft * perUnit) : null;

  const [lat, lng] = [num(c.latitude), num(c.longitude)];
  const pincode = place.pincode && /^[1-9][0-9]{5}$/.test(place.pincode) ? place.pincode : undefined;
  const subject = {
    property_type: type,
    pincode,
    ...(lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : {}),
    ...(num(c.age_years) !== undefined ? { age_years: num(c.age_years) } : {}),
    // Without an area the rates still compare; one unit keeps the values' arithmetic exact.
    area: area?.value ?? 1,
    area_unit: unit,
  };
  const v = await valuate(db, { ...subject, exclude_case: id }, place);
  const e = v.estimate;
  const rateOf = (value: number | null) => (value == null ? null : Math.round((value / e.area_sqft) * perUnit));
  const value = (x: number | null) => (area ? x : null);
  return {
    area_unit: unit,
    area,
    ready_reckoner:
      rr && rrRate !== null
        ? {
            rate: rrRate,
            value: area ? Math.round(rrRate * area.value) : null,
            master_rate: rr.rate,
            master_per: rr.per,
            year: rr.year,
            zone: rr.zone,
            local_name: rr.local_name,
          }
        : null,
    avm: {
      count: e.count,
      // Stated to the nearest thousand; the rates come from the exact figures.
      estimate: value(toThousand(e.estimate)),
      low: value(toThousand(e.low)),
      high: value(toThousand(e.high)),
      rate: rateOf(e.estimate),
      rate_low: rateOf(e.low),
      rate_high: rateOf(e.high),
      confidence: e.confidence,
      confidence_label: e.confidence_label,
      floored: e.floored,
      as_of: v.as_of,
    },
    avm_query: Object.fromEntries(
      Object.entries({ ...subject, area: area?.value }).flatMap(([k, x]) => (x === undefined || x === null ? [] : [[k, String(x)]])),
    ),
  };
}
