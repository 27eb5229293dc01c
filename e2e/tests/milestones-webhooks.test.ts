// Bank Master → Webhooks (/admin/webhooks, issue 27): the server makes each endpoint's signing
// secret and the screen shows it once, after adding and after 'New secret'; never in the list.
import { e2eSuite, expectText, expectVisible, field } from '../lib/index';
import { violations } from './a11y-kit';
import { confirmWith, dialog, expectSuccess, row, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

e2e.test(
  "webhooks: a new endpoint's signing secret is shown once; 'New secret' shows another",
  async ({ page }) => {
    const url = `https://bank-${stamp()}.example.in/hooks`;
    await page.goto('/admin/webhooks');
    await page.getByRole('button', { name: 'Add webhook endpoint' }).click();
    const form = dialog(page, 'Add webhook endpoint');
    await expectVisible(form);
    if ((await form.getByText(/secret/i).count()) > 0) throw new Error('the form asks for a secret');
    await field(form, 'Bank').selectOption({ index: 1 });
    await field(form, 'URL').fill(url);
    await form.getByRole('checkbox', { name: 'Report released' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Webhook added!');

    const shown = dialog(page, `Signing secret of ${url}`);
    const first = (await shown.getByLabel('Signing secret').textContent()) ?? '';
    if (!/^whsec_[A-Za-z0-9_-]{43}$/.test(first)) throw new Error(`not a signing secret: ${first}`);
    await expectText(shown, 'copy its signing secret now, it is not shown again');
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/webhooks-secret.png` });
    const found = await violations(page);
    if (found.length) throw new Error(`axe, with the secret shown:\n${found.join('\n')}`);
    await shown.getByRole('button', { name: 'Done' }).click();
    await search(page, 'Webhooks', url);
    await expectText(row(page, 'Webhooks', url), 'Active');
    if ((await page.content()).includes(first)) throw new Error('the secret is shown again');

    await rowAction(page, 'New secret', `webhook endpoint ${url}`);
    await confirmWith(page, 'New secret');
    const again = dialog(page, `Signing secret of ${url}`);
    await expectText(again, 'The old one no longer signs.');
    const second = (await again.getByLabel('Signing secret').textContent()) ?? '';
    if (!second.startsWith('whsec_') || second === first) throw new Error(`not a new secret: ${second}`);
    await again.getByRole('button', { name: 'Done' }).click();

    await rowAction(page, 'Delete', `webhook endpoint ${url}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Webhook deleted!');
  },
  { as: 'admin' },
);
