// Company documents: GSTIN / PAN by the shared rules, the file checked by the Document Master, expiry flags.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
const type: Record<string, number> = {};
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)] as unknown as Uint8Array[]);
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  for (const r of await t.handle.query<{ id: number; code: string }>(`SELECT id, code FROM document_types`)) type[r.code] = r.id;
});
after(() => t.close());

test('the demo documents ending within 30 days are flagged', async () => {
  const res = (await t.app.inject({ method: 'GET', url: '/api/company-documents', headers: admin })).json();
  const flags = res.data.map((d: { expiry: string }) => d.expiry);
  // Counted from the day the seed ran (20 and 25 days ahead), which may be yesterday in India by now.
  const ahead = await t.handle.query<{ days: number }>(
    `SELECT valid_to - (now() AT TIME ZONE 'Asia/Kolkata')::date AS days FROM company_documents
     WHERE valid_to IS NOT NULL AND valid_to <= (now() AT TIME ZONE 'Asia/Kolkata')::date + 30 ORDER BY days`,
  );
  assert.equal(ahead.length, 2, JSON.stringify(ahead));
  for (const { days } of ahead) assert.ok(flags.includes(`Expires in ${days} days`), flags.join());
  assert.ok(flags.includes('No expiry'));
});

test('a GST number must be a valid GSTIN, a PAN a valid PAN; the file must fit its type', async () => {
  const gst = await t.app.inject({
    method: 'POST',
    url: '/api/company-documents',
    headers: admin,
    payload: { document_type_id: type.GST_CERT, title: 'GST Karnataka', number: '29AAPFU0939F1ZO' },
  });
  assert.equal(gst.statusCode, 400);
  assert.equal(gst.json().fields.number, 'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV');
  const pan = await t.app.inject({
    method: 'POST',
    url: '/api/company-documents',
    headers: admin,
    payload: { document_type_id: type.PAN_FIRM, title: 'PAN', number: 'AAPFU0939' },
  });
  assert.equal(pan.json().fields.number, 'Enter a valid PAN, e.g. ABCPE1234F');
  const caseType = await t.app.inject({
    method: 'POST',
    url: '/api/company-documents',
    headers: admin,
    payload: { document_type_id: type.SALE_DEED, title: 'x' },
  });
  assert.equal(caseType.json().fields.document_type_id, 'Choose a company document type.');
  const ok = await t.app.inject({
    method: 'POST',
    url: '/api/company-documents',
    headers: admin,
    payload: { document_type_id: type.GST_CERT, title: 'GST Maharashtra (copy)', number: '27 aapfu0939f1zv' },
  });
  assert.equal(ok.statusCode, 201, ok.body);
  assert.equal(ok.json().data.number, '27AAPFU0939F1ZV');
  const png = multipart({ version: '1' }, [{ field: 'file', filename: 'gst.png', type: 'image/png', content: PNG }]);
  const refused = await t.app.inject({
    method: 'PUT',
    url: `/api/company-documents/${ok.json().data.id}`,
    headers: { ...admin, ...png.headers },
    payload: png.payload,
  });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().fields.file, 'GST Registration Certificate accepts PDF files only');
  const pan2 = multipart({ document_type_id: String(type.PAN_FIRM), title: 'PAN card scan', number: 'AAPFU0939F' }, [
    { field: 'file', filename: 'pan.png', type: 'image/png', content: PNG },
  ]);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/company-documents',
    headers: { ...admin, ...pan2.headers },
    payload: pan2.payload,
  });
  assert.equal(accepted.statusCode, 201, accepted.body);
  assert.equal(accepted.json().data.file.name, 'pan.png');
});
