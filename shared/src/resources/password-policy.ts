/**
 * The password rule with its list loaded on demand. The list-free part lives in password-rule.ts,
 * which password-check.ts imports: no import cycle with the lazily loaded list (a cycle through a
 * dynamic import left PASSWORD_MESSAGES undefined in the bundled server).
 */
import type { PasswordCheck } from './password-rule';

export * from './password-rule';

/** Loads the common-password list and the estimator once (a separate chunk in the browser). */
export function loadPasswordCheck(): Promise<PasswordCheck> {
  loading ??= import('./password-check').then((m) => m.makePasswordCheck());
  return loading;
}
let loading: Promise<PasswordCheck> | undefined;
