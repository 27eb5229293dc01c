// Malformed payloads on every write route of the online requests: always a 4xx with a readable
// message, never a 5xx, the requests, their documents and the cases unchanged; refused uploads
// (too large, a refused type, not a workbook) leave no file behind.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';
import { PDF, requestBody, requestForm, requestLogins, requestSheet, sheetForm, uploadedFiles } from './online-requests-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof requestLogins>>;
let target: { id: number; version: number };
before(async () => {
  t = await makeTestApp();
  who = await requestLogins(t);
  const form = requestForm(requestBody(), [{ type: 'SALE_DEED' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/online-requests/mine',
    headers: { ...who.sbi, ...form.headers },
    payload: form.payload,
  });
  target = res.json().data;
});
after(() => t.close());

const TABLES = ['online_requests', 'online_request_documents', 'cases', 'case_documents'];
const snapshot = () => Promise.all(TABLES.map((x) => fingerprint(t, x)));

async function refusedAll(headers: Record<string, string>, base: { method: 'POST'; url: string }, list: Malformed[]) {
  assert.ok(list.length >= 20, `only ${list.length} malformed payloads`);
  const before = await snapshot();
  for (const c of list) await expectRefused(t, headers, base, c);
  assert.deepEqual(await snapshot(), before);
  assert.deepEqual(
    uploadedFiles(t).filter((f) => f.includes('.incoming')),
    [],
  );
}

/** A multipart case: its bytes (a Buffer passes through as the raw payload) and content type as sent. */
function form(name: string, m: { payload: Buffer; headers: Record<string, string> }, status?: number, message?: string): Malformed {
  return { name, payload: m.payload, raw: true, contentType: m.headers['content-type'], status, message };
}

test('POST /api/online-requests/mine refuses malformed requests (JSON and multipart)', async () => {
  const valid = requestBody();
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  await refusedAll(who.sbi, { method: 'POST', url: '/api/online-requests/mine' }, [
    ...malformedBodies(valid, { text: 'applicant_name', format: 'pincode', option: 'property_type' }),
    { name: 'status sent', payload: w({ status: 'ACCEPTED' }), status: 400 },
    { name: 'bank branch sent', payload: w({ bank_branch_id: 1 }), status: 400 },
    { name: 'bad mobile', payload: w({ contact_mobile: '12345' }), status: 400 },
    { name: 'missing address', payload: w({ property_address: null }), status: 400, message: 'Property Address is required' },
    form('multipart: unknown field', requestForm(w({ case_id: 5 })), 400),
    form('multipart: unknown document type', requestForm(valid, [{ type: 'PASSPORT' }]), 400, 'Choose a valid Document Type'),
    form(
      'multipart: text as document',
      requestForm(valid, [{ type: 'SALE_DEED', content: Buffer.from('hello'), mime: 'text/plain' }]),
      400,
    ),
    form('multipart: executable as PDF', requestForm(valid, [{ type: 'SALE_DEED', content: Buffer.from('MZ\x90\x00binary') }]), 400),
    form('multipart: empty document', requestForm(valid, [{ type: 'SALE_DEED', content: Buffer.alloc(0) }]), 400),
    form(
      'multipart: six documents',
      requestForm(
        valid,
        Array.from({ length: 6 }, () => ({ type: 'OTHER' })),
      ),
      400,
      'Attach at most 5 documents.',
    ),
    form('multipart: bad pincode with a document', requestForm(w({ pincode: '12' }), [{ type: 'SALE_DEED' }]), 400),
    { name: 'multipart without boundary', payload: 'x', raw: true, contentType: 'multipart/form-data', status: 400 },
    {
      name: 'truncated multipart',
      payload: '--abc\r\nContent-Disposition: form-data; name="applicant_name"\r\n\r\nX',
      raw: true,
      contentType: 'multipart/form-data; boundary=abc',
      status: 400,
    },
  ]);
  // Staff have no "mine": their sending is refused too.
  await expectRefused(t, who.admin, { method: 'POST', url: '/api/online-requests/mine' }, { name: 'staff', payload: valid, status: 403 });
});

test('a document over the size limit or of a refused type gets a 4xx and leaves nothing on disk', async () => {
  const before = await snapshot();
  const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)] as unknown as Uint8Array[]);
  for (const [docs, status] of [
    [[{ type: 'SALE_DEED', content: big }], 413],
    [[{ type: 'SALE_DEED' }, { type: 'APPROVED_PLAN', content: big }], 413],
    [[{ type: 'SALE_DEED', content: Buffer.from('GIF89a....'), mime: 'image/gif' }], 400],
  ] as const) {
    const f = requestForm(requestBody(), docs as never);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/online-requests/mine',
      headers: { ...who.sbi, ...f.headers },
      payload: f.payload,
    });
    assert.equal(res.statusCode, status, res.body);
  }
  assert.deepEqual(await snapshot(), before);
  assert.deepEqual(
    uploadedFiles(t).filter((f) => !f.startsWith(`${target.id}/`)),
    [],
  );
});

