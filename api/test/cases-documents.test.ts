// A case's documents and photos: multipart upload with type and size limits, listed on the case,
// served only to signed-in users with a case right, shown with coordinates in the report.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { makeTestApp, multipart, storedFiles, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';
import { fingerprint } from './kit-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let c: { id: number; version: number; case_no: string };
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  const places = await demoPlaces(t);
  c = (
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: who.admin, payload: { ...caseBody(places), ignore_duplicates: true } })
  ).json().data;
});
after(() => t.close());

const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1], h = who.engineer, id = c.id) => {
  const m = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/cases/${id}/documents`, payload: m.payload, headers: { ...h, ...m.headers } });
};

test('upload a sale deed and a geotagged photo; list, download, refuse strangers', async () => {
  let res = await upload({ doc_type: 'SALE_DEED' }, [{ field: 'file', filename: 'deed.pdf', type: 'application/pdf', content: PDF }]);
  assert.equal(res.statusCode, 201, res.body);
  const deed = res.json().data;
  res = await upload({ doc_type: 'PHOTO', latitude: '19.1176', longitude: '72.9060', taken_at: '2026-11-20T05:10:00Z' }, [
    { field: 'file', filename: 'front.png', type: 'image/png', content: PNG },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  assert.deepEqual([res.json().data.latitude, res.json().data.longitude, res.json().data.mime_type], [19.1176, 72.906, 'image/png']);
  const list = (await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/documents`, headers: who.admin })).json().data;
  assert.deepEqual(
    list.map((d: { doc_type: string }) => d.doc_type),
    ['SALE_DEED', 'PHOTO'],
  );
  const file = await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/documents/${deed.id}/file`, headers: who.admin });
  assert.equal(file.statusCode, 200);
  assert.equal(file.headers['content-type'], 'application/pdf');
  assert.equal(file.rawPayload.toString('latin1'), PDF.toString('latin1'));
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/documents/${deed.id}/file` })).statusCode, 401);
  const branch = (
    await t.app.inject({ method: 'POST', url: '/api/branchlogin', payload: { email: 'branch@example.com', password: 'demo1234' } })
  ).json().token;
  assert.equal(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/cases/${c.id}/documents/${deed.id}/file`,
        headers: { authorization: `Bearer ${branch}` },
      })
    ).statusCode,
    403,
  );
  assert.equal(
    (await t.app.inject({ method: 'GET', url: `/api/cases/${c.id + 1}/documents/${deed.id}/file`, headers: who.admin })).statusCode,
    404,
  );
});

test('malformed uploads (at least 20) are refused and store nothing', async () => {
  const before = [await fingerprint(t, 'case_documents'), await fingerprint(t, 'cases'), (await storedFiles(t)).join('|')];
  const exe = Buffer.from('MZ\x90\x00this is not a document');
  const list: [string, Record<string, string>, Parameters<typeof multipart>[1], number?][] = [
    ['no file', { doc_type: 'SALE_DEED' }, []],
    ['no type', {}, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    ['unknown type', { doc_type: 'PASSPORT' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    ['an executable named .pdf', { doc_type: 'SALE_DEED' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: exe }]],
    ['empty file', { doc_type: 'SALE_DEED' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: Buffer.alloc(0) }]],
    [
      'over 5 MB',
      { doc_type: 'SALE_DEED' },
      [
        {
          field: 'file',
          filename: 'a.pdf',
          type: 'application/pdf',
          content: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)] as unknown as Uint8Array[]),
        },
      ],
      413,
    ],
    [
      'two files',
      { doc_type: 'SALE_DEED' },
      [
        { field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF },
        { field: 'file', filename: 'b.pdf', type: 'application/pdf', content: PDF },
      ],
    ],
    ['file in another field', { doc_type: 'SALE_DEED' }, [{ field: 'deed', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    ['unknown field', { doc_type: 'SALE_DEED', owner: 'x' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    [
      'latitude out of range',
      { doc_type: 'PHOTO', latitude: '91' },
      [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }],
    ],
    [
      'longitude as words',
      { doc_type: 'PHOTO', longitude: 'east' },
      [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }],
    ],
    ['bad time', { doc_type: 'PHOTO', taken_at: 'yesterday' }, [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }]],
    [
      'latitude below -90',
      { doc_type: 'PHOTO', latitude: '-90.5' },
      [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }],
    ],
    [
      'longitude over 180',
      { doc_type: 'PHOTO', longitude: '180.5' },
      [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }],
    ],
    ['latitude NaN', { doc_type: 'PHOTO', latitude: 'NaN' }, [{ field: 'file', filename: 'p.png', type: 'image/png', content: PNG }]],
    ['empty type', { doc_type: '' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    ['type of 200 letters', { doc_type: 'X'.repeat(200) }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]],
    [
      'an HTML page named .pdf',
      { doc_type: 'SALE_DEED' },
      [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: Buffer.from('<html><script>alert(1)</script></html>') }],
    ],
    [
      'an SVG image',
      { doc_type: 'PHOTO' },
      [{ field: 'file', filename: 'p.svg', type: 'image/svg+xml', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
    ],
    [
      'a zip archive',
      { doc_type: 'OTHER' },
      [{ field: 'file', filename: 'a.zip', type: 'application/zip', content: Buffer.from('PK\x03\x04 not a document') }],
    ],
    ['a PDF declared as a PNG photo', { doc_type: 'PHOTO' }, [{ field: 'file', filename: 'p.png', type: 'image/png', content: exe }]],
  ];
  for (const [name, fields, files, status] of list) {
    const res = await upload(fields, files);
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${name}: ${res.statusCode} ${res.body}`);
    if (status) assert.equal(res.statusCode, status, name);
  }
  const json = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${c.id}/documents`,
    headers: who.admin,
    payload: { doc_type: 'SALE_DEED' },
  });
  assert.equal(json.statusCode, 400);
  const noBoundary = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${c.id}/documents`,
    headers: { ...who.admin, 'content-type': 'multipart/form-data' },
    payload: 'doc_type=SALE_DEED',
  });
  assert.ok(noBoundary.statusCode >= 400 && noBoundary.statusCode < 500, `no boundary: ${noBoundary.statusCode}`);
  for (const id of ['abc', '0', '-1', '2147483648']) {
    const m = multipart({ doc_type: 'SALE_DEED' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${id}/documents`,
      payload: m.payload,
      headers: { ...who.admin, ...m.headers },
    });
    assert.equal(res.statusCode, 400, `case id ${id}: ${res.body}`);
  }
  const stranger = (
    await t.app.inject({ method: 'POST', url: '/api/branchlogin', payload: { email: 'branch@example.com', password: 'demo1234' } })
  ).json().token;
  assert.equal(
    (
      await upload({ doc_type: 'SALE_DEED' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }], {
        authorization: `Bearer ${stranger}`,
      })
    ).statusCode,
    403,
  );
  assert.equal(
    (
      await upload(
        { doc_type: 'SALE_DEED' },
        [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }],
        who.admin,
        99999999,
      )
    ).statusCode,
    404,
  );
  // 22 in the list, the JSON body, the missing boundary, four bad case ids, a stranger, an unknown case.
  assert.ok(list.length + 8 >= 20, String(list.length + 8));
  assert.deepEqual([await fingerprint(t, 'case_documents'), await fingerprint(t, 'cases'), (await storedFiles(t)).join('|')], before);
});

test('malformed or refused deletes of a document change nothing', async () => {
  const kept = (
    await upload({ doc_type: 'TAX_RECEIPT' }, [{ field: 'file', filename: 'tax.pdf', type: 'application/pdf', content: PDF }])
  ).json().data;
  const before = [await fingerprint(t, 'case_documents'), (await storedFiles(t)).join('|')];
  const del = (url: string, h: Record<string, string> = who.admin) => t.app.inject({ method: 'DELETE', url, headers: h });
  const refused: [string, string, number, Record<string, string>?][] = [
    ['document id abc', `/api/cases/${c.id}/documents/abc`, 400],
    ['document id 0', `/api/cases/${c.id}/documents/0`, 400],
    ['document id -1', `/api/cases/${c.id}/documents/-1`, 400],
    ['document id too large', `/api/cases/${c.id}/documents/2147483648`, 400],
    ['document id with SQL', `/api/cases/${c.id}/documents/1%20OR%201%3D1`, 400],
    ['case id abc', `/api/cases/abc/documents/${kept.id}`, 400],
    ['unknown document', `/api/cases/${c.id}/documents/99999999`, 404],
    ["another case's document", `/api/cases/${c.id + 1}/documents/${kept.id}`, 404],
    ['no sign-in', `/api/cases/${c.id}/documents/${kept.id}`, 401, {}],
  ];
  for (const [name, url, status, h] of refused) {
    const res = await del(url, h);
    assert.equal(res.statusCode, status, `${name}: ${res.statusCode} ${res.body}`);
  }
  assert.deepEqual([await fingerprint(t, 'case_documents'), (await storedFiles(t)).join('|')], before);
  const ok = await del(`/api/cases/${c.id}/documents/${kept.id}`);
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().message, 'Document deleted.');
});

test('the released report shows the photo with its coordinates', async () => {
  const step = async (h: Record<string, string>, move: string, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${c.id}/moves`,
      headers: h,
      payload: { move, version: c.version, ...extra },
    });
    assert.equal(res.statusCode, 200, `${move}: ${res.body}`);
    c = res.json().data;
  };
  await step(who.admin, 'allocate', { site_engineer_id: who.engineerId });
  await step(who.engineer, 'visit');
  await step(who.admin, 'start');
  c = (
    await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${c.id}`,
      headers: who.admin,
      payload: { version: c.version, fair_market_value: 2_500_000 },
    })
  ).json().data;
  await step(who.admin, 'submit');
  await step(who.level[0], 'release');
  const res = await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/report.pdf`, headers: who.admin });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  assert.ok(text.includes('Site photographs'), text.slice(0, 500));
  assert.ok(text.includes('19.1176, 72.906'), text);
});
