// Tickets: raised by anyone with the right, SLA from priority, OPEN -> IN_PROGRESS -> RESOLVED ->
// CLOSED with reopen, a comment thread with attachments, and who sees what (enforced here).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

let t: TestApp;
let admin: Record<string, string>;
let hr: Record<string, string>;
let employee: Record<string, string>;
let ids: Record<string, number>;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return {
    status: res.statusCode,
    body: res.statusCode === 200 && !res.headers['content-type']?.toString().includes('json') ? res.body : res.json(),
  };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  // The assignee: a staff member (employee kind, so only the assignee role applies).
  const [staff] = await t.handle.query<{ email: string; id: number }>(
    "SELECT email, id FROM users WHERE email LIKE '%.%.%@example.com' AND status = '1' ORDER BY id LIMIT 1",
  );
  hr = bearer(await login(t.app, staff.email, '/api/employeelogin'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  const rows = await t.handle.query<{ email: string; id: number }>(
    "SELECT email, id FROM users WHERE email IN ('admin@example.com', 'employee@example.com')",
  );
  ids = { ...Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.id])), hr: staff.id };
});
after(() => t.close());

describe('ticket flow', () => {
  let id: number;
  test('an employee raises an IT ticket: number, SLA from priority, OPEN', async () => {
    const before = Date.now();
    const res = await call('POST', '/api/tickets', employee, {
      subject: 'VPN not connecting',
      type: 'IT',
      priority: 'HIGH',
      description: 'Auth failed',
      assigned_to: ids.hr,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Ticket Raised!');
    const d = res.body.data;
    id = d.id;
    assert.match(d.ticket_no, /^TKT-\d{6}$/);
    assert.equal(d.status, 'OPEN');
    assert.equal(d.raised_by, ids.employee);
    const hours = (Date.parse(d.sla_due) - before) / 3_600_000;
    assert.ok(hours > 7.9 && hours < 8.1, `SLA ${hours} h for HIGH`);
  });

  test('the raiser cannot resolve; the assignee starts and resolves with a comment', async () => {
    const v = (await call('GET', `/api/tickets/${id}`, employee)).body.data.version;
    const own = await call('POST', `/api/tickets/${id}/move`, employee, { move: 'start', version: v });
    assert.equal(own.status, 403);
    const start = await call('POST', `/api/tickets/${id}/move`, hr, { move: 'start', version: v });
    assert.equal(start.status, 200, JSON.stringify(start.body));
    const bare = await call('POST', `/api/tickets/${id}/move`, hr, { move: 'resolve', version: v + 1 });
    assert.equal(bare.status, 400);
    const done = await call('POST', `/api/tickets/${id}/move`, hr, { move: 'resolve', comment: 'Reset the token', version: v + 1 });
    assert.equal(done.status, 200);
    assert.equal(done.body.data.status, 'RESOLVED');
    assert.equal(done.body.message, 'Ticket Resolved!');
  });

  test('the raiser reopens (comment required) and later closes', async () => {
    let v = (await call('GET', `/api/tickets/${id}`, employee)).body.data.version;
    const re = await call('POST', `/api/tickets/${id}/move`, employee, { move: 'reopen', comment: 'Still failing', version: v });
    assert.equal(re.status, 200);
    assert.equal(re.body.data.status, 'OPEN');
    v += 1;
    const bad = await call('POST', `/api/tickets/${id}/move`, employee, { move: 'close', version: v });
    assert.equal(bad.status, 409); // an open ticket is not closed directly
    await call('POST', `/api/tickets/${id}/move`, hr, { move: 'resolve', comment: 'New token issued', version: v });
    const close = await call('POST', `/api/tickets/${id}/move`, employee, { move: 'close', version: v + 1 });
    assert.equal(close.status, 200);
    assert.equal(close.body.data.status, 'CLOSED');
  });

  test('a comment with an attachment joins the thread and downloads again', async () => {
    const form = multipart({ body: 'Screenshot attached' }, [
      { field: 'attachment', filename: 'error.png', type: 'image/png', content: PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/comments`,
      headers: { ...employee, ...form.headers },
      payload: form.payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    const thread = await call('GET', `/api/tickets/${id}/comments`, hr);
    const bodies = thread.body.data.map((c: { body: string }) => c.body);
    assert.ok(bodies.includes('Resolved: Reset the token'));
    assert.ok(bodies.includes('Open: Still failing'));
    const withFile = thread.body.data.find((c: { attachment: unknown }) => c.attachment);
    assert.equal(withFile.attachment.name, 'error.png');
    const file = await t.app.inject({ method: 'GET', url: `/api/${withFile.attachment.url}`, headers: hr });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    const exe = multipart({ body: 'x' }, [
      { field: 'attachment', filename: 'run.exe', type: 'image/png', content: Buffer.from('MZ\x90\x00binary') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/comments`,
      headers: { ...employee, ...exe.headers },
      payload: exe.payload,
    });
    assert.equal(refused.statusCode, 400);
  });

  test('a user sees only their own tickets; the assignee and admins see them', async () => {
    const mine = await call('GET', '/api/tickets?pageSize=100', employee);
    assert.ok(
      mine.body.data.every(
        (x: { raised_by: number; assigned_to: number }) => x.raised_by === ids.employee || x.assigned_to === ids.employee,
      ),
    );
    const all = await call('GET', '/api/tickets?pageSize=100', admin);
    assert.ok(all.body.total > mine.body.total);
    const others = all.body.data.find(
      (x: { raised_by: number; assigned_to: number }) => x.raised_by !== ids.employee && x.assigned_to !== ids.employee,
    );
    assert.equal((await call('GET', `/api/tickets/${others.id}`, employee)).status, 404);
    assert.equal((await call('GET', `/api/tickets/${others.id}/comments`, employee)).status, 404);
    assert.equal(
      (
        await call('PUT', `/api/tickets/${others.id}`, employee, {
          subject: 'Mine now',
          type: 'IT',
          priority: 'LOW',
          description: 'x',
          version: others.version,
        })
      ).status,
      404,
    );
    assert.equal((await call('POST', `/api/tickets/${others.id}/move`, employee, { move: 'close', version: others.version })).status, 404);
  });
});

describe('malformed ticket payloads', () => {
  const TABLES = ['tickets', 'ticket_comments'];
  let prints: string[];
  const ticket = { subject: 'Printer jam', type: 'IT', priority: 'LOW', description: 'Jam', assigned_to: 1 };
  const move = { move: 'start', version: 1 };
  const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; cases: Malformed[] }[] = [
    { name: 'GET tickets', method: 'GET', url: '/api/tickets', cases: malformedQueries('/api/tickets') },
    {
      name: 'POST tickets',
      method: 'POST',
      url: '/api/tickets',
      cases: [
        ...malformedBodies(ticket, { text: 'subject', fk: 'assigned_to', option: 'priority' }),
        { name: 'status sent', payload: { ...ticket, status: 'CLOSED' }, status: 400 },
        { name: 'raised_by sent', payload: { ...ticket, raised_by: 2 }, status: 400 },
        { name: 'type HR-ish', payload: { ...ticket, type: 'REVISION_REQUEST' }, status: 400 },
      ],
    },
    {
      name: 'PUT tickets/{id}',
      method: 'PUT',
      url: '/api/tickets/1',
      cases: [
        ...malformedBodies({ ...ticket, version: 1 }, { text: 'subject', fk: 'assigned_to', option: 'type' }),
        { name: 'stale version', payload: { ...ticket, version: 99 }, status: 409 },
        ...malformedIds('/api/tickets', 'PUT', { ...ticket, version: 1 }),
      ],
    },
    {
      name: 'POST tickets/{id}/move',
      method: 'POST',
      url: '/api/tickets/1/move',
      cases: [
        { name: 'empty object (no version either)', payload: {}, status: 428 },
        { name: 'unknown move', payload: { move: 'delete', version: 1 }, status: 400 },
        { name: 'SQL as move', payload: { move: "x'; DROP TABLE tickets; --", version: 1 }, status: 400 },
        { name: 'version missing', payload: { move: 'start' }, status: 428 },
        { name: 'version as text', payload: { move: 'start', version: '1' }, status: 400 },
        { name: 'stale version', payload: { move: 'start', version: 77 }, status: 409 },
        { name: 'comment too long', payload: { ...move, comment: 'c'.repeat(1001) }, status: 400 },
        { name: 'extra field', payload: { ...move, status: 'CLOSED' }, status: 400 },
        { name: 'close an open ticket', payload: { move: 'close', version: 1 }, status: 409 },
        { name: 'JSON null', payload: 'null', raw: true },
        { name: 'broken JSON', payload: '{"move"', raw: true, status: 400 },
        { name: 'text/plain', payload: 'move=start', raw: true, contentType: 'text/plain', status: 400 },
        ...malformedIds('/api/tickets', 'PUT', move).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/move` })),
      ],
    },
    {
      name: 'POST tickets/{id}/comments',
      method: 'POST',
      url: '/api/tickets/1/comments',
      cases: [
        ...malformedBodies({ body: 'A comment' }, { text: 'body' }),
        { name: 'attachment as text', payload: { body: 'x', attachment: 'file.pdf' }, status: 400 },
        ...malformedIds('/api/tickets', 'PUT', { body: 'x' }).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/comments` })),
      ],
    },
  ];
  before(async () => {
    prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
  });
  for (const suite of SUITES) {
    describe(suite.name, () => {
      test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
      for (const c of suite.cases)
        test(c.name, async () => {
          await expectRefused(t, admin, { method: suite.method, url: suite.url }, c);
        });
    });
  }
  test('no refused request changed any data', async () => {
    assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  });
});

