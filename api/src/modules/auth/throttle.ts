import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttle } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { rows } from '../../db/rows';

/**
 * A limit: at most `limit` hits per window of `windowSec` seconds. Each window a key exhausts adds
 * a strike, and every strike doubles the window (growing delays, capped at a day) until the key is
 * cleared (a successful sign-in) or a quiet day passes.
 */
export interface Limit {
  key: string;
  limit: number;
  windowSec: number;
}

const MAX_WINDOW_SEC = 24 * 60 * 60;

type Hit = { key: string; hits: number; strikes: number; retry_after: number };

/**
 * Counts one hit on every key and answers the first key over its limit (or null), in ONE statement:
 * parallel requests are serialised by the row locks of the upsert, so no more than `limit` of them
 * ever see a count within the limit.
 */
export async function hit(
  db: Db,
  limits: Limit[],
  /** false: an exhausted window does not lengthen the next (a fixed hourly quota, e.g. registrations). */
  { growing = true }: { growing?: boolean } = {},
): Promise<(Limit & { retryAfter: number; hits: number }) | null> {
  if (!limits.length) return null;
  const values = sql.join(
    limits.map((l) => sql`(${l.key}, 1, now(), 0, ${l.limit}::int, ${l.windowSec}::int, now())`),
    sql`, `,
  );
  // The current window: base * 2^strikes (capped). An expired window starts afresh, keeping its strikes.
  const ends = sql`t.window_start + make_interval(secs => least(${MAX_WINDOW_SEC}, excluded.base_sec * power(2, least(t.strikes, 20)))::int)`;
  const hits = await rows<Hit>(
    db,
    sql`
    INSERT INTO throttle AS t (key, hits, window_start, strikes, lim, base_sec, updated_at)
    VALUES ${values}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${ends} <= now() THEN 1 ELSE t.hits + 1 END,
      window_start = CASE WHEN ${ends} <= now() THEN now() ELSE t.window_start END,
      strikes = CASE WHEN ${growing} AND ${ends} > now() AND t.hits = excluded.lim THEN t.strikes + 1 ELSE t.strikes END,
      lim = excluded.lim,
      base_sec = excluded.base_sec,
      updated_at = now()
    RETURNING t.key, t.hits, t.strikes,
      greatest(1, ceil(extract(epoch FROM (t.window_start + make_interval(secs => least(${MAX_WINDOW_SEC}, t.base_sec * power(2, least(t.strikes, 20)))::int) - now()))))::int AS retry_after
  `,
  );
  for (const l of limits) {
    const row = hits.find((r) => r.key === l.key);
    if (row && Number(row.hits) > l.limit) return { ...l, retryAfter: Number(row.retry_after), hits: Number(row.hits) };
  }
  return null;
}

/** The 429 answer for an exceeded limit, with Retry-After. */
export function tooMany(over: { retryAfter: number }, message: string, data?: boolean): HttpError {
  const error = new HttpError(429, message, undefined, data ? { error: message } : undefined);
  error.headers = { 'retry-after': String(over.retryAfter) };
  return error;
}

/** `hit`, throwing 429 with Retry-After when a limit is exceeded. */
export async function hitOrThrow(db: Db, limits: Limit[], message: string, data?: boolean): Promise<void> {
  const over = await hit(db, limits);
  if (over) throw tooMany(over, message, data);
}

/** Forgets a key (e.g. the address + account of a successful sign-in). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(throttle).where(eq(throttle.key, key));
}

/** Gives one hit back (a successful sign-in does not count against its address). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(throttle)
    .set({ hits: sql`greatest(${throttle.hits} - 1, 0)` })
    .where(eq(throttle.key, key));
}

/** Removes keys quiet for a day (called now and then; indexed). */
export async function sweep(db: Db): Promise<void> {
  await db.delete(throttle).where(lt(throttle.updated_at, new Date(Date.now() - MAX_WINDOW_SEC * 1000)));
}
