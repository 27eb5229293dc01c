// Table-driven: every billing write route gets at least 20 malformed requests (wrong types, missing
// fields, oversize text, unknown ids, SQL and script fragments, illegal moves). Each must be a 4xx
// with a message, never a 5xx, and change no data.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';

const TABLES = [
  'bills',
  'bill_lines',
  'receipts',
  'receipt_allocations',
  'credit_notes',
  'fee_schedules',
  'expenses',
  'billing_history',
  'invoice_series',
  'cases',
];

let t: TestApp;
let headers: Record<string, string>;
let prints: string[];
let ids: {
  note: number;
  billedExpense: number;
  draft: number;
  draftVersion: number;
  issued: number;
  issuedVersion: number;
  bank: number;
  unbilled: number;
  fee: number;
  expense: number;
};
before(async () => {
  t = await makeTestApp();
  headers = bearer(await login(t.app, 'admin@example.com'));
  const [draft] = await t.handle.query<{ id: number; version: number }>(
    `INSERT INTO bills (invoice_date, company_branch_id, bank_id, recipient_name) VALUES (biz_day(now()), 1, 1, 'Draft for refusals') RETURNING id, version`,
  );
  const [issued] = await t.handle.query<{ id: number; version: number; bank_id: number }>(
    `SELECT id, version, bank_id FROM bills WHERE status = 'ISSUED' ORDER BY id LIMIT 1`,
  );
  const [unbilled] = await t.handle.query<{ id: number }>(
    `SELECT id FROM cases WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL AND fee IS NOT NULL LIMIT 1`,
  );
  const [fee] = await t.handle.query<{ id: number }>(
    `INSERT INTO fee_schedules (bank_id, basis, rate) VALUES (1, 'FLAT', 3000) RETURNING id`,
  );
  const [expense] = await t.handle.query<{ id: number }>(`SELECT id FROM expenses ORDER BY id LIMIT 1`);
  const [note] = await t.handle.query<{ id: number }>(
    `INSERT INTO credit_notes (credit_note_date, bill_id, reason, taxable_value, total) VALUES ('2026-01-05', $1, 'RATE_ERROR', 10, 11.8) RETURNING id`,
    [issued.id],
  );
  const [billed] = await t.handle.query<{ id: number }>(
    `INSERT INTO expenses (expense_date, company_branch_id, category, amount, description, status, bill_id) VALUES ('2026-01-05', 1, 'COURIER', 120, 'Billed courier', 'APPROVED', $1) RETURNING id`,
    [issued.id],
  );
  ids = {
    note: note.id,
    billedExpense: billed.id,
    draft: draft.id,
    draftVersion: draft.version,
    issued: issued.id,
    issuedVersion: issued.version,
    bank: issued.bank_id,
    unbilled: unbilled.id,
    fee: fee.id,
    expense: expense.id,
  };
  prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
});
after(() => t.close());

const common = (valid: Record<string, unknown>, text: string): Malformed[] =>
  malformedBodies(valid, { text }).filter(
    (c) => !['blank required text', 'NUL character'].includes(c.name) || typeof valid[text] === 'string',
  );

