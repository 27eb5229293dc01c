import type { RawSql } from '../../db/client';
import { feeFor } from 'mfe-bills/model';

export interface FeeQuote {
  fee: number | null;
  basis: 'FLAT' | 'PERCENT' | 'PER_LAKH' | null;
  schedule_id: number | null;
}

/**
 * The fee the schedule gives a case: the most specific active row of the bank (the property type's
 * own before the bank's general one, then the highest slab that holds the value). Used by
 * GET /api/fee-schedules/quote and by a draft made from a case without a fee.
 */
export async function quoteFee(db: RawSql, bankId: number, propertyType: string | null, value: number): Promise<FeeQuote> {
  const [rule] = await db.query<{
    id: number;
    basis: 'FLAT' | 'PERCENT' | 'PER_LAKH';
    rate: string;
    min_fee: string | null;
    max_fee: string | null;
  }>(
    `SELECT id, basis, rate, min_fee, max_fee FROM fee_schedules
     WHERE bank_id = $1 AND status = '1' AND (property_type = $2 OR property_type IS NULL)
       AND value_from <= $3 AND (value_to IS NULL OR value_to >= $3)
     ORDER BY property_type IS NULL, value_from DESC, id DESC LIMIT 1`,
    [bankId, propertyType, value],
  );
  if (!rule) return { fee: null, basis: null, schedule_id: null };
  const fee = feeFor(
    {
      basis: rule.basis,
      rate: Number(rule.rate),
      min_fee: rule.min_fee === null ? null : Number(rule.min_fee),
      max_fee: rule.max_fee === null ? null : Number(rule.max_fee),
    },
    value,
  );
  return { fee, basis: rule.basis, schedule_id: rule.id };
}
