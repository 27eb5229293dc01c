import { sql, type SQL } from 'drizzle-orm';

/** The case list's sorts; each key is also the column's name (a searched page reads it by name). */
export const SORTS: Record<string, SQL> = {
  // Byte-wise, whatever the database's collation: a number series is one run of it (0905).
  case_no: sql`c.case_no COLLATE "C"`,
  received_at: sql`c.received_at`,
  applicant_name: sql`c.applicant_name`,
  pincode: sql`c.pincode`,
  status: sql`c.status`,
  tat_due_at: sql`c.tat_due_at`,
  appointment_at: sql`c.appointment_at`,
  released_at: sql`c.released_at`,
  status_changed_at: sql`c.status_changed_at`,
};

/** Sorts by a column never empty need no NULLS LAST, so one index serves both directions. */
const NEVER_EMPTY = new Set(['case_no', 'received_at', 'status', 'status_changed_at']);

/** ORDER BY for a sort; `reversed` walks the same order from its far end. */
export function orderSql(sort: string, order: 'asc' | 'desc', reversed = false): SQL {
  const col = SORTS[sort] ?? SORTS.received_at;
  const dir = sql.raw((order === 'asc') !== reversed ? 'ASC' : 'DESC');
  const nulls = NEVER_EMPTY.has(sort) ? sql`` : sql.raw(reversed ? ' NULLS FIRST' : ' NULLS LAST');
  return sql`${col} ${dir}${nulls}, c.id ${dir}`;
}
