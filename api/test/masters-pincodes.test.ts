// The pincode master: CRUD with the shared rules, the CSV import with its row-by-row report, the lookup.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

const csv = (text: string, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pincodes/import?confirm=valid-only',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: text,
  });

test('the demo seed holds real pincodes with their branch and engineers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/pincodes?search=bandra', headers: admin });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.ok(body.total >= 2);
  const east = body.data.find((r: { locality: string }) => r.locality === 'Bandra East');
  assert.equal(east.pincode, '400051');
  assert.equal(east.district, 'Mumbai Suburban');
  assert.equal(east.company_branch_name, 'Mumbai');
});

test('add, refuse a repeated locality, edit and delete a pincode', async () => {
  const add = await t.app.inject({
    method: 'POST',
    url: '/api/pincodes',
    headers: admin,
    payload: {
      pincode: '431 001',
      locality: 'Aurangpura',
      district: 'Chhatrapati Sambhajinagar',
      state: 'Maharashtra',
      company_branch_id: 2,
      status: '1',
    },
  });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Pincode!');
  const row = add.json().data;
  assert.equal(row.pincode, '431001');
  const dup = await t.app.inject({
    method: 'POST',
    url: '/api/pincodes',
    headers: admin,
    payload: { pincode: '431001', locality: 'AURANGPURA', district: 'X', state: 'Maharashtra', status: '1' },
  });
  assert.equal(dup.statusCode, 409);
  assert.equal(dup.json().fields.locality, 'Pincode 431001 already has the locality AURANGPURA.');
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/pincodes',
    headers: admin,
    payload: { pincode: '031001', locality: 'Nowhere', district: 'X', state: 'Maharashtra', status: '1' },
  });
  assert.equal(bad.statusCode, 400);
  assert.ok(bad.json().fields.pincode);
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/pincodes/${row.id}`,
    headers: admin,
    payload: { locality: 'Aurangpura Market', version: row.version },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  assert.equal(edit.json().message, 'Successfully Updated The Pincode!');
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/pincodes/${row.id}`,
    headers: { ...admin, 'if-match': edit.headers.etag! },
  });
  assert.equal(del.json().message, 'Successfully Delete The Data!');
});

test('the CSV import adds and updates valid rows and reports every refused row by line', async () => {
  const text = [
    'Pincode,Locality,District,State,Branch Code',
    '411 045,Baner,Pune,Maharashtra,pun',
    '"411046","Katraj, Old Village",Pune,maharashtra,',
    '400051,Bandra East,Mumbai Suburban,Maharashtra,MUM',
    '011001,Nowhere,Delhi,Delhi,DEL',
    '411047,,Pune,Maharashtra,PUN',
    '411048,Lohegaon,Pune,Atlantis,PUN',
    '411049,Wagholi,Pune,Maharashtra,ZZZ',
    '411045,BANER,Pune,Maharashtra,PUN',
  ].join('\r\n');
  const res = await csv(text);
  assert.equal(res.statusCode, 200, res.body);
  const r = res.json();
  assert.equal(r.rows, 8);
  assert.equal(r.inserted, 2);
  assert.equal(r.updated, 1);
  assert.deepEqual(
    r.errors.map((e: { line: number }) => e.line),
    [5, 6, 7, 8, 9],
  );
  assert.equal(r.errors[0].message, 'Enter a valid 6-digit pincode');
  assert.equal(r.errors[1].message, 'Locality is required');
  assert.match(r.errors[2].message, /Atlantis/);
  assert.match(r.errors[3].message, /ZZZ/);
  assert.equal(r.errors[4].message, 'Repeats line 2 (same pincode and locality)');
  assert.equal(r.message, 'Imported 3 of 8 rows: 2 added, 1 updated; 5 rows refused (see the report).');
  const list = (await t.app.inject({ method: 'GET', url: '/api/pincodes?search=katraj', headers: admin })).json();
  assert.equal(list.data[0].locality, 'Katraj, Old Village');
  assert.equal(list.data[0].state, 'Maharashtra');
});

