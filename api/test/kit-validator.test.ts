// The kit's validators (src/kit/validator.ts): generated on a route's first request, while a
// malformed schema still fails the start, whichever part of the request it describes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { kitValidatorCompiler } from '../src/kit/validator';

async function appWith(schema: { body?: object; querystring?: object }) {
  const app = Fastify();
  app.post('/echo', { validatorCompiler: kitValidatorCompiler, schema }, (req) => ({ body: req.body, query: req.query }));
  await app.ready();
  return app;
}

test('a malformed body or querystring schema fails the start, naming the part', async () => {
  await assert.rejects(appWith({ body: { type: 'object', properties: { a: { type: 'nope' } } } }), /invalid body schema/);
  await assert.rejects(appWith({ querystring: { type: 'object', properties: { n: { minimum: 'one' } } } }), /invalid querystring schema/);
});

test('bodies are checked strictly, query strings coerced', async () => {
  const app = await appWith({
    body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
    querystring: { type: 'object', properties: { n: { type: 'integer' } } },
  });
  try {
    const text = await app.inject({ method: 'POST', url: '/echo', payload: { n: '12' } });
    assert.equal(text.statusCode, 400, 'no coercion of a body: "12" is not a number');
    const ok = await app.inject({ method: 'POST', url: '/echo?n=7', payload: { n: 12 } });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { body: { n: 12 }, query: { n: 7 } });
  } finally {
    await app.close();
  }
});
