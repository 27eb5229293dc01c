// Helpers for the list-and-form kit's screens (shared/kit): its table, search, row actions, bulk bar.
import type { Locator, Page } from 'playwright-core';
import { closePopup, expectPopup, expectText, expectVisible } from '../lib/index';

/** A unique suffix so records of parallel or repeated runs never collide. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export const table = (page: Page, title: string): Locator => page.getByRole('table', { name: title, exact: true });

/** Types into the list's search box and waits until the list shows the answer to that search. */
export async function search(page: Page, title: string, text: string): Promise<void> {
  const asked = (r: { url(): string; postData(): string | null }) =>
    new URL(r.url()).searchParams.get('search') === text || (r.postData() ?? '').includes(JSON.stringify(text));
  const done = page.waitForResponse((r) => r.ok() && asked(r.request()), { timeout: 15_000 });
  await page.getByRole('searchbox', { name: `Search ${title}`, exact: true }).fill(text);
  await done;
  await table(page, title).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 10_000 });
}

/** A row of the list, found by a text it shows. */
export const row = (page: Page, title: string, text: string): Locator => table(page, title).getByRole('row').filter({ hasText: text });

/** Waits for the success popup's message, then closes it (the list reloads after it). */
export async function expectSuccess(page: Page, message: string): Promise<void> {
  await closePopup(await expectPopup(page, message));
}

/** The add / edit dialog. */
export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

/** Answers the kit's confirmation (delete, bulk) with the given button. */
export async function confirmWith(page: Page, button: string): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expectVisible(alert);
  await alert.getByRole('button', { name: button, exact: true }).click();
}

/** Selects the rows showing these texts and runs a bulk action. */
export async function bulk(page: Page, title: string, texts: string[], action: string): Promise<void> {
  for (const t of texts) await row(page, title, t).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expectText(bar, `${texts.length} selected`);
  await bar.getByRole('button', { name: action, exact: true }).click();
}
