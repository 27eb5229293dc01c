import type { RawSql } from '../../db/client';
import { HttpError } from '../../http/errors';

/** numeric columns arrive as text from PostgreSQL: these name the ones to turn into numbers. */
export function numbers<T extends Record<string, unknown>>(row: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
}

export const MONEY_KEYS = [
  'taxable_value',
  'cgst_rate',
  'sgst_rate',
  'igst_rate',
  'cgst_amount',
  'sgst_amount',
  'igst_amount',
  'total',
  'tds_rate',
  'tds_amount',
  'net_receivable',
  'received_amount',
  'tds_deducted',
  'credited_amount',
  'outstanding',
  'fee',
  'expenses',
  'amount',
  'gross_amount',
  'expected',
  'deducted',
  'gap',
  'rate',
] as const;

export async function one<T>(tx: RawSql, sql: string, params: unknown[], notFoundMessage: string): Promise<T> {
  const [row] = await tx.query<T>(sql, params);
  if (!row) throw new HttpError(404, notFoundMessage);
  return row;
}

/** Today in the business time zone, as YYYY-MM-DD (the database's biz_day). */
export async function bizToday(tx: RawSql): Promise<string> {
  const [{ d }] = await tx.query<{ d: string }>(`SELECT to_char(biz_day(now()), 'YYYY-MM-DD') AS d`);
  return d;
}
