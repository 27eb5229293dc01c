// Fastify's validators generated on a route's first request (src/http/lazy-validators.ts) check
// as Fastify's own do: required fields, the app's ajv options (all errors, query coercion), and a
// schema's error at the request that needs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { lazyValidators } from '../src/http/lazy-validators';

async function appWith(schema: object) {
  const app = Fastify({ ajv: { customOptions: { allErrors: true } }, schemaController: lazyValidators() });
  app.post('/echo', { schema: { body: schema, querystring: { type: 'object', properties: { n: { type: 'integer' } } } } }, (req) => ({
    body: req.body,
    query: req.query,
  }));
  await app.ready();
  return app;
}

const BODY = { type: 'object', required: ['name', 'age'], properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 18 } } };

test('a body that breaks the schema is refused with every error, a valid one passes with the query coerced', async () => {
  const app = await appWith(BODY);
  try {
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { age: 3 } });
    assert.equal(bad.statusCode, 400);
    const message = bad.json().message as string;
    assert.match(message, /must have required property 'name'/);
    assert.match(message, /must be >= 18/, 'allErrors: both problems are named');

    const good = await app.inject({ method: 'POST', url: '/echo?n=7', payload: { name: 'Asha', age: 30 } });
    assert.equal(good.statusCode, 200);
    assert.deepEqual(good.json(), { body: { name: 'Asha', age: 30 }, query: { n: 7 } });
    const again = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Asha' } });
    assert.equal(again.statusCode, 400, 'the compiled validator is kept and still checks');
  } finally {
    await app.close();
  }
});

test('a schema ajv cannot compile fails the request that needs it, not the start', async () => {
  const app = await appWith({ type: 'object', properties: { a: { $ref: '#/definitions/missing' } } });
  try {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    assert.equal(res.statusCode, 500);
  } finally {
    await app.close();
  }
});
