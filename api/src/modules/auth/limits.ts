import type { Limit } from './throttle';

export const TOO_MANY_MESSAGE = 'Too many sign-in attempts. Try again in a few minutes.';
/** Wrong passwords allowed per address and account, then per address over every account, per window. */
export const ACCOUNT_LIMIT = 10;
export const ADDRESS_LIMIT = 30;
export const SIGN_IN_WINDOW_SEC = 15 * 60;

/**
 * Sign-in limits are per address: the owner signing in from another address is never locked out
 * by someone guessing elsewhere. Per address + account stops guessing one password; per address
 * stops spraying one password over many accounts.
 */
export function signInLimits(ip: string, email: string, scale = 1): [Limit, Limit] {
  return [
    { key: `signin:${ip}:${email.trim().toLowerCase()}`, limit: ACCOUNT_LIMIT * scale, windowSec: SIGN_IN_WINDOW_SEC },
    { key: `signin-ip:${ip}`, limit: ADDRESS_LIMIT * scale, windowSec: SIGN_IN_WINDOW_SEC },
  ];
}