describe('SLA at a glance', () => {
  test('an open ticket past its due time reads Overdue, one resolved after it Resolved late, others nothing', async () => {
    const raise = async (subject: string) =>
      (await call('POST', '/api/tickets', employee, { subject, type: 'IT', priority: 'URGENT', description: 'Printer down' })).body.data
        .id as number;
    const late = await raise('SLA overdue printer');
    const fine = await raise('SLA fine printer');
    const resolvedLate = await raise('SLA resolved late printer');
    await t.handle.query(`UPDATE tickets SET sla_due = now() - interval '1 hour' WHERE id IN ($1, $2)`, [late, resolvedLate]);
    await t.handle.query(`UPDATE tickets SET status = 'RESOLVED', resolved_at = now() WHERE id = $1`, [resolvedLate]);
    const note = async (id: number) => (await call('GET', `/api/tickets/${id}`, admin)).body.data.sla_note;
    assert.equal(await note(late), 'Overdue');
    assert.equal(await note(fine), '');
    assert.equal(await note(resolvedLate), 'Resolved late');
    const list = await call('GET', '/api/tickets?search=SLA&pageSize=10', admin);
    assert.deepEqual(list.body.data.map((r: { subject: string; sla_note: string }) => [r.subject, r.sla_note]).sort(), [
      ['SLA fine printer', ''],
      ['SLA overdue printer', 'Overdue'],
      ['SLA resolved late printer', 'Resolved late'],
    ]);
  });
});
