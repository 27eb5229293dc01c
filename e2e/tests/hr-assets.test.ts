// Assets (/admin/assetsMaster): HR adds a laptop, issues it to an employee, takes it back, and the
// assignment history shows both dates.
import { e2eSuite, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Assets Master';

e2e.test(
  'an asset is issued and returned, with its history',
  async ({ page }) => {
    const tag = `LAP-${stamp()}`.toUpperCase();
    await page.goto('/admin/assetsMaster');
    await page.getByRole('button', { name: 'Add asset' }).click();
    const add = dialog(page, 'Add asset');
    await field(add, 'Asset Tag').fill(tag);
    await field(add, 'Category').selectOption('LAPTOP');
    await field(add, 'Make / Model').fill('Lenovo ThinkPad E14');
    await field(add, 'Cost').fill('68900.5');
    await field(add, 'Purchase Date').fill('2025-04-01');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Asset!');
    await search(page, TITLE, tag);
    await expectText(row(page, TITLE, tag), '₹68,900.50');

    await rowAction(page, 'Issue', `asset ${tag}`);
    const issue = dialog(page, `Issue asset ${tag}`);
    await issue.getByRole('searchbox', { name: 'Search Issue To' }).fill('employee');
    await field(issue, 'Issue To').selectOption({ label: 'Employee User (employee@example.com)' });
    await issue.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Asset Issued!');
    await expectText(row(page, TITLE, tag), 'Employee User');
    await expectText(row(page, TITLE, tag), 'Assigned');

    await rowAction(page, 'Return', `asset ${tag}`);
    const ret = dialog(page, `Return asset ${tag}`);
    await field(ret, 'Condition').selectOption('FAIR');
    await ret.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Asset Returned!');
    await expectText(row(page, TITLE, tag), 'In stock');

    await rowAction(page, 'History', `asset ${tag}`);
    const history = page.getByRole('table', { name: `Assignment history of ${tag}` });
    await expectText(history, 'Employee User');
    await expectText(history, 'Fair');
  },
  { as: 'hr' },
);
