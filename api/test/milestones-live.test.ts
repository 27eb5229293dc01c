// GET /api/events: Server-Sent Events of committed milestones, fanned out through LISTEN/NOTIFY
// (the embedded database on the same code path). A staff stream hears a case move within 2 s; a
// bank-branch login hears only its own branch's cases; a move that rolls back is never heard.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { login, makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
let base: string;
before(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
after(() => t.close());

interface Heard {
  event: string;
  data: { event: string; case_id: number; bank_branch_id: number };
  at: number;
}

/** Opens the stream with a bearer token and collects its events until `stop`. */
async function listen(token: string) {
  const ctl = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: ctl.signal,
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const heard: Heard[] = [];
  const reading = (async () => {
    let buf = '';
    const dec = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        buf += dec.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    heard,
    stop: async () => {
      ctl.abort();
      await reading;
    },
  };
}

const waitFor = async (what: string, ok: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`not heard within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

test('a case move reaches staff streams within 2 s, and a branch stream only for its own branch', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const [branch] = await t.handle.query<{ bank_branch_id: number }>(
    `SELECT bank_branch_id FROM branch_users WHERE email = 'branch@example.com'`,
  );
  const [other] = await t.handle.query<{ id: number; bank_id: number }>(
    `SELECT id, bank_id FROM bank_branches WHERE id <> $1 AND status = '1' ORDER BY id LIMIT 1`,
    [branch.bank_branch_id],
  );
  const own = await t.handle.query<{ bank_id: number }>(`SELECT bank_id FROM bank_branches WHERE id = $1`, [branch.bank_branch_id]);
  const make = async (bank_id: number, bank_branch_id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: who.admin,
      payload: { ...caseBody({ ...places, bank_id, bank_branch_id }), ignore_duplicates: true },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as { id: number; version: number };
  };
  const mine = await make(own[0].bank_id, branch.bank_branch_id);
  const theirs = await make(other.bank_id, other.id);

  const staff = await listen(await login(t.app, 'admin@example.com'));
  const bank = await listen(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  const allocate = async (c: { id: number; version: number }) => {
    const sent = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${c.id}/moves`,
      headers: who.admin,
      payload: { move: 'allocate', version: c.version, site_engineer_id: who.engineerId },
    });
    assert.equal(res.statusCode, 200, res.body);
    return sent;
  };
  // A refused move (stale version) commits nothing, so nothing is heard of it.
  const stale = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${theirs.id}/moves`,
    headers: who.admin,
    payload: { move: 'allocate', version: theirs.version + 5, site_engineer_id: who.engineerId },
  });
  assert.equal(stale.statusCode, 409);

  const sentTheirs = await allocate(theirs);
  const sentMine = await allocate(mine);
  const movedOf = (l: { heard: Heard[] }, id: number) => l.heard.find((h) => h.event === 'case.moved' && h.data.case_id === id);
  await waitFor('staff hears both moves', () => !!movedOf(staff, theirs.id) && !!movedOf(staff, mine.id));
  await waitFor('the branch hears its own case', () => !!movedOf(bank, mine.id));
  assert.ok(movedOf(staff, theirs.id)!.at - sentTheirs < 2000);
  assert.ok(movedOf(bank, mine.id)!.at - sentMine < 2000);
  // Another branch's case is never sent to this branch, and the refused move was never heard.
  assert.deepEqual(
    bank.heard.filter((h) => h.data.case_id !== mine.id).map((h) => h.data.case_id),
    [],
  );
  assert.equal(staff.heard.filter((h) => h.event === 'case.moved' && h.data.case_id === theirs.id).length, 1);
  await staff.stop();
  await bank.stop();
});

test('the stream needs a signed-in caller', async () => {
  const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } });
  assert.equal(res.status, 401);
  // Signed in but not asking for a stream: an answer, not an endless body.
  const token = await login(t.app, 'admin@example.com');
  const plain = await t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${token}` } });
  assert.equal(plain.statusCode, 406);
});
