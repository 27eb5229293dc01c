// HEAD answers what GET answers, without a body, with no HEAD route per GET route (http/head-requests.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { makeTestApp, type TestApp } from './helpers';

/** One request over a real socket: status, headers and how many bytes of body came. */
async function call(port: number, method: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers });
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, header: (name: string) => res.headers.get(name), bytes: body.length };
}

const SAME = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary'];

describe('HEAD requests', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  const seen: string[] = [];
  before(async () => {
    t = await makeTestApp({ seed: false, embedded: true });
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), `<!doctype html><title>Back office</title>${'<p>x</p>'.repeat(400)}`);
    // An app of its own on the test's database: it gets a hook before it is ready.
    app = await buildApp({ handle: t.handle, config: t.config, logger: false });
    app.addHook('onResponse', async (request) => void seen.push(`${request.method} ${request.url}`));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  for (const [what, url, headers] of [
    ['an API answer', '/api/health', {}],
    ['a refused API answer (no session)', '/api/users', {}],
    ['an unknown API path', '/api/no-such-thing', {}],
    ['the shell page, compressed', '/auth/login', { 'accept-encoding': 'gzip' }],
    ['the registry', '/remotes/registry.json', {}],
  ] as const) {
    test(`${what}: HEAD has GET's status and headers and no body`, async () => {
      const get = await call(port, 'GET', url, headers);
      const head = await call(port, 'HEAD', url, headers);
      assert.equal(head.status, get.status);
      assert.equal(head.bytes, 0);
      assert.ok(get.bytes > 0, 'the GET has a body to leave out');
      // The unknown path's message names the method ("Nothing at HEAD …"): one byte more.
      for (const h of SAME.filter((x) => !(x === 'content-length' && url === '/api/no-such-thing')))
        assert.equal(head.header(h), get.header(h), `${h} of ${url}`);
    });
  }

  test('hooks and handlers see the request as HEAD (it is routed as GET)', async () => {
    seen.length = 0;
    await call(port, 'HEAD', '/api/health');
    assert.deepEqual(seen, ['HEAD /api/health']);
  });

  test('a method that is neither stays refused', async () => {
    assert.equal((await call(port, 'DELETE', '/api/health')).status, 404);
  });
});
