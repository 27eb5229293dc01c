// Frozen once submitted (issue 25): a case under review refuses workbench edits with 409 naming the
// state; rework reopens it; each submission is a numbered revision approved per level; the levels
// follow the approval matrix for the value of each revision; the diff and the field history say
// field, old, new and who.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

test('a case under review is frozen; rework reopens it; revisions, levels, diff and history', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  // This bank's matrix for the test: below 50 lakh one level, from 50 lakh three.
  await t.handle.query(`UPDATE approval_matrix SET status = '0' WHERE bank_id = $1`, [places.bank_id]);
  await t.handle.query(
    `INSERT INTO approval_matrix (bank_id, value_from, value_to, levels, remarks) VALUES ($1, 0, 5000000, 1, 'rev test'), ($1, 5000000, NULL, 3, 'rev test')`,
    [places.bank_id],
  );
  const send = (h: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: h });
  let c = (await send(who.admin, 'POST', '/api/cases', { ...caseBody(places), ignore_duplicates: true })).json().data;
  const step = async (h: Record<string, string>, move: string, extra: object = {}) => {
    const res = await send(h, 'POST', `/api/cases/${c.id}/moves`, { move, version: c.version, ...extra });
    assert.equal(res.statusCode, 200, `${move}: ${res.body}`);
    c = res.json().data;
  };
  const save = async (values: object) => send(who.admin, 'PUT', `/api/cases/${c.id}`, { version: c.version, ...values });
  await step(who.admin, 'allocate', { site_engineer_id: who.engineerId });
  await step(who.engineer, 'visit');
  await step(who.admin, 'start');
  let res = await save({ fair_market_value: 4_000_000, carpet_area: 500 });
  assert.equal(res.statusCode, 200, res.body);
  c = res.json().data;
  await step(who.admin, 'submit');
  assert.equal(c.levels_needed, 1);
  assert.equal(c.revision_no, 1);

  // Frozen: 409 naming the state, nothing changes.
  res = await save({ fair_market_value: 9_000_000 });
  assert.equal(res.statusCode, 409, res.body);
  assert.equal(res.json().message, 'The case is in Stage review: its valuation is frozen for review. Return it for rework to change it.');
  res = await save({ observations: 'typo fix' });
  assert.equal(res.statusCode, 409, 'every report field is frozen, not only the figures');
  // Held from review: still frozen, naming the state it is in.
  await step(who.admin, 'hold', { comment: 'waiting for the plan' });
  res = await save({ carpet_area: 510 });
  assert.equal(res.statusCode, 409);
  assert.match(res.json().message, /^The case is in On hold:/);
  await step(who.admin, 'resume');
  const [stored] = await t.handle.query<{ fmv: string }>(`SELECT fair_market_value AS fmv FROM cases WHERE id = $1`, [c.id]);
  assert.equal(Number(stored.fmv), 4_000_000);

  // Rework reopens; the new value crosses the matrix: three levels for revision 2.
  await step(who.level[0], 'rework', { comment: 'Carpet area per plan is 560' });
  await step(who.admin, 'resubmit');
  res = await save({ fair_market_value: 6_200_000, carpet_area: 560 });
  assert.equal(res.statusCode, 200, res.body);
  c = res.json().data;
  await step(who.admin, 'submit');
  assert.equal(c.levels_needed, 3, 'levels re-evaluated for the new value');
  assert.equal(c.revision_no, 2);
  await step(who.level[0], 'approve');
  res = await send(who.level[1], 'POST', `/api/cases/${c.id}/moves`, { move: 'release', version: c.version });
  assert.equal(res.statusCode, 409, `level 2 of 3 cannot release: ${res.body}`);
  await step(who.level[1], 'approve');
  await step(who.level[2], 'release');

  const revs = (await send(who.level[1], 'GET', `/api/cases/${c.id}/revisions`)).json().data;
  assert.deepEqual(
    revs.revisions.map((r: { revision_no: number; levels_needed: number; approvals: { level: number }[] }) => [
      r.revision_no,
      r.levels_needed,
      r.approvals.map((a) => a.level),
    ]),
    [
      [1, 1, []],
      [2, 3, [1, 2, 3]],
    ],
  );
  const [admin] = await t.handle.query<{ name: string }>(
    `SELECT trim(name || ' ' || coalesce(surname, '')) AS name FROM users WHERE email = 'admin@example.com'`,
  );
  const diff = revs.revisions[1].diff.map((d: Record<string, unknown>) => [d.label, d.old_value, d.new_value, d.changed_by_name]);
  assert.deepEqual(
    diff.filter((d: unknown[]) => ['Fair Market Value', 'Carpet Area'].includes(String(d[0]))).sort(),
    [
      ['Carpet Area', '500', '560', admin.name],
      ['Fair Market Value', '4000000', '6200000', admin.name],
    ],
    JSON.stringify(revs.revisions[1].diff),
  );
  // Field history: every save of every tracked field, in order.
  const fmv = revs.changes.filter((h: { field: string }) => h.field === 'fair_market_value');
  assert.deepEqual(
    fmv.map((h: Record<string, unknown>) => [h.old_value, h.new_value, h.changed_by_name]),
    [
      [null, '4000000', admin.name],
      ['4000000', '6200000', admin.name],
    ],
  );
  // Released: frozen for good.
  assert.equal((await save({ fair_market_value: 1 })).statusCode, 409);
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/revisions` })).statusCode, 401);
});

test('a lapsed panel: flagged in the lists, released only with an acknowledgement and a reason kept in the history', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const send = (h: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: h });
  let c = (await send(who.admin, 'POST', '/api/cases', { ...caseBody(places), ignore_duplicates: true })).json().data;
  const step = async (h: Record<string, string>, move: string, extra: object = {}) => {
    const res = await send(h, 'POST', `/api/cases/${c.id}/moves`, { move, version: c.version, ...extra });
    assert.equal(res.statusCode, 200, `${move}: ${res.body}`);
    c = res.json().data;
  };
  await step(who.admin, 'allocate', { site_engineer_id: who.engineerId });
  await step(who.engineer, 'visit');
  await step(who.admin, 'start');
  c = (await send(who.admin, 'PUT', `/api/cases/${c.id}`, { version: c.version, fair_market_value: 1_500_000 })).json().data;
  await step(who.admin, 'submit');
  const [bank] = await t.handle.query<{ name: string }>(
    `UPDATE banks SET empanelled_from = DATE '2021-04-01', empanelled_to = DATE '2026-03-31' WHERE id = $1 RETURNING name`,
    [places.bank_id],
  );
  await t.handle.query(`UPDATE cases SET levels_needed = 1 WHERE id = $1`, [c.id]);
  const list = (await send(who.admin, 'GET', `/api/cases?view=review&search=${encodeURIComponent(c.case_no)}`)).json();
  const row = list.data.find((r: { id: number }) => r.id === c.id);
  assert.deepEqual([row?.panel_lapsed, row?.panel_note], [true, 'Lapsed 2026-03-31'], JSON.stringify(list).slice(0, 500));
  const message = `The empanelment with ${bank.name} lapsed on 2026-03-31: tick the acknowledgement and give a reason to release.`;
  for (const body of [{}, { comment: 'Bank asked in writing' }, { acknowledge_lapsed_panel: true }]) {
    const res = await send(who.level[0], 'POST', `/api/cases/${c.id}/moves`, { move: 'release', version: c.version, ...body });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().message, message);
  }
  await step(who.level[0], 'release', { acknowledge_lapsed_panel: true, comment: 'Renewal under process, bank asked in writing' });
  assert.equal(c.status, 'RELEASED');
  assert.equal(
    c.history.at(-1).comment,
    'Released with the empanelment lapsed on 2026-03-31. Reason: Renewal under process, bank asked in writing',
  );
});
