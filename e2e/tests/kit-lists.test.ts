// Issue 9, the kit as staff use it: lists that remember (URL), filters and columns, one business
// day whatever the browser's zone, dates as YYYY-MM-DD, guarded forms, 409 merge, a phone.
import { expect } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import {
  check,
  e2eSuite,
  expectPath,
  expectPopup,
  expectText,
  expectVisible,
  field,
  newPage,
  signedInState,
  type DemoUser,
  type Suite,
} from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';

const e2e = e2eSuite();
const TASKS = 'Task Management';
const ZONES = [
  { timezoneId: 'UTC', locale: 'en-US' },
  { timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
] as const;

/** A signed-in page whose browser runs in the given zone and locale (and size). */
async function zonePage(
  browser: Browser,
  suite: Suite,
  as: DemoUser,
  zone: (typeof ZONES)[number],
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  return newPage(browser, { baseUrl: suite.baseUrl, storageState: await signedInState(suite.baseUrl, as), viewport, zone });
}

async function addTask(page: Page, title: string, due: string) {
  await page.getByRole('button', { name: 'Add task' }).click();
  const form = dialog(page, 'Add task');
  await field(form, 'Title').fill(title);
  await field(form, 'Due Date').fill(due);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Added The New Task!');
}

// The list state, the date field and the 409 merge in both browser zones (issue 9: UTC and
// Asia/Kolkata with en-IN); the default page of the harness is the latter.
for (const zone of ZONES)
  e2e.test(
    `users: page 2 survives reload; Back and Forward move between list states (${zone.timezoneId} browser)`,
    async ({ page }) => {
      await page.goto('/admin/userCreation?pageSize=10');
      const users = table(page, 'Users');
      const pager = page.getByRole('navigation', { name: 'Users pages', exact: true });
      await users.and(page.locator('[aria-busy="false"]')).waitFor();
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expectPath(page, '/admin/userCreation');
      await page.waitForURL(/[?&]page=2/);
      await expectText(pager, 'Page 2 of');
      await users.and(page.locator('[aria-busy="false"]')).waitFor();
      const second = await users.locator('tbody tr').first().innerText();
      await page.reload();
      await expectText(pager, 'Page 2 of');
      await users.and(page.locator('[aria-busy="false"]')).waitFor();
      await expectText(users.locator('tbody tr').first(), second.split(/\s+/)[0]);
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page') && u.searchParams.get('pageSize') === '10');
      await expectText(pager, 'Page 1 of');
      await page.goForward();
      await expectText(pager, 'Page 2 of');
    },
    { as: 'admin', zone },
  );

e2e.test(
  'the Pending task button opens pending tasks only; overdue ones are marked',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/task-management');
    await addTask(page, `Late ${s}`, '2020-01-15');
    await page.getByRole('button', { name: /^Pending task \d+$/ }).click();
    await page.waitForURL(/task-management\?status=0$/);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await table(page, TASKS).and(page.locator('[aria-busy="false"]')).locator('tbody td[data-label="Status"]').first().waitFor();
    const statuses = await table(page, TASKS).locator('tbody td[data-label="Status"]').allInnerTexts();
    if (!statuses.length || statuses.some((t) => t !== 'Pending'))
      throw new Error(`expected only Pending tasks, saw ${statuses.join(', ')}`);
    await search(page, TASKS, `Late ${s}`);
    await expectText(row(page, TASKS, `Late ${s}`), 'Overdue');
    // The filter panel lists the description's filters; a shared link restores the same list.
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expectText(row(other, TASKS, `Late ${s}`), '2020-01-15');
    await other.getByRole('button', { name: 'Filters (1)' }).click();
    if (!(await other.getByRole('region', { name: 'Filters' }).getByRole('checkbox', { name: 'Pending' }).isChecked()))
      throw new Error('Pending is not ticked');
  },
  { as: 'admin' },
);

for (const zone of ZONES) {
  e2e.test(
    `one business day in a ${zone.timezoneId} browser: dashboard dates and date fields in YYYY-MM-DD`,
    async ({ browser, suite }) => {
      const page = await zonePage(browser, suite, 'admin', zone);
      try {
        // 04:48 IST on 24 November is still the 23rd in UTC: the firm's day is the 24th everywhere.
        await page.clock.setFixedTime(new Date('2026-11-23T23:18:00Z'));
        await page.goto('/admin/index');
        await page.getByRole('search', { name: 'Dashboard filter' }).waitFor();
        for (const label of ['From Date', 'To Date']) {
          const value = await field(page, label).inputValue();
          if (value !== '2026-11-24') throw new Error(`${label} shows ${value} in a ${zone.timezoneId} browser`);
          if ((await field(page, label).getAttribute('placeholder')) !== 'YYYY-MM-DD') throw new Error(`${label} placeholder`);
        }
        await field(page, 'From Date').fill('2026-11-25');
        await page.getByTestId('count-card').first().waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Submit' }).click({ timeout: 20_000 });
        await expectPopup(page, 'Invalid Date Range', 'To Date cannot be before From Date');
      } finally {
        await page.context().close();
      }
    },
  );
}

