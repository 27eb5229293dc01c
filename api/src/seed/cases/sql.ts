import { sql } from 'drizzle-orm';

/** Rows passed as one JSON parameter, for `jsonb_to_recordset(...)` inserts of small lists. */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
