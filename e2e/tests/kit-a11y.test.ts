// Issue 9: axe-core on the sign-in and public pages and on the chrome of a signed-in page (top bar,
// menu); the skip link; the menu opens on the current page's group. The signed-in pages' content:
// kit-a11y-1..6.
import { e2eSuite, expectText, newPage, signedInState } from '../lib/index';
import { checkPages, publicPages, violations } from './a11y-kit';

const e2e = e2eSuite();

e2e.test(
  'every sign-in and public page of the registry has no serious or critical axe violation',
  async ({ page, suite }) => {
    await checkPages(page, await publicPages(suite.baseUrl), false);
  },
  { timeout: 150_000 },
);

e2e.test(
  'the signed-in chrome (top bar, menu, footer) has no serious or critical axe violation',
  async ({ page }) => {
    await page.goto('/admin/task-management');
    await page.getByRole('table', { name: 'Task Management' }).waitFor();
    const found = await violations(page);
    if (found.length) throw new Error(`axe-core: ${found.join('\n')}`);
  },
  { as: 'admin' },
);

e2e.test(
  'the first Tab reaches "Skip to content", which moves focus to the page; the current group of the menu is open',
  async ({ page }) => {
    await page.goto('/admin/task-management');
    await page.getByRole('table', { name: 'Task Management' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    if (!(await skip.evaluate((el) => el === document.activeElement))) throw new Error('the first Tab stop is not the skip link');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expectText(menu.getByRole('group', { name: 'Hr' }), 'Task Management');
  },
  { as: 'admin' },
);

e2e.test(
  'the check itself: a nameless button and an unlabelled field put into a page are reported, in the page and in its iframe',
  async ({ page }) => {
    await page.goto('/admin/task-management');
    await page.getByRole('table', { name: 'Task Management' }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<button type="button"><span></span></button>');
      const frame = document.createElement('iframe');
      frame.title = 'probe';
      frame.srcdoc = '<!doctype html><html lang="en"><title>probe</title><body><main><input type="text"></main></body></html>';
      main.append(frame);
    });
    await page.frameLocator('iframe[title="probe"]').locator('input').waitFor();
    const found = await violations(page, true);
    if (!found.some((v) => v.startsWith('button-name (critical)'))) throw new Error(`no button-name violation in ${found.join('\n')}`);
    if (!found.some((v) => v.startsWith('label (critical)')))
      throw new Error(`the iframe's unlabelled field was not reported: ${found.join('\n')}`);
  },
  { as: 'admin' },
);

e2e.test(
  'a user who asks for less motion (prefers-reduced-motion) sees a dialog open without animation; others see it animate',
  async ({ browser, suite }) => {
    const storageState = await signedInState(suite.baseUrl, 'admin');
    const openingSeconds = async (motion: 'reduce' | 'no-preference') => {
      const page = await newPage(browser, { baseUrl: suite.baseUrl, storageState, motion });
      try {
        await page.goto('/admin/task-management');
        await page.getByRole('button', { name: 'Add task' }).click();
        const form = page.getByRole('dialog', { name: 'Add task' });
        await form.waitFor();
        return await form.evaluate((el) => {
          const style = getComputedStyle(el);
          return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
        });
      } finally {
        await page.context().close();
      }
    };
    const animated = await openingSeconds('no-preference');
    if (animated.name === 'none' || !(animated.seconds >= 0.1)) throw new Error(`the dialog did not animate: ${JSON.stringify(animated)}`);
    const reduced = await openingSeconds('reduce');
    if (!(reduced.seconds <= 0.001)) throw new Error(`with reduced motion the dialog still animates: ${JSON.stringify(reduced)}`);
  },
);
