// The approval matrix (/api/approval-matrix, right matrix_management) and its use by the cases API:
// the bank's own rule before "any bank", slabs by fair market value, one level without a rule.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds } from './kit-support';
import { caseLogins, demoPlaces } from './cases-support';
import { levelsFor } from '../src/modules/cases/moves';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

test('rules by bank and slab decide the levels a case needs', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const add = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/approval-matrix', headers: who.admin, payload: body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  // Start from an empty matrix (the demo seed has its own rules).
  await t.handle.query('DELETE FROM approval_matrix');
  assert.equal(await levelsFor(t.db, places.bank_id, 5_000_000), 1);
  const any = await add({ bank_id: null, value_from: 0, value_to: 10_000_000, levels: 2, status: '1' });
  assert.equal(any.message, 'Added The New Approval Rule!');
  await add({ bank_id: null, value_from: 10_000_000, value_to: null, levels: 3, status: '1' });
  assert.equal(await levelsFor(t.db, places.bank_id, 5_000_000), 2);
  assert.equal(await levelsFor(t.db, places.bank_id, 10_000_000), 3);
  await add({ bank_id: places.bank_id, value_from: 0, value_to: 20_000_000, levels: 1, status: '1' });
  assert.equal(await levelsFor(t.db, places.bank_id, 15_000_000), 1);
  assert.equal(await levelsFor(t.db, places.bank_id + 1, 15_000_000), 3);
  const list = (await t.app.inject({ method: 'GET', url: '/api/approval-matrix?sort=value_from&order=asc', headers: who.admin })).json();
  assert.equal(list.total, 3);
  assert.ok(list.data.some((r: { bank_name: string }) => r.bank_name === 'Any bank'));
  // Inactive rules do not count.
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/approval-matrix/${any.data.id}`,
    headers: who.admin,
    payload: { status: '0', version: 1 },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await levelsFor(t.db, places.bank_id + 1, 5_000_000), 1);
  // Employees do not manage the matrix.
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/approval-matrix', headers: who.engineer })).statusCode, 403);
});

test('malformed rules are refused and change nothing', async () => {
  const who = await caseLogins(t);
  const valid = { bank_id: null, value_from: 0, value_to: 5_000_000, levels: 2, remarks: 'Up to 50 lakh', status: '1' };
  const before = await fingerprint(t, 'approval_matrix');
  const list = [
    ...malformedBodies(valid, { text: 'remarks', fk: 'bank_id', option: 'status', number: 'levels' }).filter(
      (c) => c.name !== 'blank required text' && c.name !== 'empty object',
    ),
    // (An empty body is a valid rule: every required field has a default: any bank, from 0, one level.)
    { name: 'slab upside down', payload: { ...valid, value_to: 100, value_from: 200 }, status: 400 },
    { name: 'four levels', payload: { ...valid, levels: 4 }, status: 400 },
    { name: 'zero levels', payload: { ...valid, levels: 0 }, status: 400 },
  ];
  assert.ok(list.length >= 20, String(list.length));
  for (const c of list) await expectRefused(t, who.admin, { method: 'POST', url: '/api/approval-matrix' }, c);
  assert.equal(await fingerprint(t, 'approval_matrix'), before);
});

test('malformed updates and deletes of a rule are refused and change nothing', async () => {
  const who = await caseLogins(t);
  const valid = { bank_id: null, value_from: 0, value_to: 5_000_000, levels: 2, remarks: 'Up to 50 lakh', status: '1' };
  const created = await t.app.inject({ method: 'POST', url: '/api/approval-matrix', headers: who.admin, payload: valid });
  assert.equal(created.statusCode, 201, created.body);
  const rule = created.json().data;
  const url = `/api/approval-matrix/${rule.id}`;
  const before = await fingerprint(t, 'approval_matrix');
  const body = { ...valid, version: rule.version };
  const updates = [
    ...malformedBodies(body, { text: 'remarks', fk: 'bank_id', option: 'status', number: 'levels' }).filter(
      (c) => c.name !== 'blank required text' && c.name !== 'empty object',
    ),
    { name: 'slab upside down', payload: { ...body, value_to: 100, value_from: 200 }, status: 400 },
    { name: 'four levels', payload: { ...body, levels: 4 }, status: 400 },
    { name: 'stale version', payload: { ...body, levels: 3, version: rule.version + 5 }, status: 409 },
    ...malformedIds('/api/approval-matrix', 'PUT', body),
  ];
  assert.ok(updates.length >= 20, String(updates.length));
  for (const c of updates) await expectRefused(t, who.admin, { method: 'PUT', url }, c);
  const deletes = malformedIds('/api/approval-matrix', 'DELETE');
  for (const c of deletes) await expectRefused(t, who.admin, { method: 'DELETE', url }, c);
  // Without the right: an engineer can neither change nor delete the rule.
  await expectRefused(t, who.engineer, { method: 'PUT', url }, { name: 'no right', payload: { ...body, levels: 3 }, status: 403 });
  await expectRefused(t, who.engineer, { method: 'DELETE', url }, { name: 'no right', status: 403 });
  assert.equal(await fingerprint(t, 'approval_matrix'), before);
  await expectRefused(t, who.admin, { method: 'DELETE', url }, { name: 'no version', status: 428 });
  const del = await t.app.inject({ method: 'DELETE', url, headers: { ...who.admin, 'if-match': `"${rule.version as number}"` } });
  assert.equal(del.statusCode, 200, del.body);
});
