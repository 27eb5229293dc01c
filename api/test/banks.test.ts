// Bank and bank-branch masters: add / edit / delete with the spec's messages, the shared rules'
// messages, the checks that need other rows, and optimistic concurrency.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { fingerprint } from './kit-support';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: h });
/** The version a DELETE names (the API refuses one without it: 428). */
const branchVersion = async (branchId: number) => (await send('GET', `/api/bank-branches/${branchId}`)).json().data.version as number;

const BANK = {
  name: 'Janata Sahakari Bank',
  short_name: 'JSB',
  client_type: 'COOP_BANK',
  status: '1',
  empanelment_no: 'JSB/VAL/2024/17',
  tds_section: '194J(b)',
  empanelled_from: '2024-04-01',
  empanelled_to: '2029-03-31',
  default_tat_days: 6,
  realisable_pct: 90,
  distress_pct: 80.5,
};

test('bank: add, read, update and delete with the spec messages', async () => {
  let res = await send('POST', '/api/banks', BANK);
  assert.equal(res.statusCode, 201, res.body);
  const bank = res.json();
  assert.equal(bank.message, 'Added The New Bank!');
  assert.deepEqual(
    [bank.data.name, bank.data.client_type, bank.data.empanelled_to, bank.data.default_tat_days, bank.data.distress_pct, bank.data.version],
    ['Janata Sahakari Bank', 'COOP_BANK', '2029-03-31', 6, 80.5, 1],
  );
  assert.equal((await send('GET', `/api/banks/${bank.data.id}`)).json().data.short_name, 'JSB');
  res = await send('PUT', `/api/banks/${bank.data.id}`, { default_tat_days: 4, status: '0', version: 1 });
  assert.equal(res.json().message, 'Successfully Updated The Bank!');
  assert.deepEqual([res.json().data.default_tat_days, res.json().data.status, res.json().data.version], [4, '0', 2]);
  res = await send('DELETE', `/api/banks/${bank.data.id}?version=2`);
  assert.equal(res.json().message, 'Successfully Delete The Data!');
  assert.equal((await send('GET', `/api/banks/${bank.data.id}`)).statusCode, 404);
});

test('bank: the list answers the envelope, searches by name prefix and sorts', async () => {
  const res = await send('GET', '/api/banks?page=1&pageSize=5&search=hdfc');
  const body = res.json();
  assert.deepEqual([body.page, body.pageSize], [1, 5]);
  assert.ok(body.data.every((b: { name: string; short_name: string }) => /hdfc/i.test(b.name + b.short_name)));
  assert.ok(body.data.some((b: { name: string }) => b.name === 'HDFC Bank'));
  const sorted = (await send('GET', '/api/banks?page=1&pageSize=100&sort=default_tat_days&order=desc')).json().data;
  assert.ok(sorted[0].default_tat_days >= sorted.at(-1).default_tat_days);
});

test('bank: field messages of the shared description', async () => {
  const bad = async (body: object, field: string, message: string) => {
    const res = await send('POST', '/api/banks', { ...BANK, name: `Rule ${field} ${Math.random()}`, ...body });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().fields?.[field], message, res.body);
  };
  await bad({ name: '' }, 'name', 'Bank Name is required');
  await bad({ client_type: 'MUTUAL_FUND' }, 'client_type', 'Choose a valid Client Type');
  await bad(
    { empanelled_from: '2025-04-01', empanelled_to: '2025-03-31' },
    'empanelled_to',
    'Empanelled To cannot be before Empanelled From',
  );
  await bad(
    { empanelled_from: '2024-04-01', empanelled_to: '2029-04-01' },
    'empanelled_to',
    'A panel lasts at most 5 years: Empanelled To must be on or before 2029-03-31',
  );
  await bad({ empanelled_to: '2025-02-30' }, 'empanelled_to', 'Empanelled To must be a date (YYYY-MM-DD)');
  await bad({ default_tat_days: 0 }, 'default_tat_days', 'Default TAT (days) must be at least 1');
  await bad({ default_tat_days: 2.5 }, 'default_tat_days', 'Default TAT (days) must be a whole number');
  await bad({ realisable_pct: 101 }, 'realisable_pct', 'Realisable Value % must be at most 100');
  await bad({ realisable_pct: 90.125 }, 'realisable_pct', 'Realisable Value % can have at most 2 decimals');
  await bad({ realisable_pct: 70, distress_pct: 75 }, 'distress_pct', 'Distress Value % cannot be more than Realisable Value %');
  await bad({ tds_section: 'TDS please' }, 'tds_section', 'TDS Section: e.g. 194J(b) or 194C');
  const res = await send('POST', '/api/banks', { ...BANK, name: 'state bank of india' });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().fields.name, 'A bank named state bank of india already exists.');
});

