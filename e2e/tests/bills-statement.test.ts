// Issue 28: an accounts user imports a bank statement, confirms the two credits it matched to this
// test's own invoices, and sees those invoices paid. The test makes its own accounts user, its own
// two checkers (maker-checker) and its own two bills; it reads no shared counts.
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { apiToken, check, closePopup, e2eSuite, expectPopup, expectText, signIn } from '../lib/index';
import { row, search, stamp } from './crud-kit';

const e2e = e2eSuite();
/** The password of the users this test makes. */
const PASSWORD = 'Brass-Ledger-4821';

async function call<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T;
  check(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}').token as string);

/** A user this test makes with only these rights; returns its e-mail. */
async function makeUser(base: string, admin: string, label: string, rights: string[]): Promise<string> {
  const email = `books.${label}.${stamp()}@example.com`;
  const made = await call<{ data: { id: number } }>(base, admin, 'POST', '/users', {
    name: `Books ${label}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    kind: 'admin',
    role: 'others',
    status: '1',
  });
  const m = await call<{ data: { version: number; rights: { page: { name: string } }[] } }>(base, admin, 'GET', `/rights/${made.data.id}`);
  await call(base, admin, 'PUT', `/rights/${made.data.id}`, {
    version: m.data.version,
    rights: m.data.rights.map((r) => ({ page: r.page, view_status: rights.includes(r.page.name) ? '1' : '0' })),
  });
  return email;
}

interface Bill {
  id: number;
  version: number;
  invoice_no: string;
  outstanding: number;
}

e2e.test(
  'an accounts user imports a statement, confirms two matches and sees the invoices paid',
  async ({ page, suite, newPage }) => {
    const base = suite.baseUrl;
    await page.goto('/admin/index');
    const admin = await tokenOf(page);
    const approver = await apiToken(
      base,
      await makeUser(base, admin, 'approver', ['bill_master_page', 'bill_initiation_approval_page']),
      PASSWORD,
    );
    const ca = await apiToken(base, await makeUser(base, admin, 'ca', ['bill_master_page', 'level3_page']), PASSWORD);
    const accounts = await makeUser(base, admin, 'accounts', ['bill_master_page', 'completed_bill_page']);

    // Two bills of this test, each of one unbilled case, walked to issued by three people.
    const unbilled = await call<{ data: { id: number }[] }>(base, admin, 'GET', '/bills/unbilled?pageSize=50');
    const bills: Bill[] = [];
    for (const c of unbilled.data) {
      if (bills.length === 2) break;
      const res = await fetch(`${base}/api/bills`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ case_ids: [c.id] }),
      });
      if (res.status !== 201) continue; // a case with no fee the schedule can quote, or taken meanwhile
      let b = ((await res.json()) as { data: Bill }).data;
      for (const [to, who] of [
        ['INITIATED', admin],
        ['APPROVED', approver],
        ['CA_APPROVED', ca],
        ['ISSUED', admin],
      ] as const)
        b = (await call<{ data: Bill }>(base, who, 'POST', `/bills/${b.id}/move`, { to, version: b.version })).data;
      bills.push(b);
    }
    check(bills.length === 2, 'two bills issued');
    const [a, b] = bills;
    const utr = stamp().toUpperCase();
    // The bank's date is India's (the invoices are dated in IST): after 18:30 UTC the UTC date is a
    // day behind, and a credit dated before its invoice is not matched to it.
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).split('-').reverse().join('-');
    const csv = [
      'Date,Narration,Reference,Debit,Credit,Balance',
      `${day},NEFT CR ${a.invoice_no} VALUATION FEES,UTRA${utr},,${a.outstanding.toFixed(2)},1`,
      `${day},RTGS ${b.invoice_no.replace(/\//g, '')},UTRB${utr},,${b.outstanding.toFixed(2)},2`,
      `${day},BANK CHARGES,,250.00,,3`,
    ].join('\r\n');

    const user = await newPage();
    await signIn(user, 'admin', accounts, PASSWORD);
    await user.goto('/admin/receipts');
    const panel = user.getByRole('region', { name: 'Bank statement' });
    // The firm's accounts load after the page: Import before then asks for the account, as it should.
    await expect(panel.getByLabel('Statement Of'), 'the accounts loaded').not.toHaveValue('', { timeout: 20_000 });
    await panel
      .getByLabel('Statement File')
      .setInputFiles({ name: `statement-${utr}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await panel.getByRole('button', { name: 'Import Statement' }).click();
    // Reading, matching and storing the lines: up to 30 s on a loaded 2-core machine. Success popups
    // close themselves after 1.5 s, so each is closed by closePopup, which a popup already gone satisfies.
    await closePopup(
      await expectPopup(user, 'Imported 2 credit lines: 2 matched to invoices, to confirm.', undefined, { timeout: 30_000 }),
    );
    const lines = panel.getByRole('table', { name: 'Statement lines' });
    await expectText(lines, a.invoice_no);
    await expectText(lines, b.invoice_no);
    for (const n of [2, 3]) {
      await lines.getByRole('button', { name: `Confirm line ${n}`, exact: true }).click();
      await closePopup(await expectPopup(user, /^Confirmed: receipt RV\/\d{4}\/\d{5} recorded\./));
    }
    await expectText(lines, 'Confirmed: RV/');

    await user.goto('/admin/completedBill');
    for (const bill of [a, b]) {
      await search(user, 'Completed Bills', bill.invoice_no);
      await row(user, 'Completed Bills', bill.invoice_no).getByRole('cell', { name: 'Paid', exact: true }).waitFor({ timeout: 15_000 });
    }
  },
  { as: 'admin', timeout: 120_000 },
);
