// Valuation cases over HTTP: initiate (number, TAT, duplicates), list, read with history, the
// workbench, every move of the flow by the right people, refusals and concurrency.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';
import { foldDashboards } from '../src/modules/dashboard/fold';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const send = (h: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: h });
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await send(who.admin, 'POST', '/api/cases', caseBody(places, extra));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
};
const move = (h: Record<string, string>, c: { id: number; version: number }, m: string, extra: object = {}) =>
  send(h, 'POST', `/api/cases/${c.id}/moves`, { move: m, version: c.version, ...extra });
const moved = async (h: Record<string, string>, c: { id: number; version: number }, m: string, extra: object = {}) => {
  const res = await move(h, c, m, extra);
  assert.equal(res.statusCode, 200, `${m}: ${res.body}`);
  return res.json().data;
};

test('initiate: a case number per office and year, the TAT due from the bank, the bank’s percentages, one history row', async () => {
  const before = Date.now();
  const c = await create();
  assert.match(c.case_no, new RegExp(`^MUM/[0-9]{4}/[0-9]{6}$`));
  assert.equal(c.status, 'INITIATED');
  assert.equal(c.site_contact_mobile, '9820011223');
  assert.deepEqual(c.co_applicants, ['Meher Testwala']);
  const due = new Date(c.tat_due_at).getTime();
  assert.ok(due >= before + places.tat * 86_400_000 && due <= before + (places.tat + 6) * 86_400_000, c.tat_due_at);
  const [bank] = await t.handle.query<{ realisable_pct: string }>('SELECT realisable_pct FROM banks WHERE id = $1', [places.bank_id]);
  assert.equal(c.realisable_pct, Number(bank.realisable_pct));
  assert.equal(c.history.length, 1);
  assert.deepEqual([c.history[0].from_status, c.history[0].to_status], [null, 'INITIATED']);
  assert.deepEqual(c.moves, ['allocate', 'hold', 'query', 'cancel']);
  const next = await create();
  assert.equal(Number(next.case_no.slice(-6)), Number(c.case_no.slice(-6)) + 1);
});

test('duplicates: same bank reference, same applicant and pincode, near-identical address; the user may continue', async () => {
  const first = await create();
  const again = caseBody(places, { bank_ref_no: first.bank_ref_no.toLowerCase() });
  let res = await send(who.admin, 'POST', '/api/cases', again);
  assert.equal(res.statusCode, 409);
  assert.match(res.json().message, new RegExp(first.case_no));
  assert.deepEqual(
    res.json().duplicates.map((d: { id: number; reasons: string[] }) => [d.id, d.reasons]),
    [[first.id, ['BANK_REF']]],
  );
  res = await send(who.admin, 'POST', '/api/cases/duplicates', {
    applicant_name: first.applicant_name.toUpperCase(),
    pincode: '400076',
    property_address: first.property_address.replace('Flat', 'Flat No.').replace(',', ''),
  });
  const hit = res.json().data.find((d: { id: number }) => d.id === first.id);
  assert.deepEqual(hit.reasons.sort(), ['ADDRESS', 'APPLICANT_PINCODE']);
  res = await send(who.admin, 'POST', '/api/cases', { ...again, ignore_duplicates: true });
  assert.equal(res.statusCode, 201, res.body);
});

