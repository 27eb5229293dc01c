// A list row's action, wherever the kit put it: its own button, or an item of the row's More menu
// when the table did not fit its frame and folded the actions past the first (issue 29 point 1).
import type { Locator, Page } from 'playwright-core';

/** Clicks `${label} ${record}` (e.g. 'Password', 'user Asha Rao') in a kit list on the page. */
export async function rowAction(scope: Page | Locator, label: string, record: string): Promise<void> {
  const name = `${label} ${record}`;
  const button = scope.getByRole('button', { name }).first();
  const more = scope.getByRole('button', { name: `More actions for ${record}` }).first();
  await button.or(more).first().waitFor();
  if (await button.isVisible()) return button.click();
  await more.click();
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('menu', { name: `Actions for ${record}` })
    .getByRole('menuitem', { name })
    .click();
}
