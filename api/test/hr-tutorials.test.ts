// Software tutorials: guides per page with a screenshot upload, searchable, the guides of one page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)] as unknown as Uint8Array[]);
let t: TestApp;
let employee: Record<string, string>;

before(async () => {
  t = await makeTestApp();
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

describe('tutorials', () => {
  test('a guide with a screenshot is found by search and by its page', async () => {
    const form = multipart({ title: 'Printing a bill', page_path: '/admin/billHistory', steps: 'Open the bill.\nClick Print.' }, [
      { field: 'screenshot', filename: 'print.png', type: 'image/png', content: PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutorials',
      headers: { ...employee, ...form.headers },
      payload: form.payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    const shot = res.json().data.screenshot;
    assert.equal(shot.name, 'print.png');
    const file = await t.app.inject({ method: 'GET', url: `/api/${shot.url}`, headers: employee });
    assert.equal(file.headers['content-type'], 'image/png');
    const found = (await t.app.inject({ method: 'GET', url: '/api/tutorials?search=print', headers: employee })).json();
    assert.ok(found.data.some((g: { title: string }) => g.title === 'Printing a bill'));
    const forPage = (await t.app.inject({ method: 'GET', url: '/api/tutorials/for?path=/admin/BILLHISTORY', headers: employee })).json();
    assert.deepEqual(
      forPage.data.map((g: { title: string }) => g.title),
      ['Printing a bill'],
    );
  });

  test('a search whose matches sit together in the page order pages through them in that order', async () => {
    // Guides of one page share its words: the matches are one run of the page-address order.
    const values = ['/admin/aaa', '/admin/zzz'].flatMap((page, p) =>
      Array.from({ length: 30 }, (_, i) => `('Guide ${p}-${i}', '${page}', '${p ? 'Return a distance meter' : 'Open the page'}')`),
    );
    await t.handle.query(`INSERT INTO tutorials (title, page_path, steps) VALUES ${values.join(', ')}`);
    const expected = await t.handle.query<{ id: number }>(
      `SELECT id FROM tutorials WHERE to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(page_path, '') || ' ' || coalesce(steps, ''))
       @@ to_tsquery('simple', 'meter:*') ORDER BY page_path, id`,
    );
    assert.equal(expected.length, 30);
    const ids: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = (
        await t.app.inject({ method: 'GET', url: `/api/tutorials?search=meter&page=${page}&pageSize=10`, headers: employee })
      ).json();
      assert.equal(res.total, 30);
      ids.push(...res.data.map((g: { id: number }) => g.id));
    }
    assert.deepEqual(
      ids,
      expected.map((r) => r.id),
    );
  });
});

describe('tutorial videos', () => {
  const MP4 = (size = 64) =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(size)] as unknown as Uint8Array[]);
  const WEBM = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(64),
  ] as unknown as Uint8Array[]);
  const post = (file: { field?: string; filename: string; type: string; content: Buffer }) => {
    const form = multipart({ title: `Video ${file.filename}`, page_path: '/admin/leaveManagement', steps: 'Watch it.' }, [
      { field: file.field ?? 'video', ...file },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/tutorials', headers: { ...employee, ...form.headers }, payload: form.payload });
  };

  test('an MP4 over the 5 MB document limit and a WebM are stored and served as video', async () => {
    for (const [file, mime] of [
      [{ filename: 'apply.mp4', type: 'video/mp4', content: MP4(6 * 1024 * 1024) }, 'video/mp4'],
      [{ filename: 'apply.webm', type: 'video/webm', content: WEBM }, 'video/webm'],
    ] as const) {
      const res = await post(file);
      assert.equal(res.statusCode, 201, res.body);
      const video = res.json().data.video;
      assert.equal(video.name, file.filename);
      const got = await t.app.inject({ method: 'GET', url: `/api/${video.url}`, headers: employee });
      assert.equal(got.statusCode, 200);
      assert.equal(got.headers['content-type'], mime);
      assert.equal(got.rawPayload.length, file.content.length);
    }
  });

  test('a video over 50 MB, a fake video and a video as the screenshot are refused', async () => {
    const before = await fingerprint(t, 'tutorials');
    const big = await post({ filename: 'long.mp4', type: 'video/mp4', content: MP4(50 * 1024 * 1024) });
    assert.equal(big.statusCode, 413, big.body);
    assert.match(big.json().message, /50 MB/);
    const fake = await post({ filename: 'fake.mp4', type: 'video/mp4', content: Buffer.from('not a video at all, just text') });
    assert.equal(fake.statusCode, 400, fake.body);
    const pdfAsVideo = await post({ filename: 'guide.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF') });
    assert.equal(pdfAsVideo.statusCode, 400, pdfAsVideo.body);
    assert.equal(pdfAsVideo.json().fields.video, 'Video must be MP4 or WebM');
    const asShot = await post({ field: 'screenshot', filename: 'a.webm', type: 'video/webm', content: WEBM });
    assert.equal(asShot.statusCode, 400, asShot.body);
    assert.equal(asShot.json().fields.screenshot, 'Screenshot or PDF must be PNG, JPEG, WebP or PDF');
    assert.equal(await fingerprint(t, 'tutorials'), before);
  });
});

describe('malformed tutorial payloads', () => {
  let prints: string[];
  const guide = { title: 'Guide', page_path: '/admin/tickets', steps: 'Step one' };
  const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; cases: Malformed[] }[] = [
    { name: 'GET tutorials', method: 'GET', url: '/api/tutorials', cases: malformedQueries('/api/tutorials') },
    {
      name: 'POST tutorials',
      method: 'POST',
      url: '/api/tutorials',
      cases: [
        ...malformedBodies(guide, { text: 'title', format: 'page_path' }),
        { name: 'page not under /admin', payload: { ...guide, page_path: 'https://evil.example' }, status: 400 },
        { name: 'file as text', payload: { ...guide, screenshot: 'x.png' }, status: 400 },
      ],
    },
    {
      name: 'PUT tutorials/{id}',
      method: 'PUT',
      url: '/api/tutorials/1',
      cases: [
        ...malformedBodies({ ...guide, version: 1 }, { text: 'steps', format: 'page_path' }),
        { name: 'stale version', payload: { ...guide, version: 99 }, status: 409 },
        ...malformedIds('/api/tutorials', 'PUT', { ...guide, version: 1 }),
      ],
    },
  ];
  before(async () => {
    prints = [await fingerprint(t, 'tutorials')];
  });
  for (const suite of SUITES) {
    describe(suite.name, () => {
      test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
      for (const c of suite.cases)
        test(c.name, async () => {
          await expectRefused(t, employee, { method: suite.method, url: suite.url }, c);
        });
    });
  }
  test('no refused request changed any data', async () => {
    assert.deepEqual([await fingerprint(t, 'tutorials')], prints);
  });
});
