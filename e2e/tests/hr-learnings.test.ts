// Knowledge base: an article written with a <script> and an onerror handler is published, found
// by search and read, and nothing in it runs.
import { e2eSuite, expectText, field } from '../lib/index';
import { dialog, expectSuccess, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Learnings';

e2e.test(
  'an article with a script tag is shown without running it',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/learnings');
    await page.getByRole('button', { name: 'Add article' }).click();
    const form = dialog(page, 'Add article');
    await field(form, 'Title').fill(`Valuer tips ${s}`);
    await field(form, 'Article').fill(
      `<h3>Before the visit</h3><p>Carry the <b>distance meter</b> ${s}.</p><script>window.parent.__pwned = 'script'</script><img src=x onerror="window.parent.__pwned = 'onerror'">`,
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Article Published!');
    await search(page, TITLE, s);
    await rowAction(page, 'Read', `article Valuer tips ${s}`);
    const frame = page.frameLocator(`iframe[title="Article Valuer tips ${s}"]`);
    await expectText(frame.locator('body'), 'Carry the distance meter');
    await frame.locator('h3', { hasText: 'Before the visit' }).waitFor();
    await page.waitForTimeout(300);
    const ran = await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);
    if (ran !== null) throw new Error(`the article ran code: ${ran}`);
    if ((await frame.locator('script, img[onerror]').count()) !== 0)
      throw new Error('the stored article still holds a script or an onerror image');
  },
  { as: 'employee' },
);
