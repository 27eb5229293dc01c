// Every /api route declares the answer it sends (its response schema: Fastify writes the answer
// with it, and @fastify/swagger can describe it), and the schema writes exactly what the handler
// answers: the API's and the browser's tests run with CHECK_RESPONSES=1 (src/http/responses.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkingSerializerCompiler, ResponseSchemaMismatch } from '../src/http/responses';
import { makeTestApp, type TestApp } from './helpers';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The routes written before response schemas were required, each still to be given one. The list
// only shrinks: a route given a schema must leave it, and a new route cannot join it.
const PENDING_FILE = path.join(HERE, 'route-answers-pending.txt');
const pending = new Set(
  fs
    .readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);

let t: TestApp;
before(async () => {
  t = await makeTestApp({ seed: false });
});
after(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

test('every route declares its answer (a 2xx response schema), bar the pending list, which only shrinks', () => {
  const routes = t.app.apiRoutes;
  const missing = routes.filter((r) => !r.answers.some((s) => /^2/.test(s)) && !pending.has(key(r))).map(key);
  assert.deepEqual(missing, [], 'routes without a response schema: declare one (src/kit/answers.ts, src/http/responses.ts)');
  const answered = routes.filter((r) => r.answers.length && pending.has(key(r))).map(key);
  assert.deepEqual(answered, [], `these routes declare their answer now: remove them from ${path.basename(PENDING_FILE)}`);
  const gone = [...pending].filter((p) => !routes.some((r) => key(r) === p));
  assert.deepEqual(gone, [], `no such routes: remove them from ${path.basename(PENDING_FILE)}`);
  const share = 1 - pending.size / routes.length;
  console.log(`# ${routes.length} routes, ${routes.length - pending.size} with a response schema (${(share * 100).toFixed(0)}%)`);
});

test('the tests refuse an answer its schema would change: a key dropped, a text made a number', () => {
  const compile = (schema: object) => checkingSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
  const schema = { type: 'object', properties: { id: { type: 'integer' }, code: { type: 'integer' } } };
  assert.equal(compile(schema)({ id: 1, code: 7 }), '{"id":1,"code":7}');
  assert.throws(() => compile(schema)({ id: 1, code: 7, name: 'Asha' }), ResponseSchemaMismatch);
  assert.throws(() => compile(schema)({ id: 1, code: '007' }), /does not match its schema/);
  const open = { ...schema, additionalProperties: true, properties: { id: { type: 'integer' }, code: { type: ['integer', 'string'] } } };
  assert.equal(compile(open)({ id: 1, code: '007', name: 'Asha' }), '{"id":1,"code":"007","name":"Asha"}');
  // Dates are written as ISO text, as JSON.stringify writes them.
  const when = { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } };
  assert.equal(compile(when)({ at: new Date('2026-11-30T10:00:00Z') }), '{"at":"2026-11-30T10:00:00.000Z"}');
});