test('bank: a bank with branches cannot be deleted; the server says why', async () => {
  const sbi = (await send('GET', '/api/banks?search=state%20bank')).json().data[0];
  const before = await fingerprint(t, 'banks');
  const res = await send('DELETE', `/api/banks/${sbi.id}?version=${sbi.version as number}`);
  assert.equal(res.statusCode, 409);
  assert.match(res.json().message, /^This bank still has \d+ branches; delete them first\.$/);
  assert.equal(await fingerprint(t, 'banks'), before);
});

test('bank and branch: a stale version gets 409 and never overwrites', async () => {
  const bank = (await send('POST', '/api/banks', { ...BANK, name: 'Stale Copy Bank' })).json().data;
  assert.equal((await send('PUT', `/api/banks/${bank.id}`, { short_name: 'FIRST', version: 1 })).statusCode, 200);
  const before = await fingerprint(t, 'banks');
  const res = await send('PUT', `/api/banks/${bank.id}`, { short_name: 'SECOND', version: 1 });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'This record was changed by someone else. Reload and try again.');
  assert.equal(await fingerprint(t, 'banks'), before);
  assert.equal((await send('DELETE', `/api/banks/${bank.id}?version=1`)).statusCode, 409);

  const branch = (await send('POST', '/api/bank-branches', { bank_id: bank.id, branch_name: 'Stale Road', status: '1' })).json().data;
  assert.equal((await send('PUT', `/api/bank-branches/${branch.id}`, { city: 'Pune', version: 1 })).statusCode, 200);
  const stale = await send('PUT', `/api/bank-branches/${branch.id}`, { city: 'Thane', version: 1 });
  assert.equal(stale.statusCode, 409);
  assert.equal((await send('GET', `/api/bank-branches/${branch.id}`)).json().data.city, 'Pune');
});

