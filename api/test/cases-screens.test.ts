// What the case screens show staff: the top bar's search (a case number's last digits, a bank's
// name), the Stage Review list for an administrator and a reviewer, a cancelled case's TAT, and
// engineers by their full names.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const send = (h: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: h });
const create = async () => {
  const res = await send(who.admin, 'POST', '/api/cases', caseBody(places));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; version: number; case_no: string; bank_name: string };
};
type Found = { id: number; case_no: string; bank_name: string; matched: string };
const find = async (q: string) => {
  const res = await send(who.admin, 'GET', `/api/cases/find?view=wip&q=${encodeURIComponent(q)}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Found[];
};

test('the top bar finds a work-in-progress case by the last digits of its number and by its bank’s name', async () => {
  const c = await create();
  await t.handle.query(`UPDATE cases SET status = 'WIP' WHERE id = $1`, [c.id]);
  const digits = c.case_no.slice(-4);
  const byNumber = await find(digits);
  assert.ok(byNumber.length > 0 && byNumber.length <= 8);
  const mine = byNumber.find((f) => f.id === c.id);
  assert.equal(mine?.matched, 'case_no', JSON.stringify(byNumber));
  for (const f of byNumber.filter((r) => r.matched === 'case_no')) assert.ok(f.case_no.endsWith(digits), f.case_no);

  const [bank] = await t.handle.query<{ name: string }>('SELECT name FROM banks WHERE id = $1', [places.bank_id]);
  const word = bank.name.split(' ')[0].toLowerCase();
  const byBank = await find(word);
  const banked = byBank.filter((f) => f.matched === 'bank');
  assert.ok(banked.length > 0, JSON.stringify(byBank));
  for (const f of banked) assert.ok(f.bank_name.toLowerCase().includes(word), f.bank_name);
  // Newest first within the bank's cases: the case just initiated leads.
  assert.equal(banked[0].id, c.id);

  // A case outside the page's states is not offered.
  await t.handle.query(`UPDATE cases SET status = 'INITIATED' WHERE id = $1`, [c.id]);
  assert.ok(!(await find(c.case_no.slice(-6))).some((f) => f.id === c.id));
  // Too few digits to be worth offering, and an unknown view, are refused or empty.
  assert.ok((await find('7')).every((f) => f.matched !== 'case_no'));
  assert.equal((await send(who.admin, 'GET', '/api/cases/find?view=all&q=x')).statusCode, 400);
});

test('Stage Review: an administrator sees every case awaiting review, a reviewer their own level', async () => {
  const c = await create();
  await t.handle.query(`UPDATE cases SET status = 'STAGE_REVIEW', review_level = 1, levels_needed = 2 WHERE id = $1`, [c.id]);
  // The demo administrator's own role is Level-3: their list is still every level.
  await t.handle.query(`UPDATE users SET role = 'Level-3' WHERE id = $1`, [who.adminId]);
  const listed = async (h: Record<string, string>) => {
    const res = await send(h, 'GET', `/api/cases?view=review&search=${encodeURIComponent(c.case_no)}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { id: number }[]).some((r) => r.id === c.id);
  };
  try {
    assert.equal(await listed(who.admin), true, 'administrator');
    assert.equal(await listed(who.level[0]), true, 'level-1 reviewer');
    assert.equal(await listed(who.level[1]), false, 'level-2 reviewer');
  } finally {
    await t.handle.query(`UPDATE users SET role = 'N/A' WHERE id = $1`, [who.adminId]);
  }
});

test('a cancelled case shows Cancelled, not a TAT state; the engineer is named in full', async () => {
  let c = await create();
  // Two engineers may share a first name: the surname tells them apart.
  await t.handle.query(`UPDATE users SET surname = 'Kulkarni' WHERE id = $1`, [who.engineerId]);
  const allocated = await send(who.admin, 'POST', `/api/cases/${c.id}/moves`, {
    move: 'allocate',
    version: c.version,
    site_engineer_id: who.engineerId,
  });
  assert.equal(allocated.statusCode, 200, allocated.body);
  c = allocated.json().data;
  const [engineer] = await t.handle.query<{ full: string }>(
    `SELECT trim(name || ' ' || coalesce(surname, '')) AS full FROM users WHERE id = $1`,
    [who.engineerId],
  );
  const row = async () => {
    const res = await send(who.admin, 'GET', `/api/cases?search=${encodeURIComponent(c.case_no)}`);
    return (res.json().data as { id: number; engineer_name: string; tat_state: string }[]).find((r) => r.id === c.id)!;
  };
  assert.match(engineer.full, / Kulkarni$/);
  assert.equal((await row()).engineer_name, engineer.full);
  assert.equal((await send(who.admin, 'GET', `/api/cases/${c.id}`)).json().data.engineer_name, engineer.full);
  assert.notEqual((await row()).tat_state, 'CANCELLED');
  const cancelled = await send(who.admin, 'POST', `/api/cases/${c.id}/moves`, {
    move: 'cancel',
    version: c.version,
    comment: 'Loan withdrawn',
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json().data.tat_state, 'CANCELLED');
  assert.equal((await row()).tat_state, 'CANCELLED');
});
