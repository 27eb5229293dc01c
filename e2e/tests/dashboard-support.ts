// Shared by the dashboard e2e files: the API as the page's own session sees it, and figures
// formatted the way the dashboards show them.
import type { Locator, Page } from 'playwright-core';
import { expectVisible } from '../lib/index';

const grouping = new Intl.NumberFormat('en-IN');
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** A figure as a dashboard shows it (mfe-dashboard charts/format.ts). */
export function shown(value: number, format = 'count'): string {
  switch (format) {
    case 'money':
      return money.format(value);
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'days':
      return `${value.toFixed(1)} days`;
    case 'hours':
      return `${value.toFixed(1)} h`;
    case 'rating':
      return value.toFixed(1);
    default:
      return grouping.format(value);
  }
}

/** The browser's today, YYYY-MM-DD (what the filter bar defaults to). */
export const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

/** Calls the API with the page's signed-in token. */
export async function api<T>(page: Page, baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}').token as string);
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} /api/${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until the dashboard shows loaded figures. */
export async function dashboardReady(page: Page, timeout = 30_000): Promise<Locator> {
  return expectVisible(page.locator('[data-testid="dashboard-body"][data-state="ready"]'), { timeout });
}

/** A chart card's rows, read from its "View as table" alternative (then back to the chart). */
export async function chartRows(page: Page, title: string): Promise<string[][]> {
  const card = page.getByRole('region', { name: title, exact: true });
  await card.getByRole('button', { name: `View as table: ${title}` }).click();
  const table = card.getByRole('table', { name: title });
  await expectVisible(table);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
  await card.getByRole('button', { name: `View as chart: ${title}` }).click();
  return rows.filter((r) => !(r.length === 1 && r[0].startsWith('No figures')));
}

/** Figure cards (label, value) in page order. */
export async function cardValues(page: Page, testId: 'count-card' | 'panel-card'): Promise<[string, string][]> {
  return page
    .getByTestId(testId)
    .evaluateAll((cards) =>
      cards.map(
        (c) =>
          [
            (c.querySelector('dt, [class*="stat__label"]')?.textContent ?? c.firstElementChild?.textContent ?? '').trim(),
            (c.querySelector('dd, [class*="stat__valueText"]')?.textContent ?? c.children[1]?.textContent ?? '').trim(),
          ] as [string, string],
      ),
    );
}
