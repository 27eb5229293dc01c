import { sql, type SQL } from 'drizzle-orm';
import type { SeekOrder } from '../../kit/seek';

/** The case list's sorts. */
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

/** Sorts by a column never empty: one walk of its index, no second part for the empty values. */
const NEVER_EMPTY = new Set(['case_no', 'received_at', 'status', 'status_changed_at']);

/** A sort of the list as keyset paging reads it (empty values last in either direction). */
export const seekOrder = (sort: string, order: 'asc' | 'desc'): SeekOrder => ({
  col: SORTS[sort] ?? SORTS.received_at,
  id: sql`c.id`,
  order,
  nullable: !NEVER_EMPTY.has(sort),
});

/** ORDER BY for a sort, empty values last. */
export function orderSql(sort: string, order: 'asc' | 'desc'): SQL {
  const col = SORTS[sort] ?? SORTS.received_at;
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  return sql`${col} ${dir}${NEVER_EMPTY.has(sort) ? sql`` : sql` NULLS LAST`}, c.id ${dir}`;
}