for (const zone of ZONES)
  e2e.test(
    `a task date is typed and picked as YYYY-MM-DD in a ${zone.timezoneId} ${zone.locale} browser`,
    async ({ page }) => {
      await page.goto('/admin/task-management');
      await page.getByRole('button', { name: 'Add task' }).click();
      const form = dialog(page, 'Add task');
      const due = field(form, 'Due Date');
      await due.pressSequentially('20301115');
      await expect(due, 'the typed date').toHaveValue('2030-11-15', { timeout: 10_000 });
      await form.getByRole('button', { name: 'Choose Due Date' }).click();
      await page.getByRole('button', { name: /November 20, 2030|20 November 2030/ }).click();
      // The picker hands its value to the field after the click returns: wait for it, not read once.
      await expect(due, 'the picked date').toHaveValue('2030-11-20', { timeout: 10_000 });
      await due.fill('11/20/2030');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectText(form, 'Due Date must be a date (YYYY-MM-DD)');
    },
    { as: 'admin', zone },
  );

e2e.test(
  'a changed form asks before Back leaves; after a failed save focus is on the first field in error',
  async ({ page }) => {
    await page.goto('/admin/index');
    await page.goto('/admin/task-management');
    await page.getByRole('button', { name: 'Add task' }).click();
    const form = dialog(page, 'Add task');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectText(form, 'Title is required');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'title');
    await field(form, 'Title').fill('Half-written task');
    await page.goBack();
    await expectText(page.getByRole('alertdialog'), 'Discard unsaved changes?');
    await confirmWith(page, 'Keep editing');
    await expectPath(page, '/admin/task-management');
    if ((await field(form, 'Title').inputValue()) !== 'Half-written task') throw new Error('the edits were lost');
    await page.goBack();
    await confirmWith(page, 'Discard changes');
    await expectPath(page, '/admin/index');
  },
  { as: 'admin' },
);

for (const zone of ZONES)
  e2e.test(
    `a stale save shows the other version beside my edits and keeps my edits on top of it (${zone.timezoneId} browser)`,
    async ({ page, newPage }) => {
      const s = stamp();
      await page.goto('/admin/task-management');
      await addTask(page, `Shared ${s}`, '2030-01-15');
      await search(page, TASKS, `Shared ${s}`);
      const other = await newPage({ as: 'admin' });
      await other.goto(`/admin/task-management?search=${encodeURIComponent(`Shared ${s}`)}`);
      await page.getByRole('button', { name: `Edit task Shared ${s}` }).click();
      await other.getByRole('button', { name: `Edit task Shared ${s}` }).click();
      const theirs = dialog(other, `Edit task Shared ${s}`);
      await field(theirs, 'Description').fill('Their note');
      await theirs.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(other, 'Successfully Updated The Task!');

      const mine = dialog(page, `Edit task Shared ${s}`);
      await field(mine, 'Title').fill(`Shared ${s} mine`);
      await mine.getByRole('button', { name: 'Save' }).click();
      await expectText(mine, 'This record was changed by someone else. Reload and try again.');
      const panel = mine.getByRole('region', { name: 'Their version and your edits' });
      await expectText(panel, 'Their note');
      await expectText(panel, `Shared ${s} mine`);
      await panel.getByRole('button', { name: 'Keep my edits and save' }).click();
      await expectSuccess(page, 'Successfully Updated The Task!');
      await search(page, TASKS, `Shared ${s} mine`);
      await expectText(row(page, TASKS, `Shared ${s} mine`), 'Pending');
    },
    { as: 'admin', zone },
  );

