import { sql, type SQL } from 'drizzle-orm';
import type { RawSql } from '../../db/client';
import { rows, type Runner } from '../../db/rows';

/** A transaction of either kind the callers hold: drizzle's (cases, queries) or raw (bills). */
export type Tx = Runner | RawSql;

/** One statement with `$n` parameters on either kind of transaction. */
export async function q<T = Record<string, unknown>>(tx: Tx, text: string, params: unknown[] = []): Promise<T[]> {
  // Drizzle's database also has a `query` (its relational API): tell them apart by `execute`.
  if (!('execute' in tx)) return tx.query<T>(text, params);
  const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
  return rows<T>(tx, sql.join(chunks, sql``));
}

/** The channel every instance LISTENs on: one notification per committed milestone. */
export const CHANNEL = 'milestones';

/** What a notification carries (and what an SSE client receives). */
export interface LiveEvent {
  id: number;
  event: string;
  case_id: number | null;
  bank_id: number | null;
  bank_branch_id: number | null;
}
