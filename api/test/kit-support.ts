import assert from 'node:assert/strict';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers';

/** A digest of a whole table (row count and every row's text), to prove a refused request changed nothing. */
export async function fingerprint(t: TestApp, table: string): Promise<string> {
  const [row] = await t.handle.query<{ f: string }>(
    `SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS f FROM ${table} x`,
  );
  return row.f;
}

export interface Malformed {
  name: string;
  method?: InjectOptions['method'];
  url?: string;
  /** A JSON value, or raw text with `raw: true`. */
  payload?: unknown;
  raw?: boolean;
  contentType?: string;
  /** The status expected when one in particular matters (else any 4xx). */
  status?: number;
  /** A text the message must contain. */
  message?: string;
}

/** Sends one malformed request and checks: a 4xx with a readable message, never a 5xx. */
export async function expectRefused(
  t: TestApp,
  headers: Record<string, string>,
  base: { method: InjectOptions['method']; url: string },
  c: Malformed,
): Promise<LightMyRequestResponse> {
  const method = c.method ?? base.method;
  const url = c.url ?? base.url;
  const opts: InjectOptions = { method, url, headers: { ...headers } };
  if (c.payload !== undefined) {
    if (c.raw) {
      opts.payload = c.payload as string;
      opts.headers!['content-type'] = c.contentType ?? 'application/json';
    } else {
      opts.payload = JSON.stringify(c.payload);
      opts.headers!['content-type'] = c.contentType ?? 'application/json';
    }
  }
  const res = await t.app.inject(opts);
  const where = `${method} ${url} [${c.name}] -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  assert.ok(res.statusCode >= 400 && res.statusCode < 500, where);
  if (c.status) assert.equal(res.statusCode, c.status, where);
  const body = res.json();
  assert.equal(typeof body.message, 'string', where);
  assert.ok(body.message.length > 3, where);
  if (c.message) assert.ok(body.message.includes(c.message), `${where}: expected "${c.message}"`);
  return res;
}

const HUGE = 'x'.repeat(100_000);

export interface BodyHints {
  /** A required text field (e.g. name). */
  text: string;
  /** A field with an Indian format or e-mail (e.g. pincode). */
  format?: string;
  /** A foreign-key select (integer) and an id that does not exist. */
  fk?: string;
  /** A select with fixed options. */
  option?: string;
  date?: string;
  number?: string;
  list?: string;
}

/** The malformed bodies every create / update endpoint must refuse, derived from a valid body. */
export function malformedBodies(valid: Record<string, unknown>, h: BodyHints): Malformed[] {
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  const cases: Malformed[] = [
    { name: 'empty object', payload: {} },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [valid] },
    { name: 'JSON string', payload: '"hello"', raw: true },
    { name: 'broken JSON', payload: '{"name": "x",', raw: true, status: 400 },
    { name: 'text/plain body', payload: 'name=x', raw: true, contentType: 'text/plain', status: 400, message: 'JSON object' },
    { name: 'body over 1 MB', payload: JSON.stringify(w({ [h.text]: 'y'.repeat(1_200_000) })), raw: true, status: 413 },
    { name: 'text as number', payload: w({ [h.text]: 12345 }), status: 400 },
    { name: 'text as object', payload: w({ [h.text]: { $gt: '' } }), status: 400 },
    { name: 'text as array', payload: w({ [h.text]: ['a', 'b'] }), status: 400 },
    { name: 'text as boolean', payload: w({ [h.text]: true }), status: 400 },
    { name: 'oversize text (100k)', payload: w({ [h.text]: HUGE }), status: 400 },
    { name: 'blank required text', payload: w({ [h.text]: '   ' }), status: 400 },
    { name: 'NUL character', payload: w({ [h.text]: 'abc\u0000def' }), status: 400 },
    { name: 'unknown field', payload: w({ is_admin: true }), status: 400 },
    { name: 'prototype pollution', payload: `{"__proto__": {"polluted": 1}, ${JSON.stringify(valid).slice(1)}`, raw: true },
  ];
  if (h.format) {
    cases.push(
      { name: 'SQL in a formatted field', payload: w({ [h.format]: "1' OR '1'='1'; DROP TABLE users; --" }), status: 400 },
      { name: 'script in a formatted field', payload: w({ [h.format]: '<script>alert(1)</script>' }), status: 400 },
    );
  }
  if (h.fk) {
    cases.push(
      { name: 'unknown id in a reference', payload: w({ [h.fk]: 987654 }), status: 400 },
      { name: 'negative id', payload: w({ [h.fk]: -1 }), status: 400 },
      { name: 'fractional id', payload: w({ [h.fk]: 1.5 }), status: 400 },
      { name: 'id as text', payload: w({ [h.fk]: '1' }), status: 400 },
      { name: 'SQL as id', payload: w({ [h.fk]: '1; DELETE FROM users' }), status: 400 },
      { name: 'id beyond integer', payload: w({ [h.fk]: 2 ** 40 }), status: 400 },
    );
  }
  if (h.option) {
    cases.push(
      { name: 'unknown option', payload: w({ [h.option]: 'BOGUS' }), status: 400 },
      { name: 'script as option', payload: w({ [h.option]: '<img src=x onerror=alert(1)>' }), status: 400 },
    );
  }
  if (h.date) {
    cases.push(
      { name: 'impossible date', payload: w({ [h.date]: '2025-02-30' }), status: 400 },
      { name: 'date in another format', payload: w({ [h.date]: '02/03/2025' }), status: 400 },
      { name: 'SQL as date', payload: w({ [h.date]: "now()'--" }), status: 400 },
    );
  }
  if (h.number) {
    cases.push(
      { name: 'number as text', payload: w({ [h.number]: '12' }), status: 400 },
      { name: 'number far out of range', payload: w({ [h.number]: 1e308 }), status: 400 },
    );
  }
  if (h.list) {
    cases.push(
      { name: 'list as text', payload: w({ [h.list]: 'A,B' }), status: 400 },
      { name: 'list of numbers', payload: w({ [h.list]: [1, 2] }), status: 400 },
      { name: 'list too long', payload: w({ [h.list]: Array.from({ length: 500 }, (_, i) => `X${i}`) }), status: 400 },
    );
  }
  return cases;
}

/** Malformed list queries (GET ?page&pageSize&search&sort&order). */
export function malformedQueries(path: string): Malformed[] {
  const q = (s: string) => `${path}?${s}`;
  return [
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=1e12',
    'page=1;DROP TABLE users',
    'pageSize=0',
    'pageSize=-5',
    'pageSize=x',
    'pageSize=2.5',
    'sort=bogus',
    'sort=name;DROP TABLE users',
    'sort=password_hash',
    'sort=id%20desc',
    'order=up',
    'order=asc;--',
    `search=${'a'.repeat(101)}`,
    'pageno=0',
    'pageno=<script>',
    'page=%00',
  ].map((s) => ({ name: s.slice(0, 40), method: 'GET' as const, url: q(s), status: 400 }));
}

/** Malformed ids in a path `${path}/{id}` (PUT or DELETE). */
export function malformedIds(path: string, method: 'PUT' | 'DELETE' | 'PATCH', payload?: unknown): Malformed[] {
  const ids = [
    '0',
    '-1',
    'abc',
    '1.5',
    '1%20OR%201%3D1',
    '1;DROP%20TABLE%20users',
    '2147483648',
    '1e3',
    '0x10',
    '%3Cscript%3E',
    'null',
    '%5B1%5D',
  ];
  return [
    ...ids.map((id) => ({ name: `id ${id}`, method, url: `${path}/${id}`, payload, status: 400 })),
    // A DELETE names a version (else 428 comes first, outside spec section 7): the record's absence is what is tested.
    { name: 'unknown id', method, url: `${path}/99999999${method === 'DELETE' ? '?version=1' : ''}`, payload, status: 404 },
  ];
}
