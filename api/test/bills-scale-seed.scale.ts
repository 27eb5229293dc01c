// `npm run seed -- --cases N` for billing: the generated cases and their monthly bills, then
// seedBillsAtScale (credit notes, case expenses, fee schedules). Run twice at two sizes on one
// throwaway database: the rows scale with N, a second run replaces what the first made, every
// money invariant the product keeps holds, and the list routes page through the generated rows.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isInvoiceNo } from 'mfe-bills/model';
import { seedCases } from '../src/seed/cases/index';
import { seedBillsAtScale, type BillsScaleResult } from '../src/modules/bills/scale-seed';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { call } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
const runs: { cases: number; result: BillsScaleResult; billed: number }[] = [];
const q = async <T>(text: string) => t.handle.query<T>(text);
const one = async (text: string) => Number(Object.values((await q<Record<string, unknown>>(text))[0])[0]);

async function seedAt(cases: number) {
  await seedCases(t.db, { cases, replace: true });
  const result = await seedBillsAtScale(t.db);
  const billed = await one(`SELECT count(*) FROM cases WHERE billing_status <> 'UNBILLED'`);
  runs.push({ cases, result, billed });
}

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  await seedAt(1500);
  await seedAt(3000);
});
after(() => t.close());

describe('billing at scale', { timeout: 600_000 }, () => {
  test('credit notes and case expenses scale with the cases; a second run replaces, fee schedules are kept', () => {
    const [small, large] = runs;
    for (const key of ['creditNotes', 'caseExpenses'] as const) {
      const ratio = large.result[key] / small.result[key];
      assert.ok(small.result[key] > 0 && ratio > 1.4 && ratio < 3, `${key}: ${small.result[key]} then ${large.result[key]}`);
    }
    assert.equal(large.result.feeSchedules, small.result.feeSchedules, 'a second run adds no fee schedule row');
  });

  test('the billing seed run again on its own adds no credit note and moves no money', async () => {
    const money = `SELECT (SELECT count(*) FROM credit_notes)::int AS notes, (SELECT count(*) FROM expenses)::int AS expenses,
                          (SELECT sum(credited_amount + received_amount)::text FROM bills) AS money`;
    const before = await q(money);
    await seedBillsAtScale(t.db);
    assert.deepEqual(await q(money), before);
  });

  test('a line per billed case; every credit note status; each within what remained on its invoice', async () => {
    assert.equal(await one('SELECT count(*) FROM bill_lines'), runs[1].billed);
    const statuses = await q<{ status: string }>('SELECT DISTINCT status FROM credit_notes ORDER BY 1');
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['APPROVED', 'CANCELLED', 'DRAFT', 'ISSUED'],
    );
    const broken = await q<{ id: number }>(`
      SELECT b.id FROM bills b
      LEFT JOIN LATERAL (SELECT coalesce(sum(total) FILTER (WHERE status = 'ISSUED'), 0) AS issued,
                                coalesce(sum(total) FILTER (WHERE status IN ('DRAFT', 'APPROVED')), 0) AS pending
                         FROM credit_notes n WHERE n.bill_id = b.id) n ON true
      WHERE b.credited_amount <> n.issued OR b.total - b.received_amount - b.tds_deducted - b.credited_amount < n.pending
         OR b.received_amount < 0 OR (b.status = 'PAID' AND b.total - b.received_amount - b.tds_deducted - b.credited_amount <> 0)`);
    assert.deepEqual(broken, []);
    assert.equal(await one(`SELECT count(*) FROM credit_notes n JOIN bills b ON b.id = n.bill_id WHERE b.invoice_no IS NULL`), 0);
  });

  test('issued credit notes are numbered consecutively in their series, which continues from there', async () => {
    const series = await q<{ prefix: string; fy: string; nos: string[]; last_no: number }>(`
      SELECT i.prefix, i.fy, i.last_no, array_agg(n.credit_note_no ORDER BY n.credit_note_date, n.id) AS nos
      FROM credit_notes n JOIN bills b ON b.id = n.bill_id JOIN company_branches cb ON cb.id = b.company_branch_id
      JOIN invoice_series i ON i.gstin = coalesce(b.supplier_gstin, cb.gstin, '') AND i.prefix = cb.code || '/CN/'
        AND n.credit_note_no LIKE i.prefix || i.fy || '/%'
      WHERE n.status = 'ISSUED' GROUP BY 1, 2, 3`);
    assert.ok(series.length > 0);
    let numbered = 0;
    for (const s of series) {
      const serials = s.nos.map((no) => {
        assert.ok(isInvoiceNo(no), no);
        return Number(no.split('/').at(-1));
      });
      assert.deepEqual(
        serials,
        serials.map((_, i) => i + 1),
        `${s.prefix}${s.fy}`,
      );
      assert.equal(s.last_no, serials.length);
      numbered += serials.length;
    }
    assert.equal(numbered, await one(`SELECT count(*) FROM credit_notes WHERE status = 'ISSUED'`));
    assert.equal(await one(`SELECT count(*) FROM credit_notes WHERE status <> 'ISSUED' AND credit_note_no IS NOT NULL`), 0);
  });

  test('receipts: part payments with TDS, each equal to its allocations and to what its bill received', async () => {
    assert.ok((await one(`SELECT count(*) FROM bills WHERE status = 'PART_PAID' AND received_amount > 0 AND tds_deducted > 0`)) > 0);
    const off = await q<{ id: number }>(`
      SELECT b.id FROM bills b LEFT JOIN (SELECT bill_id, sum(amount) AS amount, sum(tds_amount) AS tds FROM receipt_allocations
                                          GROUP BY bill_id) a ON a.bill_id = b.id
      WHERE coalesce(a.amount, 0) <> b.received_amount OR coalesce(a.tds, 0) <> b.tds_deducted`);
    assert.deepEqual(off, []);
    assert.equal(
      await one(
        `SELECT count(*) FROM receipts r WHERE r.gross_amount <> (SELECT sum(amount) FROM receipt_allocations a WHERE a.receipt_id = r.id)`,
      ),
      0,
    );
  });

  test("case expenses in each status; a bill's approved expenses are its lines' expenses", async () => {
    const statuses = await q<{ status: string }>('SELECT DISTINCT status FROM expenses WHERE case_id IS NOT NULL ORDER BY 1');
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['APPROVED', 'PENDING', 'REJECTED'],
    );
    const off = await q<{ bill_id: number }>(`
      SELECT l.bill_id FROM bill_lines l
      LEFT JOIN (SELECT bill_id, case_id, sum(amount) AS amount FROM expenses WHERE bill_id IS NOT NULL GROUP BY 1, 2) e
        ON e.bill_id = l.bill_id AND e.case_id = l.case_id
      WHERE coalesce(e.amount, 0) <> l.expenses`);
    assert.deepEqual(off, []);
    assert.equal(await one(`SELECT count(*) FROM expenses WHERE bill_id IS NOT NULL AND status <> 'APPROVED'`), 0);
    assert.equal(await one(`SELECT count(*) FROM expenses WHERE status = 'REJECTED' AND reject_reason IS NULL`), 0);
  });

  test('the dashboard summaries and the unbilled totals still agree with the bills and cases (a rebuild changes nothing)', async () => {
    await t.handle.query('SELECT dash_fold()');
    const revenue = `SELECT lvl, bucket, company_branch_id, id, key, n, amount::text FROM dash_rollup
                     WHERE fact = 'revenue' AND (n <> 0 OR amount <> 0) ORDER BY 1, 2, 3, 4, 5`;
    const before = await q(revenue);
    const unbilled = 'SELECT dim, key, n::int, fee::text FROM unbilled_totals WHERE n <> 0 ORDER BY 1, 2';
    const kept = await q(unbilled);
    await t.handle.query('SELECT dash_rebuild()');
    await t.handle.query('SELECT unbilled_totals_rebuild()');
    assert.deepEqual(await q(revenue), before);
    assert.deepEqual(await q(unbilled), kept);
  });

  test('the list routes page through the generated rows', async () => {
    const lists = [
      { url: '/api/credit-notes', count: 'SELECT count(*) FROM credit_notes' },
      { url: '/api/expenses', count: 'SELECT count(*) FROM expenses' },
      { url: '/api/fee-schedules', count: 'SELECT count(*) FROM fee_schedules' },
      { url: '/api/bills/history', count: 'SELECT count(*) FROM bills' },
    ];
    for (const l of lists) {
      const total = await one(l.count);
      const first = await call(t, admin, 'GET', `${l.url}?page=1&pageSize=20`);
      assert.equal(first.status, 200, `${l.url}: ${JSON.stringify(first.body)}`);
      assert.equal(first.body.total, total, l.url);
      const last = Math.ceil(total / 20);
      const end = await call(t, admin, 'GET', `${l.url}?page=${last}&pageSize=20`);
      assert.equal(end.body.data.length, total - (last - 1) * 20, `${l.url} last page`);
      const ids = new Set([...first.body.data, ...end.body.data].map((r: { id: number }) => r.id));
      assert.equal(ids.size, first.body.data.length + (last > 1 ? end.body.data.length : 0), `${l.url}: pages overlap`);
    }
  });
});
