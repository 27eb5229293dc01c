import type { Limit } from './throttle';

export const TOO_MANY_MESSAGE = 'Too many sign-in attempts. Try again in a few minutes.';
/** Attempts allowed per window: per address + account, per account over every address, per address. */
export const ACCOUNT_LIMIT = 10;
export const ACCOUNT_ANY_ADDRESS_LIMIT = 50;
export const ADDRESS_LIMIT = 30;
export const SIGN_IN_WINDOW_SEC = 15 * 60;
/** The wait added to each attempt of an address past its limit: doubling every 10 attempts, capped. */
const SPRAY_BASE_MS = 250;
const SPRAY_MAX_MS = 4000;

/**
 * The three sign-in limits (issue 24, point 3), each counted before the password is checked so
 * parallel guesses cannot outrun it:
 *  - `pair` (address + account) stops guessing one password from one place: 429 over it;
 *  - `account` (every address) stops guessing one account from many places: 429 over it. It only
 *    counts attempts that passed their pair's limit, so one address cannot lock an owner out;
 *  - `address` (every account) is spraying: over it attempts are slowed and a wrong password
 *    answers 429, but a right password for an account not itself locked still signs in, so one
 *    person behind an office's shared address cannot lock the whole firm out.
 */
export function signInLimits(ip: string, email: string, scale = 1): { pair: Limit; account: Limit; address: Limit } {
  const who = email.trim().toLowerCase();
  return {
    pair: { key: `signin:${ip}:${who}`, limit: ACCOUNT_LIMIT * scale, windowSec: SIGN_IN_WINDOW_SEC },
    account: { key: `signin-acct:${who}`, limit: ACCOUNT_ANY_ADDRESS_LIMIT * scale, windowSec: SIGN_IN_WINDOW_SEC },
    address: { key: `signin-ip:${ip}`, limit: ADDRESS_LIMIT * scale, windowSec: SIGN_IN_WINDOW_SEC },
  };
}

/** How long an attempt waits when its address is `over` attempts past its limit. */
export const sprayDelayMs = (over: number) => Math.min(SPRAY_MAX_MS, SPRAY_BASE_MS * 2 ** Math.floor(Math.max(0, over - 1) / 10));
