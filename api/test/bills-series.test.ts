import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { call } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

/** n CA-approved bills of one office (the Delhi office: its own GSTIN series), straight into the table. */
async function approvedBills(n: number, office = 'DEL'): Promise<{ id: number; version: number }[]> {
  return t.handle.query<{ id: number; version: number }>(
    `INSERT INTO bills (invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id, recipient_name, place_of_supply,
                        taxable_value, igst_rate, igst_amount, total, net_receivable, due_date, status)
     SELECT biz_day(now()), cb.id, cb.gstin, bb.bank_id, bb.id, 'Series test ' || g, bb.state_code, 1000, 18, 180, 1180, 1180,
            biz_day(now()) + 30, 'CA_APPROVED'
     FROM generate_series(1, $1::int) g, company_branches cb, LATERAL (SELECT * FROM bank_branches ORDER BY id LIMIT 1) bb
     WHERE cb.code = $2 RETURNING id, version`,
    [n, office],
  );
}

describe('invoice series', () => {
  test('200 concurrent issues get 200 distinct, consecutive numbers after the last one given', async () => {
    const [{ prefix, head }] = await t.handle.query<{ prefix: string; head: string }>(
      `SELECT invoice_prefix AS prefix, invoice_prefix || (SELECT CASE WHEN extract(month FROM biz_day(now())) >= 4
         THEN to_char(biz_day(now()), 'YY') || to_char(biz_day(now()) + interval '1 year', 'YY')
         ELSE to_char(biz_day(now()) - interval '1 year', 'YY') || to_char(biz_day(now()), 'YY') END) || '/' AS head
       FROM company_branches WHERE code = 'DEL'`,
    );
    const [{ last }] = await t.handle.query<{ last: number }>(
      `SELECT coalesce(max(substring(invoice_no FROM length($1::text) + 1)::int), 0) AS last FROM bills WHERE left(invoice_no, length($1::text)) = $1::text`,
      [head],
    );
    const bills = await approvedBills(200);
    const answers = await Promise.all(
      bills.map((b) => call(t, admin, 'POST', `/api/bills/${b.id}/move`, { to: 'ISSUED', version: b.version })),
    );
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    const numbers = answers.map((a) => a.body.data.invoice_no as string);
    assert.equal(new Set(numbers).size, 200, 'no number given twice');
    assert.ok(
      numbers.every((n) => n.startsWith(head) && n.length <= 16 && /^[A-Za-z0-9/-]+$/.test(n)),
      `${prefix}: ${numbers[0]}`,
    );
    const serials = numbers.map((n) => Number(n.slice(head.length))).sort((a, b) => a - b);
    assert.deepEqual(
      serials,
      Array.from({ length: 200 }, (_, i) => last + 1 + i),
      'consecutive, none skipped',
    );
  });

  test('issuing many at once: one transaction, consecutive in id order; a bill not CA approved refuses the lot', async () => {
    const bills = await approvedBills(20, 'BLR');
    const [draft] = await t.handle.query<{ id: number }>(
      `INSERT INTO bills (invoice_date, company_branch_id, bank_id, recipient_name) SELECT biz_day(now()), id, 1, 'x' FROM company_branches WHERE code = 'BLR' RETURNING id`,
    );
    const refused = await call(t, admin, 'POST', '/api/bills/issue', { ids: [...bills.map((b) => b.id), draft.id] });
    assert.equal(refused.status, 409);
    const [{ n }] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bills WHERE id = ANY($1::int[]) AND invoice_no IS NOT NULL`,
      [bills.map((b) => b.id)],
    );
    assert.equal(n, 0, 'all or nothing');
    const ok = await call(t, admin, 'POST', '/api/bills/issue', { ids: bills.map((b) => b.id) });
    assert.equal(ok.status, 200);
    const serials = ok.body.data.map((x: { invoice_no: string }) => Number(x.invoice_no.split('/').pop()));
    assert.deepEqual(
      serials,
      serials.map((_: number, i: number) => serials[0] + i),
    );
  });
});