test('POST /api/online-requests/{id}/accept and /reject refuse malformed bodies', async () => {
  const accept = { version: target.version };
  const reject = { version: target.version, reason: 'Incomplete' };
  const common = (valid: Record<string, unknown>, url: string): Malformed[] => [
    { name: 'empty object (no version either)', payload: {}, status: 428 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [valid] },
    { name: 'broken JSON', payload: '{"version": 1,', raw: true, status: 400 },
    { name: 'text/plain', payload: 'version=1', raw: true, contentType: 'text/plain' },
    { name: 'version as text', payload: { ...valid, version: '1' }, status: 400 },
    { name: 'version negative', payload: { ...valid, version: -1 }, status: 400 },
    { name: 'version fractional', payload: { ...valid, version: 1.5 }, status: 400 },
    { name: 'version huge', payload: { ...valid, version: 2 ** 40 }, status: 400 },
    { name: 'stale version', payload: { ...valid, version: target.version + 5 }, status: 409 },
    { name: 'unknown field', payload: { ...valid, status: 'ACCEPTED' }, status: 400 },
    { name: 'prototype pollution', payload: `{"__proto__": {"x": 1}, ${JSON.stringify(valid).slice(1)}`, raw: true },
    { name: 'body over 1 MB', payload: JSON.stringify({ ...valid, pad: 'y'.repeat(1_200_000) }), raw: true, status: 413 },
    { name: 'unknown request', url: url.replace(`/${target.id}/`, '/987654/'), payload: valid, status: 404 },
    ...malformedIds('/api/online-requests', 'PUT', valid).map((c) => ({
      ...c,
      method: 'POST' as const,
      url: `${c.url}/${url.split('/').at(-1)}`,
    })),
  ];
  const acceptUrl = `/api/online-requests/${target.id}/accept`;
  await refusedAll(who.admin, { method: 'POST', url: acceptUrl }, [
    ...common(accept, acceptUrl),
    { name: 'office unknown', payload: { ...accept, company_branch_id: 987654 }, status: 400 },
    { name: 'office as text', payload: { ...accept, company_branch_id: 'MUM' }, status: 400 },
    { name: 'ignore duplicates as text', payload: { ...accept, ignore_duplicates: 'yes' }, status: 400 },
  ]);
  const rejectUrl = `/api/online-requests/${target.id}/reject`;
  await refusedAll(who.admin, { method: 'POST', url: rejectUrl }, [
    ...common(reject, rejectUrl),
    { name: 'no reason', payload: { version: target.version }, status: 400 },
    { name: 'blank reason', payload: { ...reject, reason: '   ' }, status: 400, message: 'A reason is required to reject a request.' },
    { name: 'reason as number', payload: { ...reject, reason: 5 }, status: 400 },
    { name: 'reason too long', payload: { ...reject, reason: 'z'.repeat(501) }, status: 400 },
    { name: 'NUL in reason', payload: { ...reject, reason: 'a\u0000b' }, status: 400 },
  ]);
});

