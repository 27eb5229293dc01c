// No input gives a 5xx: every public route and every write route of the app's own route table gets
// the same table of malformed requests (NUL bytes in every declared field, in the query and the
// path, deep nesting, wrong types, broken or oversized bodies, odd content types), as admin.
// Each must answer below 500 with a readable message when refused, and no stored file name may
// break a download.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { filesFor } from '../src/files/index';
import type { ApiRoute } from '../src/http/types';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { fillUrl } from './security-support';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  headers = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const NUL = 'a\u0000b';
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

type Probe = { payload?: string | Buffer; headers?: Record<string, string>; url?: string };
type Case = { name: string; req: (r: ApiRoute) => Probe };
const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
const raw = (payload: string, type = 'application/json') => ({ payload, headers: { 'content-type': type } });

/** Cases every write route gets, then one NUL, one nesting and one type case per declared field. */
const GENERIC: Case[] = [
  { name: 'empty object', req: () => json({}) },
  { name: 'JSON null', req: () => raw('null') },
  { name: 'JSON array', req: () => json([{}]) },
  { name: 'JSON string', req: () => raw('"x"') },
  { name: 'JSON number', req: () => raw('12') },
  { name: 'broken JSON', req: () => raw('{"a":') },
  { name: 'empty body with JSON type', req: () => raw('') },
  { name: 'text/plain', req: () => raw('a=b', 'text/plain') },
  { name: 'urlencoded', req: () => raw('a=b', 'application/x-www-form-urlencoded') },
  { name: 'multipart without boundary', req: () => raw('x', 'multipart/form-data') },
  {
    name: 'multipart cut short',
    req: () => raw('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx', 'multipart/form-data; boundary=b'),
  },
  { name: 'multipart with a bad part header', req: () => raw('--b\r\nBogus\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b') },
  {
    name: 'multipart with a NUL field',
    req: () => {
      const m = multipart({ name: NUL, email: NUL, address: NUL });
      return { payload: m.payload, headers: m.headers };
    },
  },
  { name: 'body over 1 MB', req: () => raw(JSON.stringify({ a: 'x'.repeat(1_100_000) })) },
  { name: 'array nested 10,000 deep', req: () => raw(deep(10_000)) },
  { name: 'object nested 10,000 deep', req: () => raw(deepObject(10_000)) },
  { name: 'NUL in an unknown key', req: () => json({ [NUL]: 1 }) },
  { name: '__proto__ key', req: () => raw('{"__proto__":{"polluted":1}}') },
  { name: 'constructor.prototype key', req: () => raw('{"constructor":{"prototype":{"polluted":1}}}') },
  { name: 'NUL in the query', req: (r) => ({ url: `${fillUrl(r.url)}?city=${encodeURIComponent(NUL)}&search=%00`, ...json({}) }) },
  { name: 'NUL in the path', req: (r) => ({ url: fillUrl(r.url, () => '%00'), ...json({}) }) },
  { name: 'emoji and RTL text everywhere', req: (r) => json(Object.fromEntries(r.bodyFields.map((f) => [f, '😀\u202e']))) },
];

function perField(r: ApiRoute): Case[] {
  return r.bodyFields.flatMap((f) => [
    { name: `NUL in ${f}`, req: () => json({ [f]: NUL }) },
    { name: `${f} nested 5,000 deep`, req: () => raw(`{"${f}":${deep(5000)}}`) },
    { name: `${f} as an operator object`, req: () => json({ [f]: { $gt: '' } }) },
    { name: `${f} as 1e308`, req: () => json({ [f]: 1e308 }) },
  ]);
}

const figures: { route: string; cases: number }[] = [];

