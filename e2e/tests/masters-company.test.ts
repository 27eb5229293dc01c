// Company Master (/admin/companymaster): the firm's one profile, entered once and then edited.
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { dialog, expectSuccess, stamp } from './crud-kit';

const e2e = e2eSuite();

e2e.test(
  'the firm profile: add it when there is none, then edit it; messages and PAN check',
  async ({ page }) => {
    await page.goto('/admin/companymaster');
    const add = page.getByRole('button', { name: 'Add company profile' });
    const edit = page.getByRole('button', { name: 'Edit company profile' });
    await add.or(edit).first().waitFor({ timeout: 15_000 });
    if (await add.isVisible()) {
      await add.click();
      const form = dialog(page, 'Add company profile');
      await field(form, 'Legal Name').fill('Sharma Valuers and Engineers Private Limited');
      await field(form, 'PAN').fill('ABCDE1234');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFieldMessage(page, 'PAN', 'Enter a valid PAN, e.g. ABCPE1234F');
      await field(form, 'PAN').fill('aabcs1234k');
      await field(form, 'State').selectOption('Maharashtra');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'Added The Company Profile!');
      await expectText(page.getByRole('region', { name: 'Company profile' }), 'AABCS1234K');
    }
    const phone = `022 ${stamp().replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`;
    await edit.click();
    const form = dialog(page, /^Edit company profile/);
    await field(form, 'Contact Phone').fill(phone);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Company Profile!');
    await expectText(page.getByRole('region', { name: 'Company profile' }), phone);
  },
  { as: 'admin' },
);
