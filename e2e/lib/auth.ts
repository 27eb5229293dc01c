// Signing in through the real sign-in screens, and reusing a signed-in state across pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';
import { field } from './forms';

export type LoginKind = 'admin' | 'employee' | 'branch';

/** The sign-in screen of each kind (spec section 2). */
export const LOGIN_PATHS: Record<LoginKind, string> = {
  admin: '/auth/login',
  employee: '/auth/employeeLogin',
  branch: '/auth/branchlogin',
};

export const DEMO_PASSWORD = 'demo1234';

/** The seeded demo logins (api/src/seed/demo-data.ts). */
export const DEMO_USERS = {
  admin: { kind: 'admin', email: 'admin@example.com' },
  employee: { kind: 'employee', email: 'employee@example.com' },
  branch: { kind: 'branch', email: 'branch@example.com' },
  hr: { kind: 'admin', email: 'hr@example.com' },
} as const satisfies Record<string, { kind: LoginKind; email: string }>;
export type DemoUser = keyof typeof DEMO_USERS;

/** Fills the sign-in form of `kind` and presses Log In; does not wait for the outcome. */
export async function submitSignIn(page: Page, kind: LoginKind, email: string, password: string): Promise<void> {
  await page.goto(LOGIN_PATHS[kind]);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through the UI and waits until the app has left the auth screens. */
export async function signIn(page: Page, kind: LoginKind, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, kind, email, password);
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
  } catch {
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 400);
    throw new Error(`signing in as ${email} (${kind}) did not leave ${page.url()}; the page shows: ${shown}`);
  }
}

/** Signs in as one of the demo users. */
export const signInAs = (page: Page, user: DemoUser) => signIn(page, DEMO_USERS[user].kind, DEMO_USERS[user].email);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const states = new Map<string, Promise<StorageState>>();

/** Drops the remembered sign-ins (e2eSuite() does at the start of each file). */
export function forgetSignedInStates(): void {
  states.clear();
}

/**
 * The browser storage after a demo user signed in through the UI, made once per test file:
 * pass it as `storageState` to newPage() (or `as` to e2e.test) to start a page signed in.
 */
export function signedInState(browser: Browser, baseUrl: string, user: DemoUser): Promise<StorageState> {
  const key = `${baseUrl} ${user}`;
  let state = states.get(key);
  if (!state) {
    state = (async () => {
      const page = await newPage(browser, { baseUrl });
      try {
        await signInAs(page, user);
        return await page.context().storageState();
      } finally {
        await page.context().close();
      }
    })();
    state.catch(() => states.delete(key));
    states.set(key, state);
  }
  return state;
}
