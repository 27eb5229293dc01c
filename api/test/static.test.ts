import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { u8 } from '../src/lib/bytes';
import { makeTestApp, type TestApp } from './helpers';

describe('static files', () => {
  let t: TestApp;
  before(async () => {
    // Embedded: the registry is a file of RELEASES_DIR here (PostgreSQL keeps it in a table).
    t = await makeTestApp({ seed: false, embedded: true });
  });
  after(() => t.close());

  test('missing registry answers an empty one', async () => {
    const res = await t.app.inject({ url: '/remotes/registry.json' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().remotes, {});
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('registry: no-cache, strong ETag, 304 on If-None-Match, new ETag after a change', async () => {
    fs.mkdirSync(t.config.releasesDir, { recursive: true });
    const file = path.join(t.config.releasesDir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify({ remotes: { auth: { version: '1.0.0' } } }));
    const res = await t.app.inject({ url: '/remotes/registry.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().remotes.auth.version, '1.0.0');
    assert.equal(res.headers['cache-control'], 'no-cache');
    const etag = res.headers.etag as string;
    assert.match(etag, /^"[^"]+"$/, 'strong ETag');
    const again = await t.app.inject({ url: '/remotes/registry.json', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');

    fs.writeFileSync(file, JSON.stringify({ remotes: { auth: { version: '1.0.1' } } }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const changed = await t.app.inject({ url: '/remotes/registry.json', headers: { 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json().remotes.auth.version, '1.0.1');
    assert.notEqual(changed.headers.etag, etag);
  });

  test('remote builds are immutable, typed, gzip/brotli when accepted', async () => {
    const dir = path.join(t.config.releasesDir, 'x', '1.0.0', 'static', 'js');
    fs.mkdirSync(dir, { recursive: true });
    const js = `console.log(${JSON.stringify('hello '.repeat(500))});\n`;
    fs.writeFileSync(path.join(dir, 'main.js'), js);
    fs.writeFileSync(path.join(t.config.releasesDir, 'x', '1.0.0', 'remoteEntry.js'), 'var x=1;');
    const res = await t.app.inject({ url: '/remotes/x/1.0.0/static/js/main.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(res.headers['content-type']), /^(text|application)\/javascript; charset=utf-8$/);
    assert.equal(res.body, js);

    const gz = await t.app.inject({ url: '/remotes/x/1.0.0/static/js/main.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(u8(gz.rawPayload)).toString(), js);
    assert.ok(gz.rawPayload.length < js.length / 5);
    const br = await t.app.inject({ url: '/remotes/x/1.0.0/static/js/main.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(u8(br.rawPayload)).toString(), js);
    assert.match(String(br.headers.vary), /^accept-encoding$/i);

    const entry = await t.app.inject({ url: '/remotes/x/1.0.0/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var x=1;');
    assert.equal((await t.app.inject({ url: '/remotes/x/1.0.0/nope.js' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/remotes/x/9.9.9/remoteEntry.js' })).statusCode, 404);
  });

  test('files the build compressed go out as their .br/.gz siblings (no compression per request), with Vary, ETag and ranges', async () => {
    const dir = path.join(t.config.releasesDir, 'pc', '1.0.0');
    fs.mkdirSync(dir, { recursive: true });
    const js = `console.log(${JSON.stringify('precompressed '.repeat(400))});\n`;
    const q11 = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
    fs.writeFileSync(path.join(dir, 'page.1a2b3c4d.js'), js);
    fs.writeFileSync(path.join(dir, 'page.1a2b3c4d.js.br'), u8(zlib.brotliCompressSync(js, q11)));
    fs.writeFileSync(path.join(dir, 'page.1a2b3c4d.js.gz'), u8(zlib.gzipSync(js, { level: 9 })));
    const url = '/remotes/pc/1.0.0/page.1a2b3c4d.js';

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    // The sibling's very bytes: nothing was compressed again on the way out.
    assert.deepEqual(u8(br.rawPayload), u8(fs.readFileSync(path.join(dir, 'page.1a2b3c4d.js.br'))));
    assert.equal(zlib.brotliDecompressSync(u8(br.rawPayload)).toString(), js);
    assert.match(String(br.headers['content-type']), /^(text|application)\/javascript; charset=utf-8$/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(u8(gz.rawPayload), u8(fs.readFileSync(path.join(dir, 'page.1a2b3c4d.js.gz'))));

    const plain = await t.app.inject({ url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, js);
    assert.match(String(plain.headers.vary), /accept-encoding/i, 'the plain answer varies on Accept-Encoding too (shared caches)');

    // Each representation has its own validator; a revalidation answers 304 for the one the browser holds.
    assert.ok(br.headers.etag && plain.headers.etag);
    assert.notEqual(br.headers.etag, plain.headers.etag);
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string },
    });
    assert.equal(revalidated.statusCode, 304);
    // A byte range of the file as it is (no encoding asked) is a range of the original.
    const range = await t.app.inject({ url, headers: { range: 'bytes=0-10' } });
    assert.equal(range.statusCode, 206);
    assert.equal(range.body, js.slice(0, 11));
    assert.equal(range.headers['content-range'], `bytes 0-10/${Buffer.byteLength(js)}`);

    // A file without a sibling (one the build left alone, or a build from before) is still compressed on the fly.
    fs.writeFileSync(path.join(dir, 'other.1a2b3c4d.js'), js);
    const other = await t.app.inject({ url: '/remotes/pc/1.0.0/other.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(other.statusCode, 200);
    assert.equal(other.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(u8(other.rawPayload)).toString(), js);
    const small = await t.app.inject({ url: '/remotes/pc/1.0.0/missing.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.statusCode, 404, 'no sibling and no file: still a 404');
    // A sibling is never a way to a file that is not there: the .br alone is not served for its base name.
    fs.writeFileSync(path.join(dir, 'orphan.1a2b3c4d.js.br'), u8(zlib.brotliCompressSync(js)));
    assert.equal(
      (await t.app.inject({ url: '/remotes/pc/1.0.0/orphan.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } })).statusCode,
      404,
    );
  });

  test('path traversal is refused', async () => {
    fs.writeFileSync(path.join(t.root, 'secret.txt'), 'top secret');
    for (const url of [
      '/remotes/x/1.0.0/..%2F..%2F..%2Fsecret.txt',
      '/remotes/x/1.0.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/remotes/x/..%2F..%2Fsecret.txt/a',
      '/remotes/x/1.0.0/..%5C..%5Csecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await t.app.inject({ url });
      assert.ok([400, 404, 503].includes(res.statusCode), `${url} -> ${res.statusCode}`);
      assert.ok(!res.body.includes('top secret'), url);
    }
  });

  test('shell: 503 until built, then files, hashed files immutable, SPA fallback to index.html', async () => {
    const notBuilt = await t.app.inject({ url: '/admin/index' });
    assert.equal(notBuilt.statusCode, 503);
    assert.equal(notBuilt.body, 'The shell is not built yet: run npm run build');

    fs.mkdirSync(t.config.shellDist, { recursive: true });
    const html = '<!doctype html><div id="root"></div>';
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), html);
    fs.writeFileSync(path.join(t.config.shellDist, 'main.js'), 'boot()');
    fs.writeFileSync(path.join(t.config.shellDist, '123.1a2b3c4d.js'), 'chunk()');

    for (const url of ['/', '/admin/index', '/auth/login?x=1', '/update-password?token=abc']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, html);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    const main = await t.app.inject({ url: '/main.js' });
    assert.equal(main.body, 'boot()');
    assert.equal(main.headers['cache-control'], 'no-cache');
    assert.ok(main.headers.etag);
    assert.equal((await t.app.inject({ url: '/main.js', headers: { 'if-none-match': main.headers.etag as string } })).statusCode, 304);
    const chunk = await t.app.inject({ url: '/123.1a2b3c4d.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await t.app.inject({ url: '/missing.1a2b3c4d.js' })).statusCode, 404, 'missing assets are not the SPA page');

    // The shell's scripts are compressed like the remotes' (they once went out whole).
    const big = `export const x = ${JSON.stringify('shell '.repeat(2000))};`;
    fs.writeFileSync(path.join(t.config.shellDist, '456.1a2b3c4d.js'), big);
    for (const [url, body] of [
      ['/456.1a2b3c4d.js', big],
      ['/admin/siteEngineer1', html],
    ]) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.equal(zlib.brotliDecompressSync(u8(br.rawPayload)).toString(), body, url);
    }
    const api = await t.app.inject({ url: '/api/nothing-here' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().message, 'Nothing at GET /api/nothing-here.');
    assert.equal((await t.app.inject({ method: 'POST', url: '/admin/index' })).statusCode, 404);
  });

  test("the shell's page names what it loads first: preload hints for the shell's start chunks, the registry, the page's remote and the shared modules its module needs", async () => {
    // After the shell test: shellDist holds index.html.
    fs.writeFileSync(path.join(t.config.shellDist, 'start-chunks.json'), JSON.stringify(['main.js', 'assets/1.1a2b3c4d.js', '../x.js']));
    // The light start (a page declared start: 'light'): without the full start's assets/1.
    fs.writeFileSync(path.join(t.config.shellDist, 'light-start-chunks.json'), JSON.stringify(['main.js', 'assets/3.1a2b3c4d.js']));
    // The shell's copies of shared modules; one file of shared/kit is a start chunk already.
    fs.writeFileSync(
      path.join(t.config.shellDist, 'shared-chunks.json'),
      JSON.stringify({
        'shared/kit': ['assets/1.1a2b3c4d.js', 'assets/7.1a2b3c4d.js'],
        yup: ['assets/8.1a2b3c4d.js', '../y.js'],
        other: ['assets/9.1a2b3c4d.js'],
      }),
    );
    const release = path.join(t.config.releasesDir, 'y', '2.0.0');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(
      path.join(release, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            name: 'YPage',
            assets: { js: { sync: ['12.1a2b3c4d.js', '__federation_expose_YPage.1a2b3c4d.js'], async: ['99.1a2b3c4d.js'] } },
          },
        ],
        // The release's own copies: the shell provides yup, not shared/offline.
        shared: [
          { name: 'yup', assets: { js: { sync: ['13.1a2b3c4d.js'] } } },
          { name: 'shared/offline', assets: { js: { sync: ['61.1a2b3c4d.js', '../z.js'] } } },
        ],
      }),
    );
    // What ./YPage consumes before it runs; 'react' has no files in the shell's list, nor in the release's.
    fs.writeFileSync(
      path.join(release, 'shared-needs.json'),
      JSON.stringify({ './YPage': ['react', 'shared/kit', 'shared/offline', 'yup'], './Other': ['other'] }),
    );
    const page = (p: string, module: string) => ({ path: p, title: p, module });
    fs.writeFileSync(
      path.join(t.config.releasesDir, 'registry.json'),
      JSON.stringify({
        remotes: {
          mfe_y: {
            name: 'mfe_y',
            package: 'y',
            version: '2.0.0',
            entry: '/remotes/y/2.0.0/remoteEntry.js',
            pages: [page('/admin/yPage/:id', './YPage'), { ...page('/admin/yLight', './YPage'), start: 'light' }],
          },
          mfe_z: {
            name: 'mfe_z',
            package: 'z',
            version: '1.0.0',
            entry: 'https://cdn.example.com/z/remoteEntry.js',
            pages: [page('/admin/z', './Z')],
          },
        },
      }),
    );
    fs.utimesSync(path.join(t.config.releasesDir, 'registry.json'), new Date(), new Date(Date.now() + 10_000));
    const start = ['</main.js>; rel=preload; as=script', '</assets/1.1a2b3c4d.js>; rel=preload; as=script'];
    const registry = '</remotes/registry.json>; rel=preload; as=fetch; crossorigin';

    const res = await t.app.inject({ url: '/ADMIN/ypage/42?tab=1' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(String(res.headers.link).split(', '), [
      ...start,
      registry,
      '</remotes/y/2.0.0/remoteEntry.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/12.1a2b3c4d.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/__federation_expose_YPage.1a2b3c4d.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/61.1a2b3c4d.js>; rel=preload; as=script',
      '</assets/7.1a2b3c4d.js>; rel=preload; as=script',
      '</assets/8.1a2b3c4d.js>; rel=preload; as=script',
    ]);
    // A light page: the light start's chunks, and then shared/kit's assets/1 too, which that start does not load.
    assert.deepEqual(String((await t.app.inject({ url: '/admin/yLight' })).headers.link).split(', '), [
      '</main.js>; rel=preload; as=script',
      '</assets/3.1a2b3c4d.js>; rel=preload; as=script',
      registry,
      '</remotes/y/2.0.0/remoteEntry.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/12.1a2b3c4d.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/__federation_expose_YPage.1a2b3c4d.js>; rel=preload; as=script',
      '</remotes/y/2.0.0/61.1a2b3c4d.js>; rel=preload; as=script',
      '</assets/1.1a2b3c4d.js>; rel=preload; as=script',
      '</assets/7.1a2b3c4d.js>; rel=preload; as=script',
      '</assets/8.1a2b3c4d.js>; rel=preload; as=script',
    ]);
    // The browser's canary id is set with the page, so the registry it then fetches is the one hinted.
    const uid = /mf_uid=([\w-]+)/.exec(String(res.headers['set-cookie']))?.[1];
    assert.ok(uid);
    const withUid = await t.app.inject({ url: '/admin/yPage/1', headers: { cookie: `mf_uid=${uid}` } });
    assert.equal(withUid.headers['set-cookie'], undefined);

    for (const url of ['/admin/z', '/admin/unknown', '/'])
      assert.deepEqual(String((await t.app.inject({ url })).headers.link).split(', '), [...start, registry], url);

    // The page itself as the build compressed it: the sibling's bytes, as HTML, with its hints.
    const html = fs.readFileSync(path.join(t.config.shellDist, 'index.html'), 'utf8');
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html.br'), u8(zlib.brotliCompressSync(html)));
    const compressed = await t.app.inject({ url: '/admin/z', headers: { 'accept-encoding': 'br' } });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(compressed.headers['content-type'], 'text/html; charset=utf-8');
    assert.deepEqual(u8(compressed.rawPayload), u8(fs.readFileSync(path.join(t.config.shellDist, 'index.html.br'))));
    assert.deepEqual(String(compressed.headers.link).split(', '), [...start, registry]);
    fs.rmSync(path.join(t.config.shellDist, 'index.html.br'));

    // A rebuild of the shell writes new start chunks: the next page names them (the hints keep
    // what they read while the files' modification times stay the same).
    const startFile = path.join(t.config.shellDist, 'start-chunks.json');
    fs.writeFileSync(startFile, JSON.stringify(['main.js', 'assets/2.9f8e7d6c.js']));
    fs.utimesSync(startFile, new Date(), new Date(Date.now() + 30_000));
    assert.deepEqual(String((await t.app.inject({ url: '/admin/z' })).headers.link).split(', '), [
      '</main.js>; rel=preload; as=script',
      '</assets/2.9f8e7d6c.js>; rel=preload; as=script',
      registry,
    ]);

    // A registry the hints cannot read (a remote without its pages) still serves the page, without them.
    fs.writeFileSync(path.join(t.config.releasesDir, 'registry.json'), JSON.stringify({ remotes: { auth: { version: '1.0.2' } } }));
    fs.utimesSync(path.join(t.config.releasesDir, 'registry.json'), new Date(), new Date(Date.now() + 20_000));
    const odd = await t.app.inject({ url: '/admin/index' });
    assert.equal(odd.statusCode, 200);
    assert.equal(odd.headers.link, undefined);
  });
});
