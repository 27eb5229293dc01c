// Waiting assertions (playwright-core has no `expect`): each waits up to `timeout` and fails with
// what the page showed instead, so a red test says why.
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;
type Text = string | RegExp;
interface Wait {
  timeout?: number;
}

const DEFAULT_TIMEOUT = 10_000;
const isPage = (scope: Scope): scope is Page => 'goto' in scope;
const pageOf = (scope: Scope): Page => (isPage(scope) ? scope : scope.page());

async function visibleText(scope: Scope): Promise<string> {
  try {
    const body = isPage(scope) ? scope.locator('body') : scope;
    const text = await body.first().innerText({ timeout: 1000 });
    return text.replace(/\s+/g, ' ').trim().slice(0, 600);
  } catch {
    return '(could not read the page)';
  }
}

async function fail(scope: Scope, what: string): Promise<never> {
  const page = pageOf(scope);
  throw new Error(`${what}\n  at ${page.url()}\n  the page shows: ${await visibleText(scope)}`);
}

/** Waits until `text` is visible in the scope (a substring for strings; exact with `exact: true`). */
export async function expectText(
  scope: Scope,
  text: Text,
  { timeout = DEFAULT_TIMEOUT, exact = false }: Wait & { exact?: boolean } = {},
): Promise<Locator> {
  const loc = scope.getByText(text, { exact }).first();
  try {
    await loc.waitFor({ state: 'visible', timeout });
  } catch {
    await fail(scope, `expected to see ${JSON.stringify(String(text))} within ${timeout} ms`);
  }
  return loc;
}

/** Waits until no visible element shows `text`. */
export async function expectNoText(scope: Scope, text: Text, { timeout = DEFAULT_TIMEOUT }: Wait = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  const loc = scope.getByText(text);
  for (;;) {
    const shown = await loc.evaluateAll((els) =>
      els.some((e) => (e as HTMLElement).offsetParent !== null || (e as HTMLElement).getClientRects().length > 0),
    );
    if (!shown) return;
    if (Date.now() > deadline) await fail(scope, `expected ${JSON.stringify(String(text))} to disappear within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the locator is visible. */
export async function expectVisible(loc: Locator, { timeout = DEFAULT_TIMEOUT }: Wait = {}): Promise<Locator> {
  try {
    await loc.first().waitFor({ state: 'visible', timeout });
  } catch {
    await fail(loc.page(), `expected ${loc} to be visible within ${timeout} ms`);
  }
  return loc.first();
}

/** Waits until the URL's path (and query) matches: a string compares the pathname exactly. */
export async function expectPath(page: Page, expected: Text, { timeout = DEFAULT_TIMEOUT }: Wait = {}): Promise<void> {
  const matches = () => {
    const url = new URL(page.url());
    return typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname + url.search);
  };
  const deadline = Date.now() + timeout;
  while (!matches()) {
    if (Date.now() > deadline) await fail(page, `expected the path to be ${String(expected)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for a toast (top-centre notification, role status) showing `text`. */
export function expectToast(page: Page, text: Text, wait: Wait = {}): Promise<Locator> {
  return expectVisible(page.getByRole('status').filter({ hasText: text }), wait);
}

/** Waits for the modal popup titled `title` (optionally also showing `text`); returns the dialog. */
export async function expectPopup(page: Page, title: Text, text?: Text, wait: Wait = {}): Promise<Locator> {
  const dialog = page.locator('[data-testid="popup"]').filter({ hasText: title });
  await expectVisible(dialog, wait);
  if (text !== undefined) await expectText(dialog, text, wait);
  return dialog.first();
}

/**
 * Closes a popup with its OK button and waits until it is gone. A success popup would close itself
 * 1.5 s after it showed (shared/src/ui/popup.test.tsx proves that); a test that waited for that
 * spent those seconds idle on every save. If it closed itself before the click, the wait still holds.
 */
export async function closePopup(popup: Locator, { timeout = DEFAULT_TIMEOUT }: Wait = {}): Promise<void> {
  await popup
    .getByRole('button', { name: 'OK', exact: true })
    // A click event, not a pointer's click: a page in the background gets no animation frames, so
    // Playwright's wait for a stable element would stall there.
    .dispatchEvent('click', undefined, { timeout: 2_000 })
    .catch(() => undefined);
  await popup.waitFor({ state: 'hidden', timeout });
}

/** Plain assertion with a message, for values already read from the page. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