// Issue 29: figures, e-mails and phone numbers never wrap, and a row's actions past the first fold
// into a More menu when the table would not fit its frame: at 1440 px every column of Users shows
// whole, none lies under another, and the folded actions work from the menu by keyboard.
e2e.test(
  'Users at 1440 px: every column shows whole; the row actions fold into a menu that works by keyboard',
  async ({ browser, suite }) => {
    const page = await zonePage(browser, suite, 'admin', ZONES[1], { width: 1440, height: 900 });
    try {
      await page.goto('/admin/userCreation');
      await table(page, 'Users').and(page.locator('[aria-busy="false"]')).waitFor();
      await table(page, 'Users')
        .getByRole('button', { name: /^Edit user / })
        .first()
        .waitFor();
      const problems = await table(page, 'Users').evaluate((t) => {
        const frame = t.parentElement!;
        const box = frame.getBoundingClientRect();
        const heads = [...t.querySelectorAll('thead th')];
        const out: string[] = [];
        if (frame.scrollWidth > frame.clientWidth + 1) out.push(`the frame scrolls (${frame.scrollWidth} px in ${frame.clientWidth})`);
        heads.forEach((th, i) => {
          const r = th.getBoundingClientRect();
          const prev = heads[i - 1]?.getBoundingClientRect();
          // A pinned column (the first, beside the row's checkbox) stays over the others by design.
          if (prev && r.left < prev.right - 1 && getComputedStyle(th).position !== 'sticky')
            out.push(`${th.textContent} lies under ${heads[i - 1].textContent}`);
          if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`${th.textContent} is out of view`);
        });
        return out;
      });
      if (problems.length) throw new Error(`at 1440 px: ${problems.join('; ')}`);
      const first = table(page, 'Users').getByRole('row').nth(1);
      const more = first.getByRole('button', { name: /^More actions for user / });
      await expectVisible(more);
      check((await first.getByRole('button', { name: /^(Password|Rights) user / }).count()) === 0, 'Password and Rights are in the menu');
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: /^Actions for user / });
      await expectVisible(menu);
      await expectVisible(menu.getByRole('menuitem', { name: /^Password user / }));
      await expectVisible(menu.getByRole('menuitem', { name: /^Rights user / }));
      check(
        await menu.getByRole('menuitem', { name: /^Password user / }).evaluate((el) => el === document.activeElement),
        'the first item has the focus',
      );
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      check(await more.evaluate((el) => el === document.activeElement), 'Escape returns the focus to More');
      // Chosen from the menu, an action does what its button did: Password opens its dialog.
      await more.click();
      await menu.getByRole('menuitem', { name: /^Password user / }).click();
      await expectVisible(page.getByRole('dialog'));
    } finally {
      await page.context().close();
    }
  },
);

e2e.test('on a 390 px phone: the top bar is one row, a list reads as cards, the dashboard fits', async ({ browser, suite }) => {
  const page = await zonePage(browser, suite, 'admin', ZONES[1], { width: 390, height: 844 });
  try {
    await page.goto('/admin/userCreation');
    await table(page, 'Users').and(page.locator('[aria-busy="false"]')).waitFor();
    const header = await page.locator('header').first().boundingBox();
    if (!header || header.height > 64) throw new Error(`the top bar is ${header?.height} px tall`);
    // Issue 29 point 8: the page's title is never cut to a letter ('T…' beside How to).
    const titled = async (text: string) => {
      const h1 = page.locator('header h1');
      await expectText(h1, text);
      const box = await h1.evaluate((h) => ({ w: h.getBoundingClientRect().width, cut: h.scrollHeight > h.clientHeight + 1 }));
      if (box.w < 79 || box.cut) throw new Error(`the title '${text}' is ${Math.round(box.w)} px wide${box.cut ? ' and cut' : ''}`);
    };
    await titled('User Creation');
    await page.getByRole('button', { name: /^Pending task \d+$/ }).waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > 392) {
      const culprits = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > 392)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className} ${(e.textContent ?? '').slice(0, 30)}`),
      );
      throw new Error(`the users page is ${wide} px wide on a 390 px screen: ${culprits.join(' | ')}`);
    }
    const card = table(page, 'Users').locator('tbody tr').first();
    const cardBox = await card.boundingBox();
    if (!cardBox || cardBox.width > 390) throw new Error('a user row is wider than the phone');
    // A card labels each value with its column (CSS ::before from data-label, so not in innerText).
    const label = await card.locator('td[data-label="Email"]').evaluate((td) => getComputedStyle(td, '::before').content);
    if (label !== '"Email"') throw new Error(`a user card shows no "Email" label (::before is ${label})`);
    await page.goto('/admin/workInProgressCases');
    await titled('Work In Progress Cases');
    const wip = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wip > 392) throw new Error(`Work In Progress Cases is ${wip} px wide on a 390 px screen`);
    await page.goto('/admin/index');
    await page.getByRole('search', { name: 'Dashboard filter' }).waitFor();
    await page.getByTestId('count-card').first().waitFor();
    const dash = await page.evaluate(() => document.documentElement.scrollWidth);
    if (dash > 392) throw new Error(`the dashboard is ${dash} px wide on a 390 px screen`);
  } finally {
    await page.context().close();
  }
});