function routes() {
  const draft = { case_ids: [ids.unbilled] };
  const update = { version: ids.draftVersion, recipient_name: 'SBI, Andheri East' };
  const move = { to: 'INITIATED', version: ids.draftVersion, comment: 'ok' };
  const receipt = { bank_id: ids.bank, receipt_date: '2026-01-15', mode: 'NEFT', reference: 'UTR-1', gross_amount: 100, tds_amount: 0 };
  const credit = { bill_id: ids.issued, reason: 'FEE_REVISION', taxable_value: 100 };
  const fee = { bank_id: 1, basis: 'FLAT', rate: 3000, value_from: 0, status: '1' };
  const expense = {
    expense_date: '2026-01-10',
    company_branch_id: 1,
    category: 'TRAVEL',
    amount: 250,
    description: 'Auto to site',
    status: 'PENDING',
  };
  const r: { name: string; method: 'POST' | 'PUT' | 'DELETE'; url: string; cases: Malformed[] }[] = [
    {
      name: 'POST /api/bills',
      method: 'POST',
      url: '/api/bills',
      cases: [
        ...malformedBodies(draft, { text: 'case_ids', list: 'case_ids' }).filter(
          (c) => !['blank required text', 'list of numbers'].includes(c.name),
        ),
        { name: 'unknown case', payload: { case_ids: [99999999] }, status: 404 },
        { name: 'case not released', payload: { case_ids: [1, ids.unbilled] } },
        { name: 'case ids of text', payload: { case_ids: ['1'] }, status: 400 },
        { name: 'case id zero', payload: { case_ids: [0] }, status: 400 },
        { name: 'same case twice', payload: { case_ids: [ids.unbilled, ids.unbilled] }, status: 400 },
        { name: '201 cases', payload: { case_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, status: 400 },
        { name: 'override without reason', payload: { ...draft, overrides: [{ case_id: ids.unbilled, fee: 10 }] }, status: 400 },
        { name: 'override of another case', payload: { ...draft, overrides: [{ case_id: 1, fee: 10, reason: 'Agreed' }] }, status: 400 },
        {
          name: 'override fee with 3 decimals',
          payload: { ...draft, overrides: [{ case_id: ids.unbilled, fee: 10.005, reason: 'Agreed' }] },
          status: 400,
        },
        { name: 'impossible due date', payload: { ...draft, due_date: '2026-02-30' }, status: 400 },
        { name: 'SQL as due date', payload: { ...draft, due_date: "now()'--" }, status: 400 },
      ],
    },
    {
      name: 'PUT /api/bills/:id',
      method: 'PUT',
      url: `/api/bills/${ids.draft}`,
      cases: [
        ...common(update, 'recipient_name'),
        ...malformedIds('/api/bills', 'PUT', update),
        { name: 'stale version', payload: { ...update, version: 99 }, status: 409 },
        { name: 'no version', payload: { recipient_name: 'X Bank' }, status: 428 },
        { name: 'bad GSTIN', payload: { ...update, recipient_gstin: '27AAPFU0939F1Z' }, status: 400 },
        { name: 'place of supply as name', payload: { ...update, place_of_supply: 'Maharashtra' }, status: 400 },
        { name: 'unknown TDS section', payload: { ...update, tds_section: '194Z' }, status: 400 },
        { name: 'TDS rate over 100', payload: { ...update, tds_rate: 101 }, status: 400 },
        { name: 'line of another bill', payload: { ...update, lines: [{ id: 1, fee: 10, expenses: 0 }] }, status: 400 },
        { name: 'issued bill edited', url: `/api/bills/${ids.issued}`, payload: { ...update, version: ids.issuedVersion }, status: 409 },
      ],
    },
    {
      name: 'POST /api/bills/:id/move',
      method: 'POST',
      url: `/api/bills/${ids.draft}/move`,
      cases: [
        ...common(move, 'to'),
        ...malformedIds('/api/bills', 'PUT', move).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/move` })),
        { name: 'skip a level', payload: { ...move, to: 'APPROVED' }, status: 409 },
        { name: 'straight to issued', payload: { ...move, to: 'ISSUED' }, status: 409 },
        { name: 'to paid by hand', url: `/api/bills/${ids.issued}/move`, payload: { to: 'PAID', version: ids.issuedVersion }, status: 403 },
        { name: 'unknown status', payload: { ...move, to: 'BOGUS' }, status: 400 },
        { name: 'cancel without reason', payload: { to: 'CANCELLED', version: ids.draftVersion }, status: 400 },
        { name: 'stale version', payload: { ...move, version: 42 }, status: 409 },
      ],
    },
    {
      name: 'POST /api/bills/issue',
      method: 'POST',
      url: '/api/bills/issue',
      cases: [
        ...malformedBodies({ ids: [ids.draft] }, { text: 'ids', list: 'ids' }).filter(
          (c) => !['blank required text', 'list of numbers'].includes(c.name),
        ),
        { name: 'a draft', payload: { ids: [ids.draft] }, status: 409 },
        { name: 'an issued bill', payload: { ids: [ids.issued] }, status: 409 },
        { name: 'unknown bill', payload: { ids: [99999999] }, status: 404 },
        { name: 'empty ids', payload: { ids: [] }, status: 400 },
      ],
    },
    {
      name: 'POST /api/receipts',
      method: 'POST',
      url: '/api/receipts',
      cases: [
        ...malformedBodies(receipt, { text: 'reference', fk: 'bank_id', option: 'mode', date: 'receipt_date', number: 'gross_amount' }),
        { name: 'negative amount', payload: { ...receipt, gross_amount: -5 }, status: 400 },
        { name: 'nothing received', payload: { ...receipt, gross_amount: 0, tds_amount: 0 }, status: 400 },
        { name: 'three decimals', payload: { ...receipt, gross_amount: 1.001 }, status: 400 },
        {
          name: 'allocation to a bill of another bank',
          payload: { ...receipt, allocations: [{ bill_id: ids.draft, amount: 100, tds_amount: 0 }] },
          status: 400,
        },
        {
          name: 'allocation short of the receipt',
          payload: { ...receipt, allocations: [{ bill_id: ids.issued, amount: 50, tds_amount: 0 }] },
          status: 400,
        },
        { name: 'more than all open bills', payload: { ...receipt, gross_amount: 9_999_999_999 }, status: 400 },
      ],
    },
    {
      name: 'POST /api/credit-notes',
      method: 'POST',
      url: '/api/credit-notes',
      cases: [
        ...malformedBodies(credit, { text: 'reason', fk: 'bill_id', option: 'reason', number: 'taxable_value' }).filter(
          (c) => c.name !== 'blank required text',
        ),
        { name: 'zero value', payload: { ...credit, taxable_value: 0 }, status: 400 },
        { name: 'above the remainder', payload: { ...credit, taxable_value: 9_999_999 }, status: 400, message: 'more than what remains' },
        { name: 'against a draft', payload: { ...credit, bill_id: ids.draft }, status: 400 },
      ],
    },
    {
      name: 'POST /api/credit-notes/:id/move',
      method: 'POST',
      url: `/api/credit-notes/${ids.note}/move`,
      cases: [
        ...common({ to: 'APPROVED', version: 1 }, 'to'),
        ...malformedIds('/api/credit-notes', 'PUT', { to: 'APPROVED', version: 1 }).map((c) => ({
          ...c,
          method: 'POST' as const,
          url: `${c.url}/move`,
        })),
        { name: 'straight to issued', payload: { to: 'ISSUED', version: 1 }, status: 409 },
        { name: 'back to draft', payload: { to: 'DRAFT', version: 1 }, status: 409 },
        { name: 'unknown status', payload: { to: 'VOID', version: 1 }, status: 400 },
        { name: 'cancel without reason', payload: { to: 'CANCELLED', version: 1 }, status: 400 },
        { name: 'stale version', payload: { to: 'APPROVED', version: 7 }, status: 409 },
      ],
    },
    {
      name: 'POST /api/fee-schedules',
      method: 'POST',
      url: '/api/fee-schedules',
      cases: [
        ...malformedBodies(fee, { text: 'basis', fk: 'bank_id', option: 'basis', number: 'rate' }).filter(
          (c) => !['blank required text', 'NUL character', 'oversize text (100k)', 'text as number'].includes(c.name),
        ),
        { name: 'percent over 100', payload: { ...fee, basis: 'PERCENT', rate: 150 }, status: 400 },
        { name: 'max below min', payload: { ...fee, min_fee: 5000, max_fee: 1000 }, status: 400 },
        { name: 'slab upside down', payload: { ...fee, value_from: 500000, value_to: 100000 }, status: 400 },
      ],
    },
    {
      name: 'PUT /api/fee-schedules/:id',
      method: 'PUT',
      url: `/api/fee-schedules/${ids.fee}`,
      cases: [
        ...malformedIds('/api/fee-schedules', 'PUT', { ...fee, version: 1 }),
        { name: 'stale version', payload: { ...fee, version: 9 }, status: 409 },
        { name: 'no version', payload: fee, status: 428 },
        { name: 'percent over 100', payload: { ...fee, basis: 'PERCENT', rate: 150, version: 1 }, status: 400 },
        { name: 'unknown bank', payload: { ...fee, bank_id: 99999, version: 1 }, status: 400 },
        { name: 'rate as text', payload: { ...fee, rate: '10', version: 1 }, status: 400 },
        { name: 'unknown field', payload: { ...fee, version: 1, id: 5 }, status: 400 },
        { name: 'negative min fee', payload: { ...fee, version: 1, min_fee: -1 }, status: 400 },
      ],
    },
    {
      name: 'POST /api/expenses',
      method: 'POST',
      url: '/api/expenses',
      cases: [
        ...malformedBodies(expense, {
          text: 'category',
          fk: 'company_branch_id',
          option: 'category',
          date: 'expense_date',
          number: 'amount',
        }),
        { name: 'unknown case no', payload: { ...expense, case_no: 'ZZZ/9999/000001' }, status: 400 },
        { name: 'rejected without reason', payload: { ...expense, status: 'REJECTED' }, status: 400 },
        { name: 'zero amount', payload: { ...expense, amount: 0 }, status: 400 },
      ],
    },
    {
      name: 'PUT /api/expenses/:id',
      method: 'PUT',
      url: `/api/expenses/${ids.expense}`,
      cases: [
        ...malformedIds('/api/expenses', 'PUT', { ...expense, version: 1 }),
        { name: 'stale version', payload: { ...expense, version: 99 }, status: 409 },
        { name: 'amount as text', payload: { ...expense, amount: '250', version: 1 }, status: 400 },
        { name: 'script as category', payload: { ...expense, category: '<script>', version: 1 }, status: 400 },
        { name: 'unknown field', payload: { ...expense, version: 1, bill_id: 1 }, status: 400 },
        { name: 'rejected without reason', payload: { ...expense, status: 'REJECTED', version: 1 }, status: 400 },
        { name: 'date in another format', payload: { ...expense, expense_date: '10/01/2026', version: 1 }, status: 400 },
        { name: 'NUL in description', payload: { ...expense, description: 'a\u0000b', version: 1 }, status: 400 },
      ],
    },
    {
      name: 'DELETE /api/expenses/:id',
      method: 'DELETE',
      url: `/api/expenses/${ids.billedExpense}`,
      cases: deleteCases('/api/expenses', ids.billedExpense),
    },
    {
      name: 'DELETE /api/fee-schedules/:id',
      method: 'DELETE',
      url: `/api/fee-schedules/${ids.fee}`,
      cases: deleteCases('/api/fee-schedules', ids.fee),
    },
  ];
  return r;
}

/** Malformed deletes: bad ids, bad or stale versions; the billed expense may not go at all. */
function deleteCases(path: string, id: number): Malformed[] {
  return [
    ...malformedIds(path, 'DELETE'),
    ...['0', '-1', 'abc', '1.5', '%27%20OR%201%3D1', 'x1'].map((v) => ({
      name: `version ${v}`,
      url: `${path}/${id}?version=${v}`,
      status: 400,
    })),
    { name: 'stale version', url: `${path}/${id}?version=99`, status: 409 },
    { name: 'no version', url: `${path}/${id}`, status: 428 },
    ...(path === '/api/expenses'
      ? [{ name: 'an expense on a bill', url: `${path}/${id}?version=1`, status: 409, message: 'on a bill' }]
      : [{ name: 'unknown id with version', url: `${path}/99999999?version=1`, status: 404 }]),
  ];
}

describe('billing write routes refuse malformed requests', () => {
  test('every route has at least 20 cases; each is a 4xx with a message', async () => {
    for (const r of routes()) {
      assert.ok(r.cases.length >= 20, `${r.name}: ${r.cases.length} cases`);
      for (const c of r.cases) await expectRefused(t, headers, { method: r.method, url: r.url }, c);
    }
  });

  test('no data changed', async () => {
    assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  });
});
