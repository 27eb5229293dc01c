import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A stable pseudo-random 0..999 of a row key and a salt, in SQL: the scale seed's choices repeat
 * from run to run and differ between its uses (the same key with another salt).
 */
export const perMille = (key: string, salt: number) => `(abs(hashint8((${key})::bigint * 7919 + ${salt})) % 1000)`;

/** Runs statements one at a time (the embedded database's prepared queries take one statement each). */
export async function runSql(db: Pick<Db, 'execute'>, text: string): Promise<void> {
  for (const q of text.split(/;\s*\n/)) if (q.trim()) await db.execute(sql.raw(q));
}
