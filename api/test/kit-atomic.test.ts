// Every write through the kit is all or nothing: its hooks, its history rows and its numbering run
// in one transaction, and its uploads reach the store only inside it (removed when it fails). Each
// hook, and the store itself, is made to fail in turn; nothing of the write may remain.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { registeredResources, type ResourceOptions } from '../src/kit/index';
import type { FileStore } from '../src/files/index';
import { bearer, login, makeTestApp, multipart, storedFiles, type TestApp } from './helpers';
import { fingerprint } from './kit-support';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const receipt = [{ field: 'receipt_file', filename: 'receipt.pdf', type: 'application/pdf', content: PDF }];
const fields = { expense_date: '2026-11-03', company_branch_id: '1', category: 'COURIER', amount: '250', status: 'PENDING' };

const optionsOf = (name: string) => registeredResources().find((r) => r.desc.name === name)!;
type Hook = 'beforeWrite' | 'afterWrite' | 'beforeDelete';

/** Runs `work` with one hook of the resource doing its own work and then failing. */
async function failing<T>(r: ResourceOptions, hook: Hook, work: () => Promise<T>): Promise<T> {
  const original = r[hook] as ((ctx: never) => unknown) | undefined;
  (r as unknown as Record<Hook, unknown>)[hook] = async (ctx: never) => {
    await original?.(ctx);
    throw new Error(`${hook} failed on purpose`);
  };
  try {
    return await work();
  } finally {
    (r as unknown as Record<Hook, unknown>)[hook] = original;
  }
}

/** Runs `work` with the file store storing each file and then failing (the file is there to clean up). */
async function storeFailing<T>(r: ResourceOptions, work: () => Promise<T>): Promise<T> {
  const files = r.files as FileStore & { put: FileStore['put'] };
  const put = files.put;
  files.put = async (key, source) => {
    await put(key, source);
    throw new Error('the store failed on purpose');
  };
  try {
    return await work();
  } finally {
    files.put = put;
  }
}

/** What a write may leave behind: the rows, the history, the numbering and the files. */
const state = async (tables: string[]) => ({
  rows: await Promise.all(tables.map((table) => fingerprint(t, table))),
  // Staging folders left out: a request cleans its own.
  files: await storedFiles(t, { staging: false }),
});

const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string>, files = receipt) => {
  const m = multipart(form, files);
  return t.app.inject({ method, url, headers: { ...h, ...m.headers }, payload: m.payload });
};

test('expenses: a create with its receipt and history row leaves nothing when a hook or the store fails', async () => {
  const expenses = optionsOf('expenses');
  const tables = ['expenses', 'billing_history'];
  const clean = await state(tables);
  for (const hook of ['beforeWrite', 'afterWrite'] as const) {
    const res = await failing(expenses, hook, () => send('POST', '/api/expenses', fields));
    assert.equal(res.statusCode, 500, `${hook}: ${res.body}`);
    assert.deepEqual(await state(tables), clean, `${hook} failed: nothing remains`);
  }
  const res = await storeFailing(expenses, () => send('POST', '/api/expenses', fields));
  assert.equal(res.statusCode, 500, res.body);
  assert.deepEqual(await state(tables), clean, 'the store failed: nothing remains');

  // The same write, nothing failing: the row, its history row and its file are all there.
  const ok = await send('POST', '/api/expenses', fields);
  assert.equal(ok.statusCode, 201, ok.body);
  const now = await state(tables);
  assert.notDeepEqual(now.rows, clean.rows);
  assert.equal(now.files.length, clean.files.length + 1);
  const [{ n }] = await t.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM billing_history WHERE entity = 'expense' AND entity_id = $1`,
    [ok.json().data.id],
  );
  assert.equal(n, 1, 'the history row of the create');
});

test('expenses: an update (new receipt, status move with its history row) and a delete leave nothing when a hook or the store fails', async () => {
  const expenses = optionsOf('expenses');
  const made = await send('POST', '/api/expenses', fields);
  assert.equal(made.statusCode, 201, made.body);
  const { id, version } = made.json().data as { id: number; version: number };
  const tables = ['expenses', 'billing_history'];
  const clean = await state(tables);
  const change = { version: String(version), status: 'REJECTED', reject_reason: 'No stamp on the receipt' };
  for (const hook of ['beforeWrite', 'afterWrite'] as const) {
    const res = await failing(expenses, hook, () => send('PUT', `/api/expenses/${id}`, change));
    assert.equal(res.statusCode, 500, `${hook}: ${res.body}`);
    assert.deepEqual(await state(tables), clean, `${hook} failed: nothing remains`);
  }
  const res = await storeFailing(expenses, () => send('PUT', `/api/expenses/${id}`, change));
  assert.equal(res.statusCode, 500, res.body);
  assert.deepEqual(await state(tables), clean, 'the store failed: nothing remains, the old receipt kept');

  const del = await failing(expenses, 'beforeDelete', () =>
    t.app.inject({ method: 'DELETE', url: `/api/expenses/${id}`, headers: { ...h, 'if-match': `"${version}"` } }),
  );
  assert.equal(del.statusCode, 500, del.body);
  assert.deepEqual(await state(tables), clean, 'beforeDelete failed: the record and its receipt remain');

  const ok = await send('PUT', `/api/expenses/${id}`, change);
  assert.equal(ok.statusCode, 200, ok.body);
  const now = await state(tables);
  assert.notDeepEqual(now.rows, clean.rows);
  assert.equal(now.files.length, clean.files.length, 'the new receipt replaced the old one');
  assert.notDeepEqual(now.files, clean.files);
});

test('tickets: a create whose numbering fails leaves no ticket without a number', async () => {
  const tickets = optionsOf('tickets');
  const clean = await state(['tickets']);
  const res = await failing(tickets, 'afterWrite', () =>
    t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: h,
      payload: { subject: 'Printer on the 2nd floor jams', type: 'IT', priority: 'HIGH', description: 'Jams on every A3 job.' },
    }),
  );
  assert.equal(res.statusCode, 500, res.body);
  assert.deepEqual(await state(['tickets']), clean);
  const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE ticket_no IS NULL`);
  assert.equal(n, 0);
});

test('offer letters: a create whose PDF is stored and then fails leaves no letter and no PDF', async () => {
  const letters = optionsOf('offer-letters');
  const [{ id: employee }] = await t.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'employee@example.com'");
  const offer = { user_id: employee, designation: 'Site Engineer', joining_date: '2026-01-05', salary: 500000, issued_on: '2025-12-01' };
  const post = () => t.app.inject({ method: 'POST', url: '/api/offer-letters', headers: h, payload: offer });
  const clean = await state(['hr_letters']);
  for (const hook of ['beforeWrite', 'afterWrite'] as const) {
    const res = await failing(letters, hook, post);
    assert.equal(res.statusCode, 500, `${hook}: ${res.body}`);
    assert.deepEqual(await state(['hr_letters']), clean, `${hook} failed: no letter, no PDF`);
  }
  const ok = await post();
  assert.equal(ok.statusCode, 201, ok.body);
  assert.equal((await state(['hr_letters'])).files.length, clean.files.length + 1, 'the PDF of a letter that was saved');
});
