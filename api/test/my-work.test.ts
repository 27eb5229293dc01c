// My work (issue 30.1): every staff login's own leave, tasks, tickets, assets and profile, gated
// by the caller's identity: no HR right needed, never anyone else's leave.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { hashPassword } from '../src/lib/passwords';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let hr: Record<string, string>;
const PASSWORD = 'Lantern-Orchid-73';
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 4));
const december = (day: number) => `${year}-12-${String(day).padStart(2, '0')}`;

/** A staff member holding no right at all, signed in. */
async function staffMember(email: string): Promise<{ id: number; auth: Record<string, string> }> {
  const [{ id }] = await t.handle.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, kind, status, join_date) VALUES ('Self Service', $1, $2, 'employee', '1', $3) RETURNING id`,
    [email, await hashPassword(PASSWORD), `${year - 1}-04-01`],
  );
  return { id, auth: bearer(await login(t.app, email, '/api/employeelogin', PASSWORD)) };
}

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() };
};

/** A working week of December this year (Monday to Wednesday of the second week). */
function week(): [string, string] {
  const d = new Date(Date.UTC(year, 11, 8));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  const from = d.toISOString().slice(0, 10);
  d.setUTCDate(d.getUTCDate() + 2);
  return [from, d.toISOString().slice(0, 10)];
}

before(async () => {
  t = await makeTestApp();
  hr = bearer(await login(t.app, 'hr@example.com'));
});
after(() => t.close());

describe('my leave', () => {
  test('apply, see with balances, HR approves, cancel gives the days back; no HR right needed', async () => {
    const { auth } = await staffMember('self.leave@example.com');
    assert.equal((await call('GET', '/api/leaves', auth)).status, 403, 'HR’s leave screen stays HR’s');
    const start = await call('GET', '/api/me/leave', auth);
    assert.equal(start.status, 200);
    const cl = () => start.body.data.balances.find((b: { leave_type: string }) => b.leave_type === 'CL');
    assert.equal(cl().available, 12);

    const [from, to] = week();
    const applied = await call('POST', '/api/me/leave', auth, {
      leave_type: 'CL',
      from_date: from,
      to_date: to,
      half_days: 'NONE',
      reason: 'Wedding',
    });
    assert.equal(applied.status, 201, JSON.stringify(applied.body));
    const mine = (await call('GET', '/api/me/leave', auth)).body.data;
    assert.equal(mine.leaves.length, 1);
    const leave = mine.leaves[0];
    assert.equal(leave.status, 'PENDING');
    assert.equal(leave.days, 3);
    assert.equal(mine.balances.find((b: { leave_type: string }) => b.leave_type === 'CL').pending, 3);

    const approved = await call('POST', `/api/leaves/${leave.id}/move`, hr, { move: 'approve', version: leave.version });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const after = (await call('GET', '/api/me/leave', auth)).body.data;
    assert.equal(after.leaves[0].status, 'APPROVED');
    assert.equal(after.balances.find((b: { leave_type: string }) => b.leave_type === 'CL').available, 9);

    const cancelled = await call('POST', `/api/me/leave/${leave.id}/move`, auth, { move: 'cancel', version: after.leaves[0].version });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const last = (await call('GET', '/api/me/leave', auth)).body.data;
    assert.equal(last.leaves[0].status, 'CANCELLED');
    assert.equal(last.balances.find((b: { leave_type: string }) => b.leave_type === 'CL').available, 12);
  });

  test('nobody applies for, sees or moves another person’s leave through My work', async () => {
    const a = await staffMember('self.a@example.com');
    const b = await staffMember('self.b@example.com');
    const withOther = await call('POST', '/api/me/leave', a.auth, {
      user_id: b.id,
      leave_type: 'LWP',
      from_date: december(1),
      to_date: december(1),
      half_days: 'NONE',
      reason: 'x',
    });
    assert.equal(withOther.status, 400, 'the Employee field is not accepted here');
    const applied = await call('POST', '/api/me/leave', b.auth, {
      leave_type: 'LWP',
      from_date: december(1),
      to_date: december(2),
      half_days: 'NONE',
      reason: 'Own',
    });
    assert.equal(applied.status, 201, JSON.stringify(applied.body));
    assert.equal((await call('GET', '/api/me/leave', a.auth)).body.data.leaves.length, 0);
    const bLeave = (await call('GET', '/api/me/leave', b.auth)).body.data.leaves[0];
    const moved = await call('POST', `/api/me/leave/${bLeave.id}/move`, a.auth, { move: 'cancel', version: bLeave.version });
    assert.equal(moved.status, 404);
  });
});

describe('my work and my profile', () => {
  test('tasks assigned to me, tickets I raised, assets I hold; my profile', async () => {
    const { id, auth } = await staffMember('self.work@example.com');
    await t.handle.query(`INSERT INTO tasks (title, assigned_to, priority, status) VALUES ('Visit site 42', $1, 'HIGH', '0')`, [id]);
    const work = await call('GET', '/api/me/work', auth);
    assert.equal(work.status, 200);
    assert.deepEqual(
      work.body.data.tasks.map((x: { title: string }) => x.title),
      ['Visit site 42'],
    );
    assert.deepEqual(work.body.data.tickets, []);
    assert.deepEqual(work.body.data.assets, []);

    const bad = await call('PUT', '/api/me/profile', auth, {
      name: '',
      surname: '',
      mobile_no: '12',
      address: '',
      city: '',
      pincode: 'abc',
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.fields.name, 'Name is required');
    assert.equal(bad.body.fields.mobile_no, 'Enter a valid 10-digit mobile number');
    const ok = await call('PUT', '/api/me/profile', auth, {
      name: 'Asha',
      surname: 'Rao',
      mobile_no: '+91 98200 12345',
      address: '12 Hill Road',
      city: 'Pune',
      pincode: '411001',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const me = (await call('GET', '/api/me', auth)).body.user;
    assert.equal(me.name, 'Asha');
    assert.equal(me.mobile_no, '9820012345');
    assert.equal(me.city, 'Pune');
  });

  test('a bank-branch login has no My work', async () => {
    const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
    assert.equal((await call('GET', '/api/me/leave', branch)).status, 403);
  });
});
