// Applicant verification: a registrant with eight documents, branch head approval then master
// approval by someone else (account active with the chosen role, mail with document
// instructions in the outbox, sign-in works), rejection with a reason, Aadhaar masked only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, lastMail, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedIds, malformedQueries, type Malformed } from './kit-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)] as unknown as Uint8Array[]);
const KINDS = ['cv_file', 'adhaar_card_file', 'pancard_file', 'kyc', 'marksheet', 'driving_licence_file', 'photograph', 'cancelled_cheque'];

let t: TestApp;
let admin: Record<string, string>;
let hr: Record<string, string>;

async function register(email: string): Promise<number> {
  const { payload, headers } = multipart(
    {
      name: 'Meera',
      surname: 'Joshi',
      email,
      role: 'Site Inspector',
      password: 'Juniper-Atlas-88',
      password_confirmation: 'Juniper-Atlas-88',
      mobile_no: '9876543210',
      pincode: '411001',
      adhaar_no: '234123412346',
      pancard_no: 'ABCPE1234F',
      personal_contact: '9876543210',
      father_contact: '9876543211',
      mother_contact: '9876543212',
      account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      branch_master_id: '1',
    },
    KINDS.map((field) =>
      field === 'photograph'
        ? { field, filename: 'me.png', type: 'image/png', content: PNG }
        : { field, filename: `${field}.pdf`, type: 'application/pdf', content: PDF },
    ),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
  assert.equal(res.statusCode, 201, res.body);
  return (await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = '${email}'`))[0].id;
}

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  hr = bearer(await login(t.app, 'hr@example.com'));
});
after(() => t.close());

describe('applicant verification', () => {
  let id: number;
  test('a registrant is listed with eight documents, Aadhaar masked, awaiting the branch head', async () => {
    id = await register('meera.joshi@example.com');
    const list = await call('GET', '/api/applicants?search=meera', hr);
    assert.equal(list.status, 200);
    const row = list.body.data.find((r: { id: number }) => r.id === id);
    assert.ok(row, JSON.stringify(list.body).slice(0, 600));
    assert.equal(row.stage, 'BRANCH_HEAD');
    assert.equal(row.documents, 8);
    const detail = await call('GET', `/api/applicants/${id}`, hr);
    const text = JSON.stringify(detail.body);
    assert.ok(text.includes('XXXX XXXX 2346'));
    assert.ok(!text.includes('234123412346'), 'the full Aadhaar number never leaves the server');
    assert.ok(text.includes('XXXXXXXX9012'), 'account number masked');
    assert.equal(detail.body.data.documents.filter((d: { url: string | null }) => d.url).length, 8);
    const photo = await t.app.inject({ method: 'GET', url: `/api/applicants/${id}/documents/photograph`, headers: hr });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.match(String(photo.headers['content-security-policy']), /sandbox/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/employeelogin',
      payload: { email: 'meera.joshi@example.com', password: 'Juniper-Atlas-88' },
    });
    assert.equal(signIn.statusCode, 403, 'not active before approval');
  });

  test('master approval waits for the branch head; the same person cannot give both', async () => {
    const v = (await call('GET', `/api/applicants/${id}`, hr)).body.data.version;
    const early = await call('POST', `/api/applicants/${id}/move`, admin, { move: 'master_approve', role: 'Level-1', version: v });
    assert.equal(early.status, 409);
    const branch = await call('POST', `/api/applicants/${id}/move`, hr, { move: 'branch_approve', version: v });
    assert.equal(branch.status, 200, JSON.stringify(branch.body));
    assert.equal(branch.body.data.stage, 'MASTER');
    const same = await call('POST', `/api/applicants/${id}/move`, hr, { move: 'master_approve', role: 'Level-1', version: v + 1 });
    assert.equal(same.status, 403);
    const noRole = await call('POST', `/api/applicants/${id}/move`, admin, { move: 'master_approve', version: v + 1 });
    assert.equal(noRole.status, 400);
    assert.equal(noRole.body.message, 'Role is required');
  });

  test('master approval activates the account with the role and mails the document instructions', async () => {
    const v = (await call('GET', `/api/applicants/${id}`, hr)).body.data.version;
    const ok = await call('POST', `/api/applicants/${id}/move`, admin, { move: 'master_approve', role: 'Level-1', version: v });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.data.stage, 'APPROVED');
    const [u] = await t.handle.query<{ status: string; role: string; branch_head_approval: string; master_approval: string }>(
      `SELECT status, role, branch_head_approval, master_approval FROM users WHERE id = ${id}`,
    );
    assert.deepEqual(u, { status: '1', role: 'Level-1', branch_head_approval: 'Yes', master_approval: 'Yes' });
    const mail = lastMail(t.config.outboxDir)!;
    assert.equal(mail.to, 'meera.joshi@example.com');
    assert.match(mail.text, /originals/);
    assert.match(mail.text, /PAN card/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/employeelogin',
      payload: { email: 'meera.joshi@example.com', password: 'Juniper-Atlas-88' },
    });
    assert.equal(signIn.statusCode, 200, signIn.body);
  });

  test('reject needs a reason; a rejected applicant stays inactive', async () => {
    const other = await register('arjun.rao@example.com');
    const v = (await call('GET', `/api/applicants/${other}`, hr)).body.data.version;
    const bare = await call('POST', `/api/applicants/${other}/move`, hr, { move: 'reject', version: v });
    assert.equal(bare.status, 400);
    const ok = await call('POST', `/api/applicants/${other}/move`, hr, { move: 'reject', comment: 'Documents unreadable', version: v });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.data.stage, 'REJECTED');
    assert.equal(ok.body.data.reviews.at(-1).reason, 'Documents unreadable');
    const again = await call('POST', `/api/applicants/${other}/move`, admin, { move: 'branch_approve', version: v + 1 });
    assert.equal(again.status, 409);
  });

  test('pages sorted by Registered (an alias of created_at) follow the table order, searched or not', async () => {
    // Same instant for several applicants: the id breaks the tie, as in the list.
    await t.handle.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE kind = 'employee' AND status = '0'`);
    const expected = await t.handle.query<{ id: number }>(
      `SELECT id FROM users WHERE kind = 'employee' AND (status = '0' OR master_approval IS NOT NULL) ORDER BY created_at DESC, id DESC`,
    );
    assert.ok(expected.length >= 4, `${expected.length} applicants`);
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
      const res = await call('GET', `/api/applicants?page=${page}&pageSize=2`, admin);
      assert.equal(res.status, 200);
      assert.equal(res.body.total, expected.length);
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
    }
    assert.deepEqual(
      ids,
      expected.map((r) => r.id),
    );
    const asc = await call('GET', '/api/applicants?page=2&pageSize=2&sort=registered_at&order=asc', admin);
    assert.deepEqual(
      asc.body.data.map((r: { id: number }) => r.id),
      [...expected]
        .reverse()
        .slice(2, 4)
        .map((r) => r.id),
    );
  });

  test('an employee without user_creation_page sees nothing', async () => {
    const emp = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    assert.equal((await call('GET', '/api/applicants', emp)).status, 403);
    assert.equal((await call('GET', `/api/applicants/${id}`, emp)).status, 403);
  });
});

