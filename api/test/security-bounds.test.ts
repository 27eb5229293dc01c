// Every write route, read from the app's own route table (routes added later are covered without
// editing this file), declares a body schema whose every part has a size bound: strings maxLength
// (or an enum, or an anchored pattern without open repetition), arrays maxItems, objects no open
// additionalProperties. The few writes that take no JSON body are listed here with why.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiRoute } from '../src/http/types';
import { makeTestApp, type TestApp } from './helpers';
import { unboundedParts } from './security-bounds-walk';

/** Writes without a JSON body schema, and what bounds them instead. */
const NO_JSON_BODY: Record<string, string> = {
  'POST /api/logout': 'no body: the session is the bearer token',
  'POST /api/me/sessions/revoke': 'no body: every session of the bearer token’s account',
  'POST /api/me/totp/setup': 'no body: a new secret for the caller',
  'POST /api/cases/:id/documents': 'multipart only: part count, field and file sizes bounded by @fastify/multipart limits',
  'POST /api/site-visits/:id/photos': 'multipart only: one file, named fields, sizes bounded by @fastify/multipart limits',
  'POST /api/site-visits/:id/sketch': 'multipart only: one PNG file, sizes bounded by @fastify/multipart limits',
  'POST /api/pincodes/import': 'text/csv: bounded by the body limit and the importer’s row checks',
  'POST /api/ready-reckoner/import': 'text/csv or .xlsx: bounded by the body limit and the importer’s row checks',
  'POST /api/market-transactions/import': 'text/csv or .xlsx: bounded by the body limit and the importer’s row checks',
  'POST /api/online-requests/mine/sheet/check': 'multipart .xlsx: one file, bounded by @fastify/multipart limits and the row checks',
  'POST /api/online-requests/mine/sheet/import': 'multipart .xlsx: one file, bounded by @fastify/multipart limits and the row checks',
  'POST /api/dedupe/scan': 'no body: scans the cases new since the last scan',
  'POST /api/branch-users/:id/set-password-link': 'no body: the id in the path is all it takes',
  'POST /api/mis-reports/:id/send': 'no body: the id in the path is all it takes',
  'POST /api/receipts/statement-lines/:id/ignore': 'no body: the id in the path is all it takes',
};

let t: TestApp;
let routes: readonly ApiRoute[];
before(async () => {
  t = await makeTestApp();
  routes = t.app.apiRoutes;
});
after(() => t.close());

const key = (r: ApiRoute) => `${r.method} ${r.url}`;
const figures = { writes: 0, bounded: 0, bodyless: 0, deletes: 0 };

test('the walker flags what is unbounded and passes what is bounded', () => {
  assert.deepEqual(unboundedParts({ type: 'string' }), ['body: string without maxLength']);
  assert.deepEqual(unboundedParts({ type: 'string', pattern: '^[0-9]+$' }), ['body: string without maxLength']);
  assert.deepEqual(unboundedParts({ type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' }), []);
  assert.deepEqual(unboundedParts({ type: 'array', items: { type: 'integer' } }), ['body: array without maxItems']);
  assert.deepEqual(unboundedParts({ type: 'object', properties: { a: { type: 'integer' } } }), [
    'body: open object (additionalProperties)',
  ]);
  assert.deepEqual(unboundedParts({}), ['body: any value']);
  assert.deepEqual(
    unboundedParts({
      type: 'object',
      additionalProperties: false,
      properties: { s: { type: ['string', 'null'], maxLength: 9 }, e: { enum: ['a'] }, n: { type: 'number' } },
    }),
    [],
  );
});

test('every POST, PUT and PATCH declares a bounded body schema (or is listed as taking no JSON body)', () => {
  const problems: string[] = [];
  const bodyless: string[] = [];
  for (const r of routes.filter((x) => ['POST', 'PUT', 'PATCH'].includes(x.method))) {
    figures.writes++;
    if (!r.bodySchema) {
      bodyless.push(key(r));
      continue;
    }
    const parts = unboundedParts(r.bodySchema);
    if (parts.length) problems.push(`${key(r)}: ${parts.join('; ')}`);
    else figures.bounded++;
  }
  figures.bodyless = bodyless.length;
  assert.deepEqual(problems, []);
  assert.deepEqual(bodyless.sort(), Object.keys(NO_JSON_BODY).sort());
  assert.ok(figures.writes > 100, `${figures.writes} write routes`);
});

test('DELETE routes take no body, or a bounded one', () => {
  for (const r of routes.filter((x) => x.method === 'DELETE')) {
    figures.deletes++;
    if (r.bodySchema) assert.deepEqual(unboundedParts(r.bodySchema), [], key(r));
  }
  console.log(
    `# figures: ${figures.writes} POST/PUT/PATCH routes: ${figures.bounded} with a bounded body schema, ${figures.bodyless} without a JSON body (listed); ${figures.deletes} DELETE routes, none with an unbounded body`,
  );
});