test('the whole flow by the right people, with a rework, the approval matrix and the history', async () => {
  await t.handle.query(`INSERT INTO approval_matrix (bank_id, value_from, value_to, levels) VALUES ($1, 0, 100000000, 2)`, [
    places.bank_id,
  ]);
  let c = await create();
  // The engineer cannot allocate; the coordinator allocates to the engineer with an appointment.
  assert.equal((await move(who.engineer, c, 'allocate', { site_engineer_id: who.engineerId })).statusCode, 403);
  c = await moved(who.admin, c, 'allocate', { site_engineer_id: who.engineerId, appointment_at: '2030-01-02T05:30:00.000Z' });
  assert.equal(c.engineer_name, 'Employee User');
  assert.equal(c.appointment_at, '2030-01-02T05:30:00.000Z');
  // The engineer's queue shows it; the engineer marks the visit.
  const mine = (await send(who.engineer, 'GET', '/api/cases?view=mine&pageSize=100')).json();
  assert.ok(mine.data.some((r: { id: number }) => r.id === c.id));
  c = await moved(who.engineer, c, 'visit');
  c = await moved(who.admin, c, 'start');
  // Submitting needs the value; the workbench saves it and derives realisable / distress values.
  assert.equal((await move(who.admin, c, 'submit')).statusCode, 400);
  let res = await send(who.admin, 'PUT', `/api/cases/${c.id}`, {
    version: c.version,
    fair_market_value: 8_500_000,
    rate_adopted: 12_500,
    area_unit: 'SQFT',
    carpet_area: 680,
    built_up_area: 816,
    seismic_zone: 'III',
    flood_prone: 'N',
    owners: [{ name: 'Zubin Testwala', share: '100%' }],
  });
  assert.equal(res.statusCode, 200, res.body);
  c = res.json().data;
  assert.equal(c.realisable_value, Math.round((8_500_000 * c.realisable_pct) / 100));
  assert.equal(c.distress_value, Math.round((8_500_000 * c.distress_pct) / 100));
  c = await moved(who.admin, c, 'submit');
  assert.deepEqual([c.status, c.review_level, c.levels_needed], ['STAGE_REVIEW', 1, 2]);
  // Level 1 returns it: the comment is required; level 2 may not act at level 1.
  assert.equal((await move(who.level[1], c, 'rework', { comment: 'x' })).statusCode, 403);
  res = await move(who.level[0], c, 'rework', { comment: '  ' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Say what needs rework.');
  c = await moved(who.level[0], c, 'rework', { comment: 'Carpet area does not match the plan' });
  c = await moved(who.admin, c, 'resubmit');
  c = await moved(who.admin, c, 'submit');
  // Level 1 cannot release a two-level case; approves to level 2; level 2 releases.
  res = await move(who.level[0], c, 'release');
  assert.equal(res.statusCode, 409);
  assert.match(res.json().message, /needs 2 levels/);
  c = await moved(who.level[0], c, 'approve');
  assert.equal(c.review_level, 2);
  c = await moved(who.level[1], c, 'release');
  assert.equal(c.status, 'RELEASED');
  assert.match(c.report_no, /^MUM\/R\/[0-9]{4}\/[0-9]{6}$/);
  assert.ok(c.released_at);
  // A released case is frozen.
  res = await send(who.admin, 'PUT', `/api/cases/${c.id}`, { version: c.version, fair_market_value: 1 });
  assert.equal(res.statusCode, 409);
  c = await moved(who.admin, c, 'dispatch');
  c = await moved(who.admin, c, 'close');
  const steps = c.history.map(
    (h: { from_status: string | null; to_status: string; to_level: number | null }) =>
      `${h.from_status ?? '-'}>${h.to_status}${h.to_level ? `@${h.to_level}` : ''}`,
  );
  assert.deepEqual(steps, [
    '->INITIATED',
    'INITIATED>ALLOCATED',
    'ALLOCATED>SITE_VISIT',
    'SITE_VISIT>WIP',
    'WIP>STAGE_REVIEW@1',
    'STAGE_REVIEW>REWORK',
    'REWORK>WIP',
    'WIP>STAGE_REVIEW@1',
    'STAGE_REVIEW>STAGE_REVIEW@2',
    'STAGE_REVIEW>RELEASED@2',
    'RELEASED>DISPATCHED@2',
    'DISPATCHED>CLOSED@2',
  ]);
  assert.equal(c.history[5].comment, 'Carpet area does not match the plan');
  assert.equal(c.history[5].changed_by_name?.length > 0, true);
  assert.ok(Object.keys(c.stage_seconds).includes('WIP'));
  assert.deepEqual(c.moves, []);
});

test('hold needs a reason and resumes where it was; cancel needs a reason', async () => {
  let c = await create();
  c = await moved(who.admin, c, 'allocate', { site_engineer_id: who.engineerId });
  const res = await move(who.admin, c, 'hold');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'A reason is required to put a case on hold.');
  c = await moved(who.admin, c, 'hold', { comment: 'Bank asked to wait for the sanction' });
  assert.deepEqual([c.status, c.held_from, c.status_comment], ['ON_HOLD', 'ALLOCATED', 'Bank asked to wait for the sanction']);
  const held = (await send(who.admin, 'GET', '/api/cases?view=hold&pageSize=100')).json();
  assert.ok(held.data.some((r: { id: number }) => r.id === c.id));
  // A hold made before held_from was kept (the seeded ones) resumes to the state its history names.
  await t.handle.query('UPDATE cases SET held_from = NULL WHERE id = $1', [c.id]);
  assert.equal((await send(who.admin, 'GET', `/api/cases/${c.id}`)).json().data.held_from, 'ALLOCATED');
  c = await moved(who.admin, c, 'resume');
  assert.deepEqual([c.status, c.held_from], ['ALLOCATED', null]);
  assert.equal((await move(who.admin, c, 'cancel')).statusCode, 400);
  c = await moved(who.admin, c, 'cancel', { comment: 'Loan withdrawn' });
  assert.equal(c.status, 'CANCELLED');
});

test('refused moves: 409 naming both states; a stale version is 409; nothing changes', async () => {
  const c = await create();
  let res = await move(who.admin, c, 'dispatch');
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'Cannot move a case from Initiated to Dispatched.');
  res = await move(who.admin, { id: c.id, version: c.version + 5 }, 'allocate', { site_engineer_id: who.engineerId });
  assert.equal(res.statusCode, 409);
  assert.match(res.json().message, /changed by someone else/);
  const again = (await send(who.admin, 'GET', `/api/cases/${c.id}`)).json().data;
  assert.deepEqual([again.status, again.version, again.history.length], ['INITIATED', 1, 1]);
  assert.equal((await send(who.admin, 'GET', '/api/cases/99999999')).statusCode, 404);
});

