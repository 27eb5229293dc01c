// Leave policy as data (issue 30.2): balances made from the Leave Policy master at joining (pro
// rata), a new year's carrying forward the unused days the policy allows, HR-only changes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { carryForward, proRata } from 'mfe-hr/model';
import { hashPassword } from '../src/lib/passwords';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let hr: Record<string, string>;
const PASSWORD = 'Lantern-Orchid-73';
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 4));

/** The first Monday of December of `y`, plus `plus` days (a working week, no gazetted holiday). */
function decemberMonday(y: number, plus = 0): string {
  const d = new Date(Date.UTC(y, 11, 1));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + 7 + plus);
  return d.toISOString().slice(0, 10);
}

/** A new staff member holding only the leave page, signed in. */
async function joiner(email: string, join_date: string, joing_type: string | null): Promise<{ id: number; auth: Record<string, string> }> {
  const [{ id }] = await t.handle.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, kind, status, join_date, joing_type) VALUES ('Joiner', $1, $2, 'employee', '1', $3, $4) RETURNING id`,
    [email, await hashPassword(PASSWORD), join_date, joing_type],
  );
  await t.handle.query(`INSERT INTO page_rights (user_id, page_name, view_status) VALUES ($1, 'leave_management', '1')`, [id]);
  return { id, auth: bearer(await login(t.app, email, '/api/employeelogin', PASSWORD)) };
}

const mine = async (auth: Record<string, string>, y = year) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/leave-balances/mine?year=${y}`, headers: auth });
  assert.equal(res.statusCode, 200, res.body);
  return Object.fromEntries(
    (res.json().data as { leave_type: string; available: number; allotted: number }[]).map((b) => [b.leave_type, b]),
  );
};

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  hr = bearer(await login(t.app, 'hr@example.com'));
});
after(() => t.close());

describe('pro rata and carry forward (the rules)', () => {
  test('a whole year before joining, the share of the year left in the joining year, nothing before it', () => {
    assert.equal(proRata(12, '2020-03-01', 2026), 12);
    assert.equal(proRata(12, null, 2026), 12);
    assert.equal(proRata(12, '2026-01-01', 2026), 12);
    assert.equal(proRata(12, '2026-07-02', 2026), 6); // 183 of 365 days left: 6.01 → 6
    assert.equal(proRata(18, '2026-10-01', 2026), 4.5); // 92 of 365: 4.54 → 4.5
    assert.equal(proRata(12, '2026-12-31', 2026), 0); // 1 of 365: 0.03 → 0
    assert.equal(proRata(12, '2027-01-01', 2026), 0);
    assert.equal(proRata(12, '2028-07-01', 2028), 6); // a leap year: 184 of 366
  });
  test('carry forward is the unused days, at most the maximum, never negative', () => {
    assert.equal(carryForward(18, 4, 30), 14);
    assert.equal(carryForward(40, 2, 30), 30);
    assert.equal(carryForward(12, 15, 30), 0);
    assert.equal(carryForward(12, 3, 0), 0);
  });
});

describe('balances from the Leave Policy master', () => {
  test('a joiner of the middle of the year gets the pro rata share at once and can apply within it', async () => {
    const { auth } = await joiner('policy.mid@example.com', `${year}-07-02`, 'Full Time');
    const b = await mine(auth);
    assert.equal(b.CL.allotted, proRata(12, `${year}-07-02`, year));
    assert.equal(b.EL.allotted, proRata(18, `${year}-07-02`, year));
    assert.equal(b.COMP_OFF.allotted, 0, 'a type without a policy row is HR’s to allot');

    const apply = (from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leaves',
        headers: auth,
        payload: { leave_type: 'CL', from_date: from, to_date: to, reason: 'Family', half_days: 'NONE' },
      });
    const ok = await apply(decemberMonday(year), decemberMonday(year, 2));
    assert.equal(ok.statusCode, 201, ok.body);
    const over = await apply(decemberMonday(year, 7), decemberMonday(year, 10)); // 4 more days: past the share
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().message, `Not enough Casual Leave (CL) balance: ${b.CL.allotted - 3} day(s) left, 4 asked.`);
  });

  test('a part-time joiner gets the Part Time rows, others the rows for everyone', async () => {
    const { auth } = await joiner('policy.part@example.com', `${year - 1}-05-01`, 'Part Time');
    const b = await mine(auth);
    assert.equal(b.CL.allotted, 6);
    assert.equal(b.EL.allotted, 9);
  });

  test('at the year boundary EL carries its unused days up to the maximum; CL does not carry', async () => {
    const { id, auth } = await joiner('policy.boundary@example.com', `${year - 1}-01-10`, null);
    const last = await mine(auth, year - 1);
    assert.equal(last.EL.allotted, proRata(18, `${year - 1}-01-10`, year - 1));
    // Last year's leave as approved: EL 5 days used, CL 2.
    await t.handle.query(`UPDATE leave_balances SET used = CASE leave_type WHEN 'EL' THEN 5 ELSE 2 END WHERE user_id = $1 AND year = $2`, [
      id,
      year - 1,
    ]);
    const next = await mine(auth, year);
    assert.equal(next.EL.allotted, 18 + (last.EL.allotted - 5));
    assert.equal(next.CL.allotted, 12);
    assert.equal(next.SL.allotted, 12);

    // The maximum: 40 unused days carry only 30.
    await t.handle.query(`UPDATE leave_balances SET allotted = 45, used = 5 WHERE user_id = $1 AND year = $2 AND leave_type = 'EL'`, [
      id,
      year,
    ]);
    assert.equal((await mine(auth, year + 1)).EL.allotted, 18 + 30);
    // A balance once made is never remade: HR's change stands.
    assert.equal((await mine(auth, year)).EL.allotted, 45);
  });

  test('the policy is read by leave_management and changed only with leave_approval_all', async () => {
    const staff = (await joiner('policy.reader@example.com', `${year - 3}-01-01`, null)).auth;
    const list = await t.app.inject({ method: 'GET', url: '/api/leave-policies?pageSize=50', headers: staff });
    assert.equal(list.statusCode, 200, list.body);
    const cl = (list.json().data as { id: number; leave_type: string; employment_type: string; version: number }[]).find(
      (r) => r.leave_type === 'CL' && r.employment_type === 'ALL',
    )!;
    const put = (headers: Record<string, string>, days: number) =>
      t.app.inject({ method: 'PUT', url: `/api/leave-policies/${cl.id}`, headers, payload: { days_per_year: days, version: cl.version } });
    assert.equal((await put(staff, 30)).statusCode, 403);
    assert.equal((await put(hr, 10.5)).statusCode, 200, 'HR holds leave_approval_all');
    const { auth } = await joiner('policy.after@example.com', `${year - 2}-01-01`, null);
    assert.equal((await mine(auth)).CL.allotted, 10.5);
    const quarter = await t.app.inject({
      method: 'POST',
      url: '/api/leave-policies',
      headers: admin,
      payload: { leave_type: 'COMP_OFF', employment_type: 'ALL', days_per_year: 1.25, carry_forward_max: 0 },
    });
    assert.equal(quarter.statusCode, 400);
  });
});