describe('no 5xx from any input, on every public and write route', () => {
  before(() => {
    // The route table is read after the app is ready; the tests below are generated from it.
  });
  test('every public or write route refuses the malformed table without a 5xx', async () => {
    const targets = t.app.apiRoutes.filter((r) => r.right === 'public' || r.method !== 'GET');
    assert.ok(targets.length > 40, `${targets.length}`);
    const failures: string[] = [];
    for (const r of targets) {
      const cases = [...GENERIC, ...perField(r)];
      for (const c of cases) {
        const extra = c.req(r);
        // Signing out ends the session each time: probe it with a fresh one.
        if (r.url === '/api/logout' || r.url === '/api/me/sessions/revoke') headers = bearer(await login(t.app, 'admin@example.com'));
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: extra.url ?? fillUrl(r.url),
          payload: r.method === 'GET' ? undefined : extra.payload,
          headers: { ...(r.right === 'public' ? {} : headers), ...(r.method === 'GET' ? {} : extra.headers) },
        });
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} [${c.name}] -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        // A 401 would mean the probe never reached the route's own checks.
        else if (res.statusCode === 401 && r.right !== 'public') failures.push(`${r.method} ${r.url} [${c.name}] -> 401 (session lost)`);
        else if (res.statusCode >= 400) {
          const body = res.json();
          if (typeof body.message !== 'string' || body.message.length < 4) failures.push(`${r.method} ${r.url} [${c.name}] -> no message`);
        }
      }
      if (r.url === '/api/logout' || r.url === '/api/me/sessions/revoke') headers = bearer(await login(t.app, 'admin@example.com'));
      figures.push({ route: `${r.method} ${r.url}`, cases: cases.length });
    }
    const total = figures.reduce((n, f) => n + f.cases, 0);
    const fivexx = failures.filter((f) => !f.endsWith('(session lost)')).length;
    console.log(
      `# figures: ${figures.length} routes, ${total} malformed requests (min ${Math.min(...figures.map((f) => f.cases))}, max ${Math.max(...figures.map((f) => f.cases))} per route), ${fivexx} × 5xx`,
    );
    assert.deepEqual(failures, []);
  });
});

describe('the NUL byte reports of the issue answer 400', () => {
  const CASES: [string, string, unknown][] = [
    ['POST', '/api/login', { email: 'admin\u0000@example.com', password: 'x' }],
    ['POST', '/api/branchlogin', { email: '\u0000', password: 'x' }],
    ['POST', '/api/forget-password', { email: 'a\u0000@example.com' }],
    [
      'POST',
      '/api/register',
      { name: 'N', email: 'n@example.com', password: 'Saffron-Kettle-19', password_confirmation: 'Saffron-Kettle-19', address: 'x\u0000y' },
    ],
    ['POST', '/api/getMontlyReport', { city: 'Pu\u0000ne' }],
    ['GET', '/api/bank-wise-branches-count?city=%00', undefined],
  ];
  for (const [method, url, payload] of CASES) {
    test(`${method} ${url}`, async () => {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        payload: payload as object,
        headers: url.includes('login') || url.includes('forget') || url.includes('register') ? {} : headers,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, /not allowed/);
    });
  }
  test('user_pincodes nested 10,000 deep on POST /api/users', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name":"A","email":"deep@example.com","password":"Saffron-Kettle-19","password_confirmation":"Saffron-Kettle-19","role":"Level-1","kind":"employee","status":"1","user_pincodes":${deep(10_000)}}`,
    });
    assert.equal(res.statusCode, 400, res.body);
  });
});

describe('any stored file name downloads (RFC 6266 filename*)', () => {
  const NAMES = ['😀.pdf', 'résumé – final.pdf', 'quote".pdf', 'back\\slash.pdf', '%41.pdf', 'ナ.pdf', 'a;b=c.pdf', "it's (1).pdf"];
  test(`${NAMES.length} names each download with their exact name`, async () => {
    const [d] = await t.handle.query<{ id: number }>('SELECT id FROM dispatch_hard_copies ORDER BY id LIMIT 1');
    // Through the app's own store: files are rows in PostgreSQL, under UPLOAD_DIR in PGlite.
    const store = filesFor(t.handle, t.config).at('dispatch-hard-copies');
    for (const name of NAMES) {
      const stored = `${d.id}/pod-test.pdf`;
      await store.put(stored, Buffer.from('%PDF-1.4\n'));
      await t.handle.query(`UPDATE dispatch_hard_copies SET pod_file = $1::jsonb WHERE id = $2`, [
        JSON.stringify({ name, stored, mime: 'application/pdf', size: 9 }),
        d.id,
      ]);
      const res = await t.app.inject({ method: 'GET', url: `/api/dispatch-hard-copies/${d.id}/files/pod_file`, headers });
      assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
      const cd = String(res.headers['content-disposition']);
      const star = /filename\*=UTF-8''([^;]+)/.exec(cd);
      assert.ok(star, cd);
      assert.equal(decodeURIComponent(star[1]), name);
      assert.ok(/^[\x20-\x7e]*$/.test(cd), cd);
    }
  });
});
