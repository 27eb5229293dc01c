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

type Pattern = { sub: string } | { source: string; flags: string } | null;
const patternOf = (t: Text | undefined): Pattern =>
  t === undefined ? null : typeof t === 'string' ? { sub: t } : { source: t.source, flags: t.flags };

/**
 * Takes (marks used) the oldest popup noted in the last 15 s that shows `title` and `text` (as
 * Playwright's hasText: a string anywhere, any case; a pattern on the whole text), with what the
 * same element showed before it. Runs in the page; false when none, null when the page keeps no
 * notes (not made by newPage()).
 */
function takePopup({ title, text }: { title: Pattern; text: Pattern }): boolean | null {
  const notes = (window as unknown as { __popups?: { el: number; text: string; at: number; used?: boolean }[] }).__popups;
  const shows = (all: string, p: Pattern) =>
    !p || ('sub' in p ? all.toLowerCase().includes(p.sub.toLowerCase()) : new RegExp(p.source, p.flags).test(all));
  if (!notes) return null;
  const at = notes.findIndex((n) => !n.used && Date.now() - n.at < 15_000 && shows(n.text, title) && shows(n.text, text));
  if (at < 0) return false;
  // The popup's element stays for the next popup: only what it showed up to this one is used.
  notes.slice(0, at + 1).forEach((n) => n.el === notes[at].el && (n.used = true));
  return true;
}

/**
 * Waits for the modal popup titled `title` (optionally also showing `text`); returns the dialog.
 * A popup counts once it has shown, even if it closed itself before this looked (browser.ts notes
 * each one); each shown popup answers one wait.
 */
export async function expectPopup(page: Page, title: Text, text?: Text, { timeout = DEFAULT_TIMEOUT }: Wait = {}): Promise<Locator> {
  const dialog = page.locator('[data-testid="popup"]').filter({ hasText: title });
  const wanted = { title: patternOf(title), text: patternOf(text) };
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation in between destroys the page's context: look again.
    const taken = await page.evaluate(takePopup, wanted).catch(() => false);
    if (taken) return dialog.first();
    if (taken === null) {
      await expectVisible(dialog, { timeout: Math.max(0, deadline - Date.now()) });
      if (text !== undefined) await expectText(dialog, text, { timeout });
      return dialog.first();
    }
    if (Date.now() > deadline)
      await fail(page, `expected a popup ${String(title)}${text === undefined ? '' : ` showing ${String(text)}`} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
