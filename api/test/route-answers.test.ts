// Every /api route declares the answer it sends (its response schema: Fastify writes the answer
// with it, and @fastify/swagger can describe it), and the schema writes exactly what the handler
// answers: the API's and the browser's tests run with CHECK_RESPONSES=1 (src/http/responses.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkingSerializerCompiler, ResponseSchemaMismatch } from '../src/http/responses';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp({ seed: false });
});
after(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

test('every route declares its answer: a 2xx response schema', () => {
  const routes = t.app.apiRoutes;
  assert.ok(routes.length > 700, `${routes.length} routes`);
  const missing = routes.filter((r) => !r.answers.some((s) => /^2/.test(s))).map(key);
  assert.deepEqual(missing, [], 'routes without a response schema: declare one (src/kit/answers.ts, src/http/answer-schemas.ts)');
});

test('the tests refuse an answer its schema would change: a key dropped, a text made a number', () => {
  const compile = (schema: object) =>
    checkingSerializerCompiler({ schema, method: 'GET', url: '/api/the-check-itself', httpStatus: '200' });
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
