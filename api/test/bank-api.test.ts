// Issue 27: the branch portal and the bank API share one scoping (another's case: 404); API keys
// (issue, use, scope refused, revoke, expiry, rate limit); the OpenAPI description validates and
// covers every /api/v1/bank route, each with a response schema.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { bankStageOf, type CaseState } from 'mfe-cases/model';

let t: TestApp;
let admin: string;
let branch: string;
let mine: { bank_id: number; bank_branch_id: number };
let ownCase: number;
let otherBankCase: number;
let otherBranchCase: number;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function issue(body: Record<string, unknown>, bankId = mine.bank_id) {
  const res = await post(`/api/banks/${bankId}/api-keys`, admin, { name: `key ${Math.random()}`, ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { token: string; data: { id: number } };
}

before(async () => {
  t = await makeTestApp();
  admin = await login(t.app, 'admin@example.com');
  branch = await login(t.app, 'branch@example.com', '/api/branchlogin');
  [mine] = await t.handle.query<{ bank_id: number; bank_branch_id: number }>(
    `SELECT bb.bank_id, bb.id AS bank_branch_id FROM branch_users u JOIN bank_branches bb ON bb.id = u.bank_branch_id WHERE u.email = 'branch@example.com'`,
  );
  const pick = async (where: string) =>
    (
      await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE ${where} ORDER BY id LIMIT 1`, [mine.bank_id, mine.bank_branch_id])
    )[0]?.id;
  ownCase = (await pick('bank_id = $1 AND bank_branch_id = $2'))!;
  otherBankCase = (await pick('bank_id <> $1 AND $2::int IS NOT NULL'))!;
  otherBranchCase = (await pick('bank_id = $1 AND bank_branch_id <> $2'))!;
  assert.ok(ownCase && otherBankCase, 'the demo data has a case of the branch and one of another bank');
});
after(() => t.close());

describe('the branch portal', () => {
  test('lists only its own branch’s cases, with the bank’s stage words', async () => {
    const res = await get('/api/portal/cases?page=1&pageSize=100', branch);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE bank_branch_id = $1`, [
      mine.bank_branch_id,
    ]);
    assert.equal(body.total, n);
    const states = new Map(
      (
        await t.handle.query<{ id: number; status: CaseState; held_from: CaseState | null }>(
          `SELECT id, status, held_from FROM cases WHERE bank_branch_id = $1`,
          [mine.bank_branch_id],
        )
      ).map((c) => [c.id, c]),
    );
    assert.ok(body.data.length > 0);
    for (const row of body.data) {
      // The SQL reads the one mapping of mfe-cases/model, as the browser does.
      const c = states.get(row.id)!;
      assert.equal(row.stage, bankStageOf(c.status, c.held_from), `${c.status} / ${c.held_from}`);
      assert.equal(row.fee, undefined);
    }
  });
  test('another bank’s or branch’s case is not found (404), its own is read with its timeline', async () => {
    assert.equal((await get(`/api/portal/cases/${otherBankCase}`, branch)).statusCode, 404);
    if (otherBranchCase) assert.equal((await get(`/api/portal/cases/${otherBranchCase}`, branch)).statusCode, 404);
    assert.equal((await get(`/api/portal/cases/${otherBankCase}/report.pdf`, branch)).statusCode, 404);
    const own = await get(`/api/portal/cases/${ownCase}`, branch);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.timeline[0].stage, 'RECEIVED');
  });
  test('staff have no portal (403)', async () => {
    assert.equal((await get('/api/portal/cases', admin)).statusCode, 403);
  });
  test('a query raised from the portal reaches the firm’s query desk, and the answer comes back', async () => {
    const raised = await post(`/api/portal/cases/${ownCase}/queries`, branch, {
      subject: 'Boundary wall',
      body: 'Please confirm the east boundary.',
    });
    assert.equal(raised.statusCode, 201, raised.body);
    const q = raised.json().data;
    const desk = (await get(`/api/queries/${q.id}/comments`, admin)).json().data;
    assert.match(desk[0].author_name, /./);
    assert.equal(desk[0].body, 'Please confirm the east boundary.');
    const [{ version }] = await t.handle.query<{ version: number }>(`SELECT version FROM case_queries WHERE id = $1`, [q.id]);
    const ask = await post(`/api/queries/${q.id}/move`, admin, { move: 'ask-client', comment: 'Which wall do you mean?', version });
    assert.equal(ask.statusCode, 200, ask.body);
    const answer = await post(`/api/portal/cases/${ownCase}/queries/${q.id}/comments`, branch, { body: 'The east one.' });
    assert.equal(answer.statusCode, 201, answer.body);
    const [after] = await t.handle.query<{ status: string }>(`SELECT status FROM case_queries WHERE id = $1`, [q.id]);
    assert.equal(after.status, 'IN_PROGRESS');
    const seen = (await get(`/api/portal/cases/${ownCase}`, branch)).json().data.queries.find((x: { id: number }) => x.id === q.id);
    assert.deepEqual(
      seen.comments.map((c: { body: string }) => c.body),
      ['Please confirm the east boundary.', 'Ask client: Which wall do you mean?', 'The east one.'],
    );
    assert.ok(!seen.comments.some((c: { author_name: string }) => /admin/i.test(c.author_name)), 'no staff name');
  });
});

