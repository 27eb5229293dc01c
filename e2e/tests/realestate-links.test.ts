// Real Estate Intelligence: policy links (add with a refused address, then a good one, search,
// open) and the brokers page with its rate quotes.
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp, table } from './crud-kit';

const e2e = e2eSuite();
const LINKS = 'DCR / Gov Policy Links';

e2e.test(
  'a policy link is added only with an http(s) address, then found by search',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/dcrGovPolicyLinks');
    await expectText(table(page, LINKS), 'UDCPR');
    await page.getByRole('button', { name: 'Add policy link' }).click();
    const form = dialog(page, 'Add policy link');
    await field(form, 'Title').fill(`Parking norms ${s}`);
    await field(form, 'State').selectOption('Maharashtra');
    await field(form, 'Authority').fill('PMRDA');
    await field(form, 'URL').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'URL', 'URL must start with http:// or https://');
    await field(form, 'URL').fill('https://www.pmrda.gov.in/');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Policy Link!');
    await search(page, LINKS, `Parking norms ${s}`);
    await expectText(row(page, LINKS, `Parking norms ${s}`), 'PMRDA');
  },
  { as: 'admin' },
);

e2e.test(
  'the brokers page lists brokers and their rate quotes by broker name',
  async ({ page }) => {
    await page.goto('/admin/brokers');
    await expectText(table(page, 'Brokers'), 'Kulkarni Estates');
    await search(page, 'Broker Rate Quotes', '411038');
    await expectText(row(page, 'Broker Rate Quotes', 'Kothrud').first(), 'Sandeep Kulkarni');
  },
  { as: 'admin' },
);
