// The Payment Master at work: the issuing office's default account is printed on its invoices.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, draftBill } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

async function pdfText(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('the invoice prints the office’s default account; none printed without one', async () => {
  const [group] = await billableGroups(t, 1);
  const bill = (await draftBill(t, admin, [group[0]])) as unknown as { id: number; company_branch_id: number };
  const [office] = await t.handle.query<{ company_branch_id: number }>('SELECT company_branch_id FROM bills WHERE id = $1', [bill.id]);
  const [acct] = await t.handle.query<{ account_number: string; ifsc: string; bank_name: string; upi_id: string }>(
    `SELECT account_number, ifsc, bank_name, upi_id FROM payment_accounts WHERE company_branch_id = $1 AND is_default = '1'`,
    [office.company_branch_id],
  );
  assert.ok(acct, 'the demo seed gives every office a default account');
  const text = await pdfText(`/api/bills/${bill.id}/invoice.pdf`);
  for (const part of ['Payment details', `${acct.account_number} / ${acct.ifsc}`, acct.bank_name, `UPI ${acct.upi_id}`])
    assert.ok(text.includes(part), `the invoice shows "${part}"`);

  await t.handle.query(`UPDATE payment_accounts SET is_default = '0' WHERE company_branch_id = $1`, [office.company_branch_id]);
  assert.doesNotMatch(await pdfText(`/api/bills/${bill.id}/invoice.pdf`), /Payment details/);
});