describe('downloads and cancellation', () => {
  test('the signed report of a released case and the signed tax invoice of a billed case; none of another bank', async () => {
    const { token } = await issue({ scopes: ['cases:read', 'documents:read'] });
    const [released] = await t.handle.query<{ id: number }>(
      `SELECT id FROM cases WHERE bank_id = $1 AND status IN ('RELEASED', 'DISPATCHED', 'CLOSED') ORDER BY id LIMIT 1`,
      [mine.bank_id],
    );
    const report = await get(`/api/v1/bank/cases/${released.id}/report.pdf`, token);
    assert.equal(report.statusCode, 200, report.body.slice(0, 200));
    assert.equal(report.rawPayload.subarray(0, 4).toString(), '%PDF');
    assert.match(report.rawPayload.toString('latin1'), /\/Type\s*\/Sig\b/);
    const [billed] = await t.handle.query<{ case_id: number }>(
      `SELECT l.case_id FROM bill_lines l JOIN bills b ON b.id = l.bill_id JOIN cases c ON c.id = l.case_id
       WHERE c.bank_id = $1 AND b.invoice_no IS NOT NULL AND b.status IN ('ISSUED', 'PART_PAID', 'PAID') ORDER BY l.id LIMIT 1`,
      [mine.bank_id],
    );
    assert.ok(billed, 'the demo data has an issued invoice of the bank');
    const invoice = await get(`/api/v1/bank/cases/${billed.case_id}/invoice.pdf`, token);
    assert.equal(invoice.statusCode, 200, invoice.body.slice(0, 200));
    assert.match(invoice.rawPayload.toString('latin1'), /^%PDF[\s\S]*\/Type\s*\/Sig\b/);
    assert.equal((await get(`/api/v1/bank/cases/${otherBankCase}/invoice.pdf`, token)).statusCode, 404);
  });
  test('a request accepted by staff is Received; the branch cancels it with a reason, not once allocated', async () => {
    const sent = await post('/api/online-requests/mine', branch, {
      applicant_name: 'Cancel Me',
      contact_mobile: '9876543211',
      property_type: 'PLOT',
      property_address: '1 Cancel Lane',
      pincode: '400002',
      purpose: 'HOME_LOAN',
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const req = sent.json().data;
    const accepted = await post(`/api/online-requests/${req.id}/accept`, admin, { version: req.version, ignore_duplicates: true });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const id = accepted.json().case.id as number;
    const read = (await get(`/api/portal/cases/${id}`, branch)).json().data;
    assert.equal(read.stage, 'RECEIVED');
    assert.equal(read.can_cancel, true);
    assert.equal((await post(`/api/portal/cases/${id}/cancel`, branch, { reason: ' ' })).statusCode, 400);
    assert.equal((await post(`/api/portal/cases/${otherBankCase}/cancel`, branch, { reason: 'x' })).statusCode, 404);
    const done = await post(`/api/portal/cases/${id}/cancel`, branch, { reason: 'The loan was withdrawn.' });
    assert.equal(done.statusCode, 200, done.body);
    const [c] = await t.handle.query<{ status: string; status_comment: string }>(`SELECT status, status_comment FROM cases WHERE id = $1`, [
      id,
    ]);
    assert.equal(c.status, 'CANCELLED');
    assert.match(c.status_comment, /The loan was withdrawn/);
    assert.equal((await post(`/api/portal/cases/${id}/cancel`, branch, { reason: 'again' })).statusCode, 409);
  });
});

describe('API keys', () => {
  test('issued once, stored hashed; used with its scopes; another bank’s case 404', async () => {
    const { token, data } = await issue({ scopes: ['cases:read'] });
    assert.match(token, /^vbk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.handle.query<{ token_hash: string }>(`SELECT token_hash FROM bank_api_keys WHERE id = $1`, [data.id]);
    assert.notEqual(row.token_hash, token);
    assert.equal(JSON.stringify((await get(`/api/banks/${mine.bank_id}/api-keys`, admin)).json()).includes(token), false);
    const list = await get('/api/v1/bank/cases?page=1&pageSize=10', token);
    assert.equal(list.statusCode, 200, list.body);
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE bank_id = $1`, [mine.bank_id]);
    assert.equal(list.json().total, n);
    assert.equal((await get(`/api/v1/bank/cases/${otherBankCase}`, token)).statusCode, 404);
    assert.equal((await get(`/api/v1/bank/cases/${ownCase}`, token)).statusCode, 200);
    const [used] = await t.handle.query<{ last_used_at: Date | null }>(`SELECT last_used_at FROM bank_api_keys WHERE id = $1`, [data.id]);
    assert.ok(used.last_used_at);
    // A scope it lacks, a session route, and no key.
    const refused = await post(`/api/v1/bank/cases/${ownCase}/queries`, token, { subject: 'x', body: 'y' });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /queries:write/);
    assert.equal((await get('/api/me', token)).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/bank/cases' })).statusCode, 401);
    assert.equal((await get('/api/v1/bank/cases', branch)).statusCode, 403, 'a session is no key');
  });
  test('a branch key sees only its branch; a request is created through it', async () => {
    const { token } = await issue({ scopes: ['cases:read', 'requests:write'], bank_branch_id: mine.bank_branch_id });
    if (otherBranchCase) assert.equal((await get(`/api/v1/bank/cases/${otherBranchCase}`, token)).statusCode, 404);
    const made = await post('/api/v1/bank/requests', token, {
      applicant_name: 'API Applicant',
      contact_mobile: '9876543210',
      property_type: 'RES_FLAT',
      property_address: '12 API Road',
      pincode: '400001',
      purpose: 'HOME_LOAN',
    });
    assert.equal(made.statusCode, 201, made.body);
    assert.equal(made.json().data.status, 'SUBMITTED');
    assert.equal(made.json().data.bank_branch_id, mine.bank_branch_id);
  });
  test('revocation and expiry take effect at once', async () => {
    const { token, data } = await issue({ scopes: ['cases:read'] });
    assert.equal((await get('/api/v1/bank/cases', token)).statusCode, 200);
    assert.equal((await post(`/api/banks/${mine.bank_id}/api-keys/${data.id}/revoke`, admin, {})).statusCode, 200);
    assert.equal((await get('/api/v1/bank/cases', token)).statusCode, 401);
    const old = await issue({ scopes: ['cases:read'], expires_at: new Date(Date.now() + 60_000).toISOString() });
    assert.equal((await get('/api/v1/bank/cases', old.token)).statusCode, 200);
    await t.handle.query(`UPDATE bank_api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [old.data.id]);
    assert.equal((await get('/api/v1/bank/cases', old.token)).statusCode, 401);
  });
  test('each key is held to its rate per minute (429 with Retry-After), another key is not', async () => {
    const slow = await issue({ scopes: ['cases:read'], rate_per_minute: 3 });
    const other = await issue({ scopes: ['cases:read'] });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get('/api/v1/bank/cases?pageSize=1', slow.token)).statusCode);
    assert.deepEqual(codes, [200, 200, 200, 429]);
    const over = await get('/api/v1/bank/cases?pageSize=1', slow.token);
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.equal((await get('/api/v1/bank/cases?pageSize=1', other.token)).statusCode, 200);
  });
  test('a branch login cannot issue keys (staff only)', async () => {
    assert.equal((await post(`/api/banks/${mine.bank_id}/api-keys`, branch, { name: 'x', scopes: ['cases:read'] })).statusCode, 403);
  });
});

describe('the OpenAPI description', () => {
  test('validates as OpenAPI 3 and covers every /api/v1/bank route, each with a response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    await SwaggerParser.validate(structuredClone(doc));
    const routes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/bank'));
    assert.ok(routes.length >= 7, `${routes.length}`);
    for (const r of routes) {
      const path = r.url.replace(/:([a-z_]+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      assert.ok(op, `${r.method} ${path} is described`);
      assert.ok(
        Object.keys(op.responses).some((c) => c.startsWith('2')),
        `${r.method} ${path} has a success response`,
      );
      assert.equal(r.right, 'bank_key');
    }
    assert.ok(!Object.keys(doc.paths).some((p) => !p.startsWith('/api/v1/bank')), 'only the bank API is published');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /\/api\/v1\/bank\/cases/);
  });
});
