// Where a bill's amounts come from: the fee schedule's quote for a case without a fee, approved case
// expenses put on the bill, the expense receipt upload's type and size limits, and the unbilled
// list's bank-branch and engineer filters.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { billableGroups, call, draftBill } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

interface CaseFacts {
  id: number;
  case_no: string;
  bank_id: number;
  company_branch_id: number;
  property_type: string | null;
  fair_market_value: string | null;
}
const facts = async (id: number) =>
  (
    await t.handle.query<CaseFacts>(
      'SELECT id, case_no, bank_id, company_branch_id, property_type, fair_market_value FROM cases WHERE id = $1',
      [id],
    )
  )[0];
/** One unbilled, billable case not used by an earlier test. */
const used = new Set<number>();
async function freshCase(): Promise<CaseFacts> {
  const id = (await billableGroups(t)).flat().find((x) => !used.has(x));
  assert.ok(id, 'the demo data should have an unbilled released case');
  used.add(id);
  return facts(id);
}
const countOf = async (table: string) => (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe('a bill takes its fee from the fee schedule when the case has none', () => {
  test('the draft line carries the quote of GET /api/fee-schedules/quote, marked as quoted', async () => {
    const c = await freshCase();
    await t.handle.query('UPDATE cases SET fee = NULL, fair_market_value = 7500000 WHERE id = $1', [c.id]);
    // A slab of this bank that holds the value: 0.1 % with a floor, for every property type.
    const schedule = await call(t, admin, 'POST', '/api/fee-schedules', {
      bank_id: c.bank_id,
      value_from: 5_000_000,
      value_to: 9_000_000,
      basis: 'PERCENT',
      rate: 0.1,
      min_fee: 2500,
      status: '1',
    });
    assert.equal(schedule.status, 201, JSON.stringify(schedule.body));
    const quote = await call(
      t,
      admin,
      'GET',
      `/api/fee-schedules/quote?bank_id=${c.bank_id}&value=7500000${c.property_type ? `&property_type=${encodeURIComponent(c.property_type)}` : ''}`,
    );
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    assert.ok(quote.body.data.fee > 0, JSON.stringify(quote.body));

    const draft = await draftBill(t, admin, [c.id]);
    const bill = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    assert.equal(bill.lines.length, 1);
    assert.equal(bill.lines[0].fee, quote.body.data.fee);
    assert.equal(bill.lines[0].fee_state, 'QUOTED');
    assert.equal(bill.lines[0].quoted_fee, quote.body.data.fee);
    assert.equal(bill.taxable_value, quote.body.data.fee + bill.lines[0].expenses);
  });

  test('a quoted fee edited on the draft is overridden: refused without a reason, marked overridden with it', async () => {
    const c = await freshCase();
    await t.handle.query('UPDATE cases SET fee = NULL, fair_market_value = 7500000 WHERE id = $1', [c.id]);
    const draft = await draftBill(t, admin, [c.id]);
    const before = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    const [line] = before.lines;
    assert.equal(line.fee_state, 'QUOTED', JSON.stringify(line));
    const edited = { id: line.id, fee: line.quoted_fee + 500, expenses: line.expenses };

    const refused = await call(t, admin, 'PUT', `/api/bills/${draft.id}`, { version: before.version, lines: [edited] });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.match(JSON.stringify(refused.body), /needs a reason/);
    const unchanged = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    assert.equal(unchanged.lines[0].fee, line.quoted_fee);
    assert.equal(unchanged.lines[0].fee_state, 'QUOTED');

    const saved = await call(t, admin, 'PUT', `/api/bills/${draft.id}`, {
      version: before.version,
      lines: [{ ...edited, fee_override_reason: 'Agreed with the branch for a second visit' }],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = saved.body.data.lines[0];
    assert.equal(after.fee, line.quoted_fee + 500);
    assert.equal(after.fee_state, 'OVERRIDDEN');
    assert.equal(after.quoted_fee, line.quoted_fee, 'the quote it was drafted with is kept');
    assert.equal(after.fee_override_reason, 'Agreed with the branch for a second visit');
    assert.equal(saved.body.data.taxable_value, line.quoted_fee + 500 + line.expenses);

    // Back to the quote: quoted again, and the reason goes.
    const back = await call(t, admin, 'PUT', `/api/bills/${draft.id}`, {
      version: saved.body.data.version,
      lines: [{ ...edited, fee: line.quoted_fee, fee_override_reason: 'no longer needed' }],
    });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal(back.body.data.lines[0].fee_state, 'QUOTED');
    assert.equal(back.body.data.lines[0].fee_override_reason, null);
  });

  test('no fee and no schedule row for it: refused with the reason, nothing written', async () => {
    const c = await freshCase();
    await t.handle.query('UPDATE cases SET fee = NULL, fair_market_value = 1 WHERE id = $1', [c.id]);
    const kept = await t.handle.query<{ id: number }>(`SELECT id FROM fee_schedules WHERE bank_id = $1 AND status = '1'`, [c.bank_id]);
    await t.handle.query(`UPDATE fee_schedules SET status = '0' WHERE bank_id = $1`, [c.bank_id]);
    try {
      const bills = await countOf('bills');
      const r = await call(t, admin, 'POST', '/api/bills', { case_ids: [c.id] });
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(
        JSON.stringify(r.body),
        new RegExp(`Case ${c.case_no.replace(/\//g, '\\/')} has no fee and the fee schedule has none for it`),
      );
      assert.equal(await countOf('bills'), bills);
    } finally {
      await t.handle.query(`UPDATE fee_schedules SET status = '1' WHERE id = ANY($1::int[])`, [kept.map((k) => k.id)]);
    }
  });

  test('a case with its own fee keeps it (not marked quoted)', async () => {
    const c = await freshCase();
    const [{ fee }] = await t.handle.query<{ fee: string }>('SELECT fee FROM cases WHERE id = $1', [c.id]);
    const draft = await draftBill(t, admin, [c.id]);
    const bill = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    assert.equal(bill.lines[0].fee, Number(fee));
    assert.equal(bill.lines[0].fee_state, 'CASE');
    assert.equal(bill.lines[0].quoted_fee, null);
  });
});

describe('expenses', () => {
  test('an approved case expense goes on the bill and is then closed to edits', async () => {
    const c = await freshCase();
    // The demo data may already have approved expenses on this case; they go on the bill too.
    const [{ prior }] = await t.handle.query<{ prior: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS prior FROM expenses WHERE case_id = $1 AND status = 'APPROVED' AND bill_id IS NULL`,
      [c.id],
    );
    const created = await call(t, admin, 'POST', '/api/expenses', {
      expense_date: '2026-11-02',
      company_branch_id: c.company_branch_id,
      case_no: c.case_no,
      category: 'TRAVEL',
      amount: 1234.5,
      description: 'Site visit taxi',
      status: 'PENDING',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id;
    const pending = (await call(t, admin, 'GET', `/api/expenses/${id}`)).body.data;
    const approved = await call(t, admin, 'PUT', `/api/expenses/${id}`, { ...own(pending), case_no: c.case_no, status: 'APPROVED' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));

    const unbilled = await call(t, admin, 'GET', `/api/bills/unbilled?bank_id=${c.bank_id}&pageSize=500`);
    const row = unbilled.body.data.find((x: { id: number }) => x.id === c.id);
    assert.ok(row, 'the case is on the unbilled list');
    assert.equal(row.expenses, prior + 1234.5);

    const draft = await draftBill(t, admin, [c.id]);
    const bill = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    assert.equal(bill.lines[0].expenses, prior + 1234.5);
    const [{ bill_id }] = await t.handle.query<{ bill_id: number }>('SELECT bill_id FROM expenses WHERE id = $1', [id]);
    assert.equal(bill_id, draft.id);
    const listed = (await call(t, admin, 'GET', `/api/expenses/${id}`)).body.data;
    assert.equal(listed.billed_invoice_no, `Bill ${draft.id}`);

    const edit = await call(t, admin, 'PUT', `/api/expenses/${id}`, { ...own(listed), amount: 1, status: 'APPROVED' });
    assert.equal(edit.status, 409, JSON.stringify(edit.body));
    assert.equal(edit.body.message, 'This expense is already on a bill and cannot be changed.');
    const del = await call(t, admin, 'DELETE', `/api/expenses/${id}?version=${listed.version as number}`);
    assert.equal(del.status, 409);
    const [{ amount }] = await t.handle.query<{ amount: string }>('SELECT amount FROM expenses WHERE id = $1', [id]);
    assert.equal(Number(amount), 1234.5);
  });

  test('the receipt upload takes a PDF and refuses a wrong type or an oversize file, storing nothing', async () => {
    const fields = { expense_date: '2026-11-03', company_branch_id: '1', category: 'COURIER', amount: '250', status: 'PENDING' };
    const send = (files: Parameters<typeof multipart>[1]) => {
      const m = multipart(fields, files);
      return t.app.inject({ method: 'POST', url: '/api/expenses', headers: { ...admin, ...m.headers }, payload: m.payload });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await send([{ field: 'receipt_file', filename: 'receipt.pdf', type: 'application/pdf', content: pdf }]);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().data.receipt_file.name, 'receipt.pdf');

    const before = await countOf('expenses');
    const refused: [string, Parameters<typeof multipart>[1]][] = [
      [
        'an executable',
        [{ field: 'receipt_file', filename: 'receipt.exe', type: 'application/x-msdownload', content: Buffer.from('MZ\x90\x00') }],
      ],
      [
        'text claiming to be a PDF',
        [{ field: 'receipt_file', filename: 'receipt.pdf', type: 'application/pdf', content: Buffer.from('just text') }],
      ],
      [
        'an HTML page',
        [{ field: 'receipt_file', filename: 'r.html', type: 'text/html', content: Buffer.from('<html><script>1</script>') }],
      ],
      [
        'a PDF over 5 MB',
        [
          {
            field: 'receipt_file',
            filename: 'big.pdf',
            type: 'application/pdf',
            content: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)] as unknown as Uint8Array[]),
          },
        ],
      ],
      ['a file in an unknown field', [{ field: 'photo', filename: 'x.pdf', type: 'application/pdf', content: pdf }]],
    ];
    for (const [what, files] of refused) {
      const res = await send(files);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${what}: ${res.statusCode} ${res.body}`);
    }
    assert.equal(await countOf('expenses'), before, 'no refused upload created an expense');
  });
});

describe('unbilled filters', () => {
  test('by bank branch and by site engineer, with their choices', async () => {
    const [c] = await t.handle.query<{ bank_id: number; bank_branch_id: number; site_engineer_id: number }>(
      `SELECT bank_id, bank_branch_id, site_engineer_id FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL
         AND status <> 'CANCELLED' AND fee IS NOT NULL AND site_engineer_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    assert.ok(c, 'the demo data has an unbilled case with an engineer');
    const choices = await call(t, admin, 'GET', `/api/bills/unbilled/choices?bank_id=${c.bank_id}`);
    assert.equal(choices.status, 200, JSON.stringify(choices.body));
    assert.ok(choices.body.data.bank_branches.some((b: { id: number }) => b.id === c.bank_branch_id));
    assert.ok(choices.body.data.engineers.length > 0);
    const byBranch = await call(t, admin, 'GET', `/api/bills/unbilled?bank_branch_id=${c.bank_branch_id}&pageSize=500`);
    assert.ok(byBranch.body.total > 0);
    assert.ok(byBranch.body.data.every((x: { bank_branch_id: number }) => x.bank_branch_id === c.bank_branch_id));
    // The fee total to the paisa, as the cases hold it (summed in paise by the list).
    const [{ fee }] = await t.handle.query<{ fee: string }>(
      `SELECT sum(fee)::text AS fee FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL
         AND status <> 'CANCELLED' AND fee IS NOT NULL AND bank_branch_id = $1`,
      [c.bank_branch_id],
    );
    assert.equal(byBranch.body.fee_total, Number(fee));
    assert.equal(
      byBranch.body.fee_total,
      byBranch.body.data.reduce((s: number, x: { fee: number }) => Math.round(s * 100 + x.fee * 100) / 100, 0),
    );
    const byEngineer = await call(t, admin, 'GET', `/api/bills/unbilled?engineer_id=${c.site_engineer_id}&pageSize=500`);
    assert.ok(byEngineer.body.total > 0);
    const ids = byEngineer.body.data.map((x: { id: number }) => x.id);
    const engineers = await t.handle.query<{ site_engineer_id: number }>(
      'SELECT DISTINCT site_engineer_id FROM cases WHERE id = ANY($1::int[])',
      [ids],
    );
    assert.deepEqual(
      engineers.map((e) => e.site_engineer_id),
      [c.site_engineer_id],
    );
    const bad = await call(t, admin, 'GET', '/api/bills/unbilled/choices?bank_id=abc');
    assert.equal(bad.status, 400);
    const emp = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    assert.equal((await call(t, emp, 'GET', '/api/bills/unbilled/choices')).status, 403);
  });
});

describe('unbilled totals (kept as cases move, migration 0911)', () => {
  const sqlTotals = async (extra = '', params: unknown[] = []) =>
    (
      await t.handle.query<{ n: number; fee: string | null }>(
        `SELECT count(*)::int AS n, sum(fee)::text AS fee FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL
           AND status <> 'CANCELLED' AND fee IS NOT NULL ${extra}`,
        params,
      )
    )[0];
  const listTotals = async (query = '') => {
    const r = await call(t, admin, 'GET', `/api/bills/unbilled?pageSize=1${query}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return { n: r.body.total as number, fee: r.body.fee_total as number };
  };

  test('the whole list and one bank agree with a count, and follow a case billed and its bill cancelled', async () => {
    const c = await freshCase();
    const [{ fee }] = await t.handle.query<{ fee: string }>('SELECT fee FROM cases WHERE id = $1', [c.id]);
    const all = await sqlTotals();
    assert.deepEqual(await listTotals(), { n: all.n, fee: Number(all.fee) });
    const bank = await sqlTotals('AND bank_id = $1', [c.bank_id]);
    assert.deepEqual(await listTotals(`&bank_id=${c.bank_id}`), { n: bank.n, fee: Number(bank.fee) });

    const draft = await draftBill(t, admin, [c.id]);
    const billed = await listTotals();
    assert.equal(billed.n, all.n - 1);
    assert.equal(Math.round(billed.fee * 100), Math.round((Number(all.fee) - Number(fee)) * 100));
    const bill = (await call(t, admin, 'GET', `/api/bills/${draft.id}`)).body.data;
    const cancelled = await call(t, admin, 'POST', `/api/bills/${draft.id}/move`, {
      to: 'CANCELLED',
      version: bill.version,
      comment: 'Raised for the wrong branch',
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.deepEqual(await listTotals(), { n: all.n, fee: Number(all.fee) });
  });

  test('a filter the table does not keep (bank and pincode) is counted', async () => {
    const [c] = await t.handle.query<{ bank_id: number; pincode: string }>(
      `SELECT bank_id, pincode FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL AND status <> 'CANCELLED'
         AND fee IS NOT NULL AND pincode IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const want = await sqlTotals('AND bank_id = $1 AND pincode = $2', [c.bank_id, c.pincode]);
    assert.deepEqual(await listTotals(`&bank_id=${c.bank_id}&pincode=${c.pincode}`), { n: want.n, fee: Number(want.fee) });
  });
});

/** The fields of a read expense that a PUT sends back. */
function own(row: Record<string, unknown>) {
  const keys = ['version', 'expense_date', 'company_branch_id', 'category', 'amount', 'description'];
  return Object.fromEntries(keys.filter((k) => row[k] !== null && row[k] !== undefined).map((k) => [k, row[k]]));
}