test('a 20,000-row import finishes with its report', async () => {
  const lines = ['pincode,locality,district,state,branch_code'];
  for (let i = 0; i < 20_000; i++)
    lines.push(`${700000 + (i % 9000)},Locality ${i},District ${i % 40},West Bengal,${i % 500 === 0 ? 'NOPE' : ''}`);
  const res = await csv(lines.join('\n'));
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  const r = res.json();
  assert.equal(r.rows, 20_000);
  assert.equal(r.errors.length, 40);
  assert.equal(r.inserted, 19_960);
});

test('an import is refused whole when the file is not a pincode CSV', async () => {
  for (const [body, type, status] of [
    ['', 'text/csv', 400],
    ['pincode,foo\n400001,x', 'text/csv', 400],
    ['{"pincode":"400001"}', 'application/json', 415],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pincodes/import',
      headers: { ...admin, 'content-type': type },
      payload: body,
    });
    assert.equal(res.statusCode, status, `${type} ${body}: ${res.body}`);
  }
  assert.equal((await csv('pincode\n400001', employee)).statusCode, 403);
});

test('any signed-in user looks a pincode up: place, localities, servicing branch and engineers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes/400051', headers: employee });
  assert.equal(res.statusCode, 200, res.body);
  const d = res.json().data;
  assert.equal(d.district, 'Mumbai Suburban');
  assert.equal(d.state, 'Maharashtra');
  assert.deepEqual(d.localities, ['Bandra East']);
  assert.equal(d.company_branch_name, 'Mumbai');
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes/999999', headers: employee })).statusCode, 404);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes/04x', headers: employee })).statusCode, 400);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/pincodes', headers: employee })).statusCode, 403);
});

test('the pincodes lookup: pincodes starting with the typed digits (or matching a place), one per pincode, at most 20', async () => {
  const search = (q: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/lookups/pincodes?search=${encodeURIComponent(q)}`, headers });
  // 25 pincodes of this test's own (two localities for the first), one inactive.
  const pins = Array.from({ length: 25 }, (_, i) => `7990${String(i + 10)}`);
  await t.handle.query(
    `INSERT INTO pincodes (pincode, locality, district, state, status)
     SELECT p, 'Lookup Town ' || p, 'Lookupdistrict', 'Tripura', CASE WHEN p = '799034' THEN '0' ELSE '1' END FROM unnest($1::text[]) p`,
    [pins],
  );
  await t.handle.query(`INSERT INTO pincodes (pincode, locality, district, state) VALUES ('799010', 'Annex', 'Lookupdistrict', 'Tripura')`);

  const res = await search('7990');
  assert.equal(res.statusCode, 200, res.body);
  const found = res.json().data as { pincode: string; name: string; area: string; district: string; state: string }[];
  assert.deepEqual(
    found.map((r) => r.pincode),
    pins.slice(0, 20),
  );
  assert.deepEqual(found[0], {
    pincode: '799010',
    name: '799010 · Annex, Lookup Town 799010, Lookupdistrict',
    area: 'Annex, Lookup Town 799010',
    district: 'Lookupdistrict',
    state: 'Tripura',
  });
  // The inactive one is never offered; spaces typed in a pincode are ignored.
  assert.deepEqual(
    (await search('79903')).json().data.map((r: { pincode: string }) => r.pincode),
    ['799030', '799031', '799032', '799033'],
  );
  assert.deepEqual(
    (await search('799 011')).json().data.map((r: { pincode: string }) => r.pincode),
    ['799011'],
  );
  // Words find the place.
  assert.deepEqual(
    (await search('bandra east')).json().data.map((r: { pincode: string }) => r.pincode),
    ['400051'],
  );
  // The users form (user_creation_page) picks from it; a login without that right is refused.
  assert.equal((await search('4000', employee)).statusCode, 403);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes?search=4000' })).statusCode, 401);
});
