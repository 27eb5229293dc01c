import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, call, checkers, draftBill, walk } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
let account: number;
let bill: {
  id: number;
  version: number;
  invoice_no: string;
  total: number;
  tds_amount: number;
  bank_id: number;
  cgst_rate: number;
  igst_rate: number;
};
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  [{ id: account }] = await t.handle.query<{ id: number }>(`SELECT id FROM payment_accounts WHERE status = '1' ORDER BY id LIMIT 1`);
  const [group] = await billableGroups(t, 2);
  bill = (await walk(t, admin, await draftBill(t, admin, group.slice(0, 2)), 'ISSUED')) as unknown as typeof bill;
  // A due date 45 days ago puts the new invoice in the 31-60 bucket.
  await t.handle.query(`UPDATE bills SET due_date = biz_day(now()) - 45 WHERE id = $1`, [bill.id]);
});
after(() => t.close());

const ageingOf = async (bankId: number) => {
  const r = await call(t, admin, 'GET', `/api/bills/ageing?bank_id=${bankId}`);
  assert.equal(r.status, 200);
  return r.body.totals as Record<string, number>;
};
const outstanding = async (id: number) => (await call(t, admin, 'GET', `/api/bills/${id}`)).body.data;

describe('receipts, ageing, TDS and credit notes', () => {
  test('a part payment with TDS moves the bill to PART_PAID, the cases follow, the ageing falls', async () => {
    const before = await ageingOf(bill.bank_id);
    const paid = 1000;
    const r = await call(t, admin, 'POST', '/api/receipts', {
      payment_account_id: account,
      bank_id: bill.bank_id,
      receipt_date: '2026-01-15',
      mode: 'NEFT',
      reference: 'UTR N123456789',
      gross_amount: paid,
      tds_amount: bill.tds_amount,
      allocations: [{ bill_id: bill.id, amount: paid, tds_amount: bill.tds_amount }],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const b = await outstanding(bill.id);
    assert.equal(b.status, 'PART_PAID');
    assert.equal(b.outstanding, Math.round((bill.total - paid - bill.tds_amount) * 100) / 100);
    const after = await ageingOf(bill.bank_id);
    assert.equal(Math.round((before['31-60'] - after['31-60']) * 100) / 100, Math.round((paid + bill.tds_amount) * 100) / 100);
    const statuses = await t.handle.query<{ billing_status: string }>(
      'SELECT DISTINCT c.billing_status FROM cases c JOIN bill_lines l ON l.case_id = c.id WHERE l.bill_id = $1',
      [bill.id],
    );
    assert.deepEqual(
      statuses.map((s) => s.billing_status),
      ['PART_PAID'],
    );
    const dup = await call(t, admin, 'POST', '/api/receipts', {
      payment_account_id: account,
      bank_id: bill.bank_id,
      receipt_date: '2026-01-15',
      mode: 'NEFT',
      reference: 'utr n123456789',
      gross_amount: 1,
      tds_amount: 0,
    });
    assert.equal(dup.status, 409, 'one reference is recorded once per bank and mode');
  });

  test('TDS report: expected against deducted, with the gap', async () => {
    const r = await call(t, admin, 'GET', '/api/bills/tds?group=bill');
    assert.equal(r.status, 200);
    const row = r.body.data.find((x: { key: string }) => x.key === String(bill.id));
    assert.deepEqual([row.expected, row.deducted, row.gap], [bill.tds_amount, bill.tds_amount, 0]);
    for (const g of ['bank', 'section', 'quarter']) {
      const x = await call(t, admin, 'GET', `/api/bills/tds?group=${g}`);
      assert.equal(x.status, 200);
      assert.equal(Math.round(x.body.totals.gap * 100), Math.round((x.body.totals.expected - x.body.totals.deducted) * 100));
    }
    assert.equal((await call(t, admin, 'GET', '/api/bills/tds?from=2026-02-01&to=2026-01-01')).status, 400);
  });

  test('a credit note above the remainder is refused; below it, approved and issued, it reduces the invoice', async () => {
    const b = await outstanding(bill.id);
    const rate = 1 + (b.cgst_rate + b.sgst_rate + b.igst_rate) / 100;
    const tooMuch = Math.ceil(b.outstanding / rate + 1);
    const refused = await call(t, admin, 'POST', '/api/credit-notes', { bill_id: bill.id, reason: 'FEE_REVISION', taxable_value: tooMuch });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /more than what remains on invoice/);
    const ok = await call(t, admin, 'POST', '/api/credit-notes', {
      bill_id: bill.id,
      reason: 'RATE_ERROR',
      taxable_value: 100,
      description: 'Rate revised',
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    const list = await call(t, admin, 'GET', '/api/credit-notes/approval');
    const note = list.body.data.find((n: { id: number }) => n.id === ok.body.data.id);
    assert.equal(note.total, 118);
    // A second draft may not take more than the first one left.
    const second = await call(t, admin, 'POST', '/api/credit-notes', {
      bill_id: bill.id,
      reason: 'DUPLICATE',
      taxable_value: Math.floor((b.outstanding - 118) / rate) + 1,
    });
    assert.equal(second.status, 400);
    // Maker-checker: the drafter may not approve, the approver may not issue.
    const [approver, ca] = await checkers(t);
    const appr = await call(t, approver, 'POST', `/api/credit-notes/${note.id}/move`, { to: 'APPROVED', version: note.version });
    assert.equal(appr.status, 200);
    const iss = await call(t, ca, 'POST', `/api/credit-notes/${note.id}/move`, { to: 'ISSUED', version: note.version + 1 });
    assert.equal(iss.status, 200, JSON.stringify(iss.body));
    assert.match(iss.body.data.credit_note_no, /^[A-Z]{3}\/CN\/[0-9]{4}\/[0-9]{4}$/);
    const after = await outstanding(bill.id);
    assert.equal(after.credited_amount, 118);
    assert.equal(after.outstanding, Math.round((b.outstanding - 118) * 100) / 100);
  });

  test('the rest paid automatically (oldest due first): PAID; an excess stays on account; the ageing CSV lists the bank', async () => {
    const b = await outstanding(bill.id);
    const open = await call(t, admin, 'GET', `/api/receipts/open-bills?bank_id=${bill.bank_id}`);
    const first = open.body.data[0];
    const r = await call(t, admin, 'POST', '/api/receipts', {
      payment_account_id: account,
      bank_id: bill.bank_id,
      receipt_date: '2026-02-01',
      mode: 'RTGS',
      reference: 'RTGS-0099',
      gross_amount: first.id === bill.id ? b.outstanding : first.outstanding,
      tds_amount: 0,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const paidBill = await outstanding(first.id);
    assert.equal(paidBill.status, 'PAID');
    assert.equal(paidBill.outstanding, 0);
    const over = await call(t, admin, 'POST', '/api/receipts', {
      payment_account_id: account,
      bank_id: bill.bank_id,
      receipt_date: '2026-02-01',
      mode: 'UPI',
      reference: 'UPI-1',
      gross_amount: 999_999_999,
      tds_amount: 0,
    });
    assert.equal(over.status, 201, 'what no open bill takes stays on account for the bank');
    const held = await call(t, admin, 'GET', `/api/receipts?bank_id=${bill.bank_id}&on_account=true`);
    assert.ok(held.body.data.find((x: { id: number; on_account: number }) => x.id === over.body.data.id).on_account > 0);
    const csv = await call(t, admin, 'GET', '/api/bills/ageing.csv');
    assert.equal(csv.status, 200);
    assert.match(String(csv.body), /^\uFEFFBank,Bank Branch,Bills,Current,1-30,31-60,61-90,90\+,Outstanding/);
  });
});
