// The document master: ungated reads, gated writes, the lookup per use, and the upload rule both sides use.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { uploadRefusal } from 'mfe-masters/model';
import { checkUploadAgainstMaster } from '../src/modules/document-types/check';

let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

test('any signed-in user reads the document master; only document_master changes it', async () => {
  const list = await t.app.inject({ method: 'GET', url: '/api/document-types?search=sale', headers: employee });
  assert.equal(list.statusCode, 200);
  assert.deepEqual(
    list
      .json()
      .data.map((r: { code: string }) => r.code)
      .sort(),
    ['AGREEMENT_FOR_SALE', 'SALE_DEED'],
  );
  const body = { name: 'Encumbrance Certificate', code: 'ec', applies_to: 'CASE', file_types: ['PDF'], max_size_kb: 2048, status: '1' };
  assert.equal((await t.app.inject({ method: 'POST', url: '/api/document-types', headers: employee, payload: body })).statusCode, 403);
  const add = await t.app.inject({ method: 'POST', url: '/api/document-types', headers: admin, payload: body });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().data.code, 'EC');
  assert.deepEqual(add.json().data.file_types, ['PDF']);
  const dup = await t.app.inject({
    method: 'POST',
    url: '/api/document-types',
    headers: admin,
    payload: { ...body, code: 'EC2', name: 'encumbrance certificate' },
  });
  assert.equal(dup.statusCode, 409);
  const big = await t.app.inject({
    method: 'POST',
    url: '/api/document-types',
    headers: admin,
    payload: { ...body, code: 'X1', name: 'Huge', max_size_kb: 9000 },
  });
  assert.equal(big.statusCode, 400);
  const none = await t.app.inject({
    method: 'POST',
    url: '/api/document-types',
    headers: admin,
    payload: { ...body, code: 'X2', name: 'Nothing', file_types: [] },
  });
  assert.equal(none.json().fields.file_types, 'Choose at least one file type');
  const gif = await t.app.inject({
    method: 'POST',
    url: '/api/document-types',
    headers: admin,
    payload: { ...body, code: 'X3', name: 'Gif', file_types: ['GIF'] },
  });
  assert.equal(gif.statusCode, 400);
});

test('the lookup answers the active types of one use with their rules', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/lookups/document-types/COMPANY', headers: employee });
  assert.equal(res.statusCode, 200);
  const gst = res.json().data.find((r: { code: string }) => r.code === 'GST_CERT');
  assert.deepEqual({ file_types: gst.file_types, max_size_kb: gst.max_size_kb }, { file_types: ['PDF'], max_size_kb: 2048 });
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/document-types/NOPE', headers: employee })).statusCode, 400);
});

test('an upload is refused for a file kind or size its document type does not accept', async () => {
  const rule = { name: 'Sale Deed', file_types: ['PDF'], max_size_kb: 1024 };
  assert.equal(uploadRefusal(rule, { type: 'image/png', size: 10 }), 'Sale Deed accepts PDF files only');
  assert.equal(
    uploadRefusal({ ...rule, file_types: ['PDF', 'JPEG'] }, { type: 'image/png', size: 10 }),
    'Sale Deed accepts PDF or JPEG files only',
  );
  assert.equal(uploadRefusal(rule, { type: 'application/pdf', size: 1024 * 1024 + 1 }), 'Sale Deed must be at most 1 MB');
  assert.equal(uploadRefusal(rule, { type: 'application/pdf', size: 5000 }), null);
  const [{ id }] = await t.handle.query<{ id: number }>("SELECT id FROM document_types WHERE code = 'GST_CERT'");
  await assert.rejects(
    checkUploadAgainstMaster(t.db, id, { mime: 'image/jpeg', size: 100 }, 'file'),
    /GST Registration Certificate accepts PDF files only/,
  );
  await checkUploadAgainstMaster(t.db, id, { mime: 'application/pdf', size: 100 }, 'file');
});