describe('malformed applicant payloads', () => {
  const TABLES = ['users', 'applicant_reviews', 'user_documents'];
  let prints: string[];
  const move = { move: 'branch_approve', version: 1 };
  const moveCases: Malformed[] = [
    { name: 'empty object (no version either)', payload: {}, status: 428 },
    { name: 'unknown move', payload: { move: 'approve_all', version: 1 }, status: 400 },
    { name: 'SQL as move', payload: { move: "x'; DROP TABLE users; --", version: 1 }, status: 400 },
    { name: 'move as number', payload: { move: 3, version: 1 }, status: 400 },
    { name: 'version missing', payload: { move: 'branch_approve' }, status: 428 },
    { name: 'version as text', payload: { move: 'branch_approve', version: '1' }, status: 400 },
    { name: 'unknown role', payload: { move: 'master_approve', role: 'Superuser', version: 1 }, status: 400 },
    { name: 'script as role', payload: { move: 'master_approve', role: '<script>alert(1)</script>', version: 1 }, status: 400 },
    { name: 'comment too long', payload: { ...move, comment: 'c'.repeat(1001) }, status: 400 },
    { name: 'extra field', payload: { ...move, status: '1' }, status: 400 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [move] },
    { name: 'broken JSON', payload: '{"move"', raw: true, status: 400 },
    { name: 'text/plain', payload: 'move=x', raw: true, contentType: 'text/plain', status: 400 },
    { name: 'not an applicant (an active admin)', url: '/api/applicants/1/move', payload: move, status: 404 },
    ...malformedIds('/api/applicants', 'PUT', move).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/move` })),
  ];
  const SUITES = [
    { name: 'GET applicants', method: 'GET' as const, url: '/api/applicants', cases: malformedQueries('/api/applicants') },
    { name: 'POST applicants/{id}/move', method: 'POST' as const, url: '/api/applicants/999999/move', cases: moveCases },
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
