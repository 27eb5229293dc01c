import { estimateValue, type AvmResult } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { findComparables, readyReckonerRate, type RrPlace, type Subject } from './comparables';

export type EstimateQuery = Omit<Subject, 'as_of'> & { area: number; area_unit: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One valuation: comparables, the ready-reckoner floor, and the estimate of the model's one
 * function. `place` lets a case's district and taluka find its zone when no zone lists its pincode.
 */
export async function valuate(db: Db, q: EstimateQuery & { as_of?: string }, place: Omit<RrPlace, 'pincode'> = {}): Promise<AvmResult> {
  const subject: Subject = { ...q, as_of: q.as_of ?? today() };
  const comparables = await findComparables(db, subject);
  // Only a point given: the pincode most comparables share decides the ready-reckoner zone.
  const counts = new Map<string, number>();
  for (const c of comparables) if (c.pincode) counts.set(c.pincode, (counts.get(c.pincode) ?? 0) + 1);
  const pincode = q.pincode ?? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rr = await readyReckonerRate(db, { ...place, pincode }, q.property_type);
  const estimate = estimateValue(comparables, { area: q.area, unit: q.area_unit, rrRateSqft: rr?.rate_sqft ?? null, today: subject.as_of });
  return { estimate, comparables, ready_reckoner: rr, as_of: subject.as_of };
}
