import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { HttpError } from '../../http/errors';

export const MAX_FAILED_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_MESSAGE = 'Too many sign-in attempts. Try again in a few minutes.';

export function attemptKey(ip: string, email: string): string {
  return `${ip} ${email.trim().toLowerCase()}`;
}

/** Throws 429 when the key failed MAX_FAILED_ATTEMPTS times within the window (state is in the database). */
export async function assertNotLimited(db: Db, key: string): Promise<void> {
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)));
  if (row && row.n >= MAX_FAILED_ATTEMPTS) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - Date.now()) / 1000));
    const error = new HttpError(429, TOO_MANY_MESSAGE);
    error.headers = { 'retry-after': String(retryAfter) };
    throw error;
  }
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.insert(loginAttempts).values({ key });
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(Date.now() - ATTEMPT_WINDOW_MS)));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