test('the sheet routes refuse malformed uploads without importing anything or keeping a file', async () => {
  const good = await requestSheet([
    ['Sheet Malformed', 'Asha', '9820012345', 'RES_FLAT', 'Flat 1, Malformed Towers, Mumbai', '400099', 'LAP', null],
  ]);
  const bad = await requestSheet([[null, null, '1', 'X', null, '1', 'X', null]]);
  const noColumns = await requestSheet([['A', 'B']], ['Name', 'Phone']);
  const headerOnly = await requestSheet([]);
  const cases = (url: string): Malformed[] => [
    { name: 'JSON body', payload: { file: 'x' }, status: 400 },
    { name: 'text/plain', payload: 'file=x', raw: true, contentType: 'text/plain' },
    { name: 'JSON array body', payload: [{ file: 'x' }], status: 400 },
    form('PNG as sheet', sheetForm(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])), 400),
    { name: 'multipart without boundary', payload: 'x', raw: true, contentType: 'multipart/form-data', status: 400 },
    form('no file', multipart({}), 400, 'Choose a file to upload.'),
    form('empty file', sheetForm(Buffer.alloc(0)), 400),
    form('PDF as sheet', sheetForm(PDF, undefined, 'requests.xlsx'), 400, 'Upload an Excel workbook (.xlsx) or a CSV file.'),
    form('CSV as sheet', sheetForm(Buffer.from('Applicant Name,Pincode\nA,400099\n'), undefined, 'r.csv'), 400),
    form(
      'zip that is no workbook',
      sheetForm(Buffer.from('PK\u0003\u0004garbage-not-a-zip')),
      400,
      'Upload an Excel workbook (.xlsx) or a CSV file.',
    ),
    form('sheet without the columns', sheetForm(noColumns), 400, 'The sheet has no column'),
    form('header only', sheetForm(headerOnly), 400),
    form(
      'two files',
      multipart(
        {},
        [1, 2].map(() => ({ field: 'file', filename: 'a.xlsx', type: 'application/octet-stream', content: good })),
      ),
      400,
    ),
    form(
      'file in another field',
      multipart({}, [{ field: 'sheet', filename: 'a.xlsx', type: 'application/octet-stream', content: good }]),
      400,
    ),
    form('unknown text field', multipart({ bank_branch_id: '1' }, [{ field: 'file', filename: 'a.xlsx', type: 'x', content: good }]), 400),
    form('confirm with another word', sheetForm(good, 'yes'), 400),
    form(
      'confirm twice',
      multipart({ confirm: 'valid-only', 'confirm ': 'x' }, [{ field: 'file', filename: 'a.xlsx', type: 'x', content: good }]),
      400,
    ),
    form('NUL in confirm', sheetForm(good, 'valid-\u0000only'), 400),
    form('sheet over 5 MB', sheetForm(Buffer.concat([good, Buffer.alloc(5 * 1024 * 1024 + 1)] as unknown as Uint8Array[])), 413),
    {
      name: 'truncated multipart',
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
      raw: true,
      contentType: 'multipart/form-data; boundary=abc',
      status: 400,
    },
    { name: 'staff login', payload: 'x', raw: true, contentType: 'multipart/form-data; boundary=abc', status: 403, url, method: 'POST' },
    ...(url.endsWith('import')
      ? [form('bad rows without confirm', sheetForm(bad), 409), form('only bad rows, confirmed', sheetForm(bad, 'valid-only'), 409)]
      : []),
  ];
  for (const url of ['/api/online-requests/mine/sheet/check', '/api/online-requests/mine/sheet/import']) {
    const list = cases(url);
    const staff = list.find((c) => c.name === 'staff login')!;
    await refusedAll(
      who.sbi,
      { method: 'POST', url },
      list.filter((c) => c !== staff),
    );
    await expectRefused(t, who.admin, { method: 'POST', url }, staff);
  }
});
