// A list row's action, wherever the kit put it: its own button, or an item of the row's More menu
// when the table did not fit its frame and folded the actions past the first (issue 29 point 1).
import type { Locator, Page } from 'playwright-core';

/**
 * Clicks `${label} ${record}` (e.g. 'Password', 'user Asha Rao') in a kit list on the page, giving
 * up after `timeout` (45 s by default).
 * The list may fold or unfold its actions, or empty while it refetches, between the look and the
 * click (new rows are measured again: a search, a save's refetch, a live event), so a click that
 * finds nothing to click looks again instead of waiting for the form it saw first.
 */
export async function rowAction(
  scope: Page | Locator,
  label: string,
  record: string,
  { timeout = 45_000 }: { timeout?: number } = {},
): Promise<void> {
  const name = `${label} ${record}`;
  const button = scope.getByRole('button', { name }).first();
  const more = scope.getByRole('button', { name: `More actions for ${record}` }).first();
  const page = 'page' in scope ? scope.page() : scope;
  const item = page.getByRole('menu', { name: `Actions for ${record}` }).getByRole('menuitem', { name });
  const end = Date.now() + timeout;
  // Each step waits at most 10 s, or what is left of `timeout`.
  const step = () => Math.max(1, Math.min(10_000, end - Date.now()));
  for (;;) {
    try {
      await button.or(more).first().waitFor({ timeout: step() });
      if (await button.isVisible()) return await button.click({ timeout: step() });
      await more.click({ timeout: step() });
      return await item.click({ timeout: step() });
    } catch (e) {
      if (Date.now() >= end || page.isClosed()) throw e;
    }
  }
}

/**
 * Clicks a row's action that leaves the list (e.g. 'Open') until the URL matches `to`. A kit list
 * empties while it refetches (spec section 4), and a live event ('case moved') refetches it at any
 * moment: a click that lands in that instant hits the loading row and goes nowhere, so it is
 * clicked again, never twice once the page has moved.
 */
export async function rowActionTo(page: Page, label: string, record: string, to: RegExp, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (to.test(new URL(page.url()).pathname)) return;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`'${label} ${record}' did not lead to ${to} within ${timeout} ms (at ${page.url()})`);
    try {
      await rowAction(page, label, record, { timeout: Math.min(left, 10_000) });
      await page.waitForURL((u) => to.test(u.pathname), { timeout: 5_000 });
    } catch {
      // the list was refetching under the click (or the page is moving): look again
    }
  }
}