test('bank branch: add with normalised codes, joined names, state code; update; delete', async () => {
  const sbi = (await send('GET', '/api/banks?search=state%20bank')).json().data[0];
  const office = (await send('GET', '/api/lookups/company-branches')).json().data[0];
  let res = await send('POST', '/api/bank-branches', {
    bank_id: sbi.id,
    branch_name: 'Baner Road',
    branch_code: 'br-77',
    ifsc: 'sbin 0077 777',
    address: 'Baner Road, Pune',
    city: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411 045',
    gstin: '27aaacs1000k1zx',
    contact_name: 'R. Kulkarni',
    contact_mobile: '+91 98200 12345',
    contact_email: 'Baner@SBI.example.in',
    company_branch_id: office.id,
    status: '1',
  });
  assert.equal(res.statusCode, 400, 'a GSTIN with a wrong check character');
  assert.equal(res.json().fields.gstin, 'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV');
  res = await send('POST', '/api/bank-branches', {
    bank_id: sbi.id,
    branch_name: 'Baner Road',
    branch_code: 'br-77',
    ifsc: 'sbin 0077 777',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411 045',
    gstin: '27AAPFU0939F1ZV',
    contact_mobile: '+91 98200 12345',
    contact_email: 'Baner@SBI.example.in',
    company_branch_id: office.id,
    status: '1',
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json();
  assert.equal(b.message, 'Added The New Bank!');
  assert.deepEqual(
    [
      b.data.bank_name,
      b.data.branch_code,
      b.data.ifsc,
      b.data.pincode,
      b.data.state_code,
      b.data.contact_mobile,
      b.data.contact_email,
      b.data.company_branch_name,
      b.data.status,
    ],
    ['State Bank of India', 'BR-77', 'SBIN0077777', '411045', '27', '9820012345', 'baner@sbi.example.in', office.name, '1'],
  );
  res = await send('PUT', `/api/bank-branches/${b.data.id}`, { state: 'Karnataka', gstin: null, version: 1 });
  assert.equal(res.json().message, 'Successfully Updated The Bank!');
  assert.deepEqual([res.json().data.state_code, res.json().data.gstin], ['29', null]);
  res = await send('DELETE', `/api/bank-branches/${b.data.id}?version=2`);
  assert.equal(res.json().message, 'Successfully Delete The Data!');
});

test('bank branch: field messages, one name per bank, one IFSC per branch, the bank code of the IFSC', async () => {
  const sbi = (await send('GET', '/api/banks?search=state%20bank')).json().data[0];
  const bad = async (body: object, field: string, message: string | RegExp, status = 400) => {
    const res = await send('POST', '/api/bank-branches', { bank_id: sbi.id, branch_name: `Rule ${Math.random()}`, status: '1', ...body });
    assert.equal(res.statusCode, status, res.body);
    const got = res.json().fields?.[field];
    if (typeof message === 'string') assert.equal(got, message, res.body);
    else assert.match(got ?? '', message, res.body);
  };
  await bad({ bank_id: null }, 'bank_id', 'Bank is required');
  await bad({ bank_id: 999999 }, 'bank_id', 'Choose a valid Bank: the chosen one does not exist.');
  await bad({ branch_name: '  ' }, 'branch_name', 'Branch Name is required');
  await bad({ ifsc: 'SBIN1234567' }, 'ifsc', 'Enter a valid IFSC, e.g. SBIN0001234');
  await bad({ pincode: '012345' }, 'pincode', 'Enter a valid 6-digit pincode');
  await bad({ contact_mobile: '12345' }, 'contact_mobile', 'Enter a valid 10-digit mobile number');
  await bad({ contact_email: 'not-mail' }, 'contact_email', 'Invalid Email address');
  await bad({ state: 'Karnataka', gstin: '27AAPFU0939F1ZV' }, 'gstin', 'GSTIN must start with 29, the state code of Karnataka');
  await bad({ ifsc: 'HDFC0001234' }, 'ifsc', 'IFSC must start with SBIN, like the other branches of State Bank of India');
  await bad({ branch_name: 'andheri east' }, 'branch_name', 'This bank already has a branch named andheri east.', 409);
  const taken = (await send('GET', '/api/bank-branches?search=SBIN&pageSize=1')).json().data[0].ifsc;
  await bad({ ifsc: taken }, 'ifsc', 'IFSC is already in use.', 409);
});

test('bank branch: a branch with a bank-branch login cannot be deleted', async () => {
  const [{ id }] = await t.handle.query<{ id: number }>(`SELECT bank_branch_id AS id FROM branch_users WHERE email = 'branch@example.com'`);
  const res = await send('DELETE', `/api/bank-branches/${id}?version=${await branchVersion(id)}`);
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'This bank branch still has 1 bank-branch login; move or remove them first.');
  const [used] = await t.handle.query<{ id: number }>(
    `SELECT bank_branch_id AS id FROM cases WHERE bank_branch_id NOT IN (SELECT bank_branch_id FROM branch_users WHERE bank_branch_id IS NOT NULL) LIMIT 1`,
  );
  const inUse = await send('DELETE', `/api/bank-branches/${used.id}?version=${await branchVersion(used.id)}`);
  assert.equal(inUse.statusCode, 409);
  assert.match(inUse.json().message, /^This bank branch is still used by (cases|bills) \(\d+\); remove those first\.$/);
});