test('two users moving the same case at once: one wins, the other gets 409, one history row', async () => {
  // The second user: a member of staff (not the admin) who may cancel cases.
  const [other] = await t.handle.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN page_rights r ON r.user_id = u.id AND r.page_name = 'initiated_case_page' AND r.view_status = '1'
     WHERE u.kind = 'employee' AND u.status = '1' AND u.id <> $1 ORDER BY u.id LIMIT 1`,
    [who.adminId],
  );
  assert.ok(other, 'the demo data has a member of staff who may cancel cases');
  const staff = bearer(await login(t.app, other.email, '/api/employeelogin'));
  const c = await create();
  const [a, b] = await Promise.all([
    move(who.admin, c, 'allocate', { site_engineer_id: who.engineerId }),
    move(staff, c, 'cancel', { comment: 'Duplicate request' }),
  ]);
  assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409], `${a.body} / ${b.body}`);
  const loser = a.statusCode === 409 ? a : b;
  assert.match(loser.json().message, /./);
  const rows = await t.handle.query<{ to_status: string; changed_by: number }>(
    'SELECT to_status, changed_by FROM case_status_history WHERE case_id = $1 ORDER BY id',
    [c.id],
  );
  // The initiation, then the winner's move only, made by the winner.
  assert.equal(rows.length, 2);
  assert.deepEqual(
    rows[1],
    a.statusCode === 200 ? { to_status: 'ALLOCATED', changed_by: who.adminId } : { to_status: 'CANCELLED', changed_by: other.id },
  );
});

test('lists: views, filters, search by case no. / applicant / address, sort and paging; rights per view', async () => {
  const c = await create({
    applicant_name: 'Farokh Engineerwala',
    property_address: 'Bungalow 7, Zoroastrian Colony, Dadar Parsi Colony, Mumbai',
  });
  const get = (q: string, h = who.admin) => send(h, 'GET', `/api/cases?${q}`);
  let body = (await get(`search=${encodeURIComponent(c.case_no)}`)).json();
  assert.deepEqual([body.total, body.data[0].id], [1, c.id]);
  body = (await get('search=farokh%20engineer')).json();
  assert.deepEqual(
    body.data.map((r: { id: number }) => r.id),
    [c.id],
  );
  // A bank reference shaped like a case number ("TEST/1234") is found too.
  body = (await get(`search=${encodeURIComponent(c.bank_ref_no)}`)).json();
  assert.deepEqual(
    body.data.map((r: { id: number }) => r.id),
    [c.id],
  );
  body = (await get('search=zoroastrian')).json();
  assert.deepEqual(
    body.data.map((r: { id: number }) => r.id),
    [c.id],
  );
  body = (await get(`view=initiated&bank_id=${places.bank_id}&company_branch_id=${places.company_branch_id}&pageSize=5&page=1`)).json();
  assert.equal(body.pageSize, 5);
  assert.ok(body.data.every((r: { status: string; bank_id: number }) => r.status === 'INITIATED' && r.bank_id === places.bank_id));
  body = (await get('status=CLOSED&sort=case_no&order=asc&pageSize=3')).json();
  assert.ok(body.total > 3);
  const nos = body.data.map((r: { case_no: string }) => r.case_no);
  assert.deepEqual([...nos].sort(), nos);
  assert.ok(body.data.every((r: { tat_state: string }) => ['ON_TIME', 'BREACHED'].includes(r.tat_state)));
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  body = (await get(`from=${today}&to=${today}&pageSize=100`)).json();
  assert.ok(body.data.some((r: { id: number }) => r.id === c.id));
  // The employee has no allocation right.
  assert.equal((await get('view=allocation', who.engineer)).statusCode, 403);
  assert.equal((await get('view=wip', who.engineer)).statusCode, 200);
});

test('allocation: suggested engineers by pincode with open counts; many cases at once, all or nothing', async () => {
  await t.handle.query(`UPDATE users SET user_pincodes = '["400076"]'::jsonb WHERE id = $1`, [who.engineerId]);
  const res = await send(who.admin, 'GET', '/api/cases/engineers?pincode=400076');
  const first = res.json().data[0];
  assert.deepEqual([first.id, first.covers, typeof first.open_cases], [who.engineerId, true, 'number']);
  const a = await create();
  const b = await create();
  let out = await send(who.admin, 'POST', '/api/cases/allocate', {
    cases: [
      { id: a.id, version: a.version },
      { id: b.id, version: 99 },
    ],
    site_engineer_id: who.engineerId,
  });
  assert.equal(out.statusCode, 409);
  assert.equal((await send(who.admin, 'GET', `/api/cases/${a.id}`)).json().data.status, 'INITIATED');
  out = await send(who.admin, 'POST', '/api/cases/allocate', {
    cases: [
      { id: a.id, version: 1 },
      { id: b.id, version: 1 },
    ],
    site_engineer_id: who.engineerId,
    appointment_at: '2030-02-01T04:30:00Z',
  });
  assert.equal(out.statusCode, 200, out.body);
  assert.equal(out.json().message, 'Allocated 2 cases.');
  const branches = (await send(who.admin, 'GET', `/api/cases/lookups/bank-branches?bank_id=${places.bank_id}`)).json().data;
  assert.ok(branches.length > 0 && branches.some((x: { id: number }) => x.id === places.bank_branch_id));
});

test('the dashboard rollup kept through the moves, once folded, equals a rebuild', async () => {
  await foldDashboards(t.handle, { wait: true });
  assert.deepEqual(await t.handle.query('SELECT 1 FROM dash_delta'), []);
  // Rows whose measures are all zero are the same as no row (a rebuild leaves them out).
  const snapshot = () =>
    t.handle.query(
      `SELECT fact, lvl, bucket, company_branch_id, id, key, n, amount::text, seconds::text, part FROM dash_rollup
       WHERE n <> 0 OR amount <> 0 OR seconds <> 0 OR part <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
    );
  const kept = await snapshot();
  await t.handle.query('SELECT dash_rebuild()');
  assert.deepEqual(await snapshot(), kept);
});
