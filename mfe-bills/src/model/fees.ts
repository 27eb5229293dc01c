import { fromPaise, percentOf, toPaise } from './tax';
import type { FeeBasis } from './options';

/** One row of a bank's fee schedule (for a property type and a value slab). */
export interface FeeRule {
  basis: FeeBasis;
  /** Rupees (FLAT), percent (PERCENT) or rupees per lakh of value (PER_LAKH). */
  rate: number;
  min_fee?: number | null;
  max_fee?: number | null;
}

/** The fee for a property value: the rule's amount, held between its minimum and maximum. */
export function feeFor(rule: FeeRule, propertyValue: number): number {
  let p: number;
  if (rule.basis === 'FLAT') p = toPaise(rule.rate);
  else if (rule.basis === 'PERCENT') p = percentOf(toPaise(propertyValue), rule.rate);
  else p = Math.round((toPaise(propertyValue) * rule.rate) / 100_000);
  if (rule.min_fee != null) p = Math.max(p, toPaise(rule.min_fee));
  if (rule.max_fee != null) p = Math.min(p, toPaise(rule.max_fee));
  // Fees are billed in whole rupees.
  return fromPaise(Math.round(p / 100) * 100);
}

/** Ageing bucket of an open invoice from its due date (days past due; not yet due is Current). */
export function ageingBucket(daysPastDue: number): '1-30' | '31-60' | '61-90' | '90+' | 'Current' {
  if (daysPastDue <= 0) return 'Current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/** Where a bill line's fee stands: the case's own fee, the fee schedule's quote, or overridden (a reason is required). */
export type LineFeeState = 'CASE' | 'QUOTED' | 'OVERRIDDEN';

/**
 * The one rule for a line's fee state, used by the draft's API (to require the reason) and its
 * editor: the line is measured against the fee it was drafted from, the quote when the case had no
 * fee of its own, else the case's fee; any other amount, or no reference at all, is an override.
 */
export function lineFeeState(line: { fee: number; case_fee: number | null; quoted_fee: number | null }): LineFeeState {
  // Compared in paise without toPaise's refusal: the editor asks this of whatever is being typed.
  const same = (a: number) => Math.round(a * 100) === Math.round(line.fee * 100);
  if (line.quoted_fee != null) return same(line.quoted_fee) ? 'QUOTED' : 'OVERRIDDEN';
  if (line.case_fee != null) return same(line.case_fee) ? 'CASE' : 'OVERRIDDEN';
  return 'OVERRIDDEN';
}
