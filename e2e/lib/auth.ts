// Signing in through the real sign-in screens (signIn), and a signed-in state from the API's sign-in call for pages that start signed in.
import type { BrowserContext, Page } from 'playwright-core';
import { LOGIN_API_PATH, SESSION_STORAGE_KEY, type LoginKind } from 'shared/resources';
import { field } from './forms';

export type { LoginKind };

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

/** The API's sign-in call of `kind` (the one its sign-in screen posts to), answered as it came. */
export function apiSignIn(baseUrl: string, kind: LoginKind, email: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${baseUrl}/api/${LOGIN_API_PATH[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The bearer token of a login that must sign in (fails the test with the answer otherwise). */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD, kind: LoginKind = 'admin'): Promise<string> {
  const res = await apiSignIn(baseUrl, kind, email, password);
  if (!res.ok) throw new Error(`signing in as ${email} (${kind}): ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The browser storage of a demo user signed in, made once per test file: pass it as `storageState`
 * to newPage() (or `as` to e2e.test) to start a page signed in. It comes from the API's sign-in
 * call, stored where the app keeps its session: signing in through the screens (sign-in.test.ts
 * does) started the sign-in page and then the dashboard in a browser for every file and user.
 */
export function signedInState(baseUrl: string, user: DemoUser): Promise<StorageState> {
  const key = `${baseUrl} ${user}`;
  let state = states.get(key);
  if (!state) {
    state = (async () => {
      const { kind, email } = DEMO_USERS[user];
      const res = await apiSignIn(baseUrl, kind, email);
      const text = await res.text();
      if (!res.ok) throw new Error(`signing in as ${email} (${kind}): ${res.status} ${text.slice(0, 300)}`);
      return { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: text }] }] };
    })();
    state.catch(() => states.delete(key));
    states.set(key, state);
  }
  return state;
}
