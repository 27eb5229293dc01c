// The masters at work on a case: the document checklist (/admin/masterDocuments) says what a case
// still lacks, the Document Master's rules refuse a case upload, and a new case's NDMA section is
// filled from the hazard master by its pincode, district or city.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let admin: Record<string, string>;
const typeId = async (code: string) =>
  (await t.handle.query<{ id: number }>(`SELECT id FROM document_types WHERE code = $1`, [code]))[0].id;
const newCase = async (extra: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: who.admin,
    payload: { ...caseBody(places, extra), ignore_duplicates: true },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; version: number };
};
const upload = (id: number, docType: string, file: { filename: string; type: string; content: Buffer }) => {
  const m = multipart({ doc_type: docType }, [{ field: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/cases/${id}/documents`,
    payload: m.payload,
    headers: { ...who.engineer, ...m.headers },
  });
};

before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

test('the checklist: rules by bank, purpose and property type; a case lists what it still lacks', async () => {
  const rule = (document_type_id: number, extra: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/required-documents', headers: admin, payload: { document_type_id, status: '1', ...extra } });
  const deed = await rule(await typeId('SALE_DEED'), { bank_id: places.bank_id, purpose: 'HOME_LOAN', note: 'registered copy' });
  assert.equal(deed.statusCode, 201, deed.body);
  assert.equal(deed.json().message, 'Added The New Required Document!');
  assert.equal(deed.json().data.document_type_name, 'Sale Deed');
  assert.ok(deed.json().data.bank_name);
  assert.equal((await rule(await typeId('OC'), { property_type: 'RES_FLAT' })).statusCode, 201);
  // Another purpose or property type does not apply to a home-loan flat.
  assert.equal((await rule(await typeId('SATBARA'), { property_type: 'AGRI_LAND' })).statusCode, 201);
  assert.equal((await rule(await typeId('TAX_RECEIPT'), { purpose: 'LAP' })).statusCode, 201);

  const twice = await rule(await typeId('OC'), { property_type: 'RES_FLAT' });
  assert.equal(twice.statusCode, 409, twice.body);
  const company = await rule(await typeId('GST_CERT'), {});
  assert.equal(company.statusCode, 400);
  assert.equal(company.json().fields.document_type_id, 'Choose an active case document type from the Document Master.');
  const badPurpose = await rule(await typeId('SALE_DEED'), { purpose: 'HOLIDAY' });
  assert.equal(badPurpose.statusCode, 400);

  const c = await newCase({ purpose: 'HOME_LOAN', property_type: 'RES_FLAT' });
  const missing = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/missing-documents`, headers: who.engineer });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { code: string; name: string; note: string | null }[];
  };
  assert.deepEqual(
    (await missing()).map((d) => [d.code, d.note]),
    [
      ['OC', null],
      ['SALE_DEED', 'registered copy'],
    ],
  );
  assert.equal((await upload(c.id, 'SALE_DEED', { filename: 'deed.pdf', type: 'application/pdf', content: PDF })).statusCode, 201);
  // OC is not on the case form's own list, but the Document Master knows it for cases.
  const oc = await upload(c.id, 'OC', { filename: 'oc.pdf', type: 'application/pdf', content: PDF });
  assert.equal(oc.statusCode, 201, oc.body);
  assert.deepEqual(await missing(), []);

  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/cases/99999999/missing-documents', headers: who.engineer })).statusCode,
    404,
  );
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/cases/abc/missing-documents', headers: who.engineer })).statusCode, 400);
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/missing-documents` })).statusCode, 401);
});

test('a case upload is checked against its Document Master type', async () => {
  const c = await newCase();
  // Property Tax Receipt: PDF or JPEG only.
  const png = await upload(c.id, 'TAX_RECEIPT', { filename: 'receipt.png', type: 'image/png', content: PNG });
  assert.equal(png.statusCode, 400, png.body);
  assert.equal(png.json().fields.file, 'Property Tax Receipt accepts PDF or JPEG files only');
  // The master is the rule: allow PNG and the same file goes through.
  await t.handle.query(`UPDATE document_types SET file_types = '["PDF","JPEG","PNG"]' WHERE code = 'TAX_RECEIPT'`);
  assert.equal((await upload(c.id, 'TAX_RECEIPT', { filename: 'receipt.png', type: 'image/png', content: PNG })).statusCode, 201);
  // A size below the file's refuses it.
  await t.handle.query(`UPDATE document_types SET max_size_kb = 10 WHERE code = 'SALE_DEED'`);
  const big = Buffer.from(PDF.toString('latin1') + ' '.repeat(11 * 1024), 'latin1');
  const deed = await upload(c.id, 'SALE_DEED', { filename: 'deed.pdf', type: 'application/pdf', content: big });
  assert.equal(deed.statusCode, 400);
  assert.equal(deed.json().fields.file, 'Sale Deed must be at most 10 KB');
  // Neither the master nor the case list knows it.
  assert.equal((await upload(c.id, 'GST_CERT', { filename: 'gst.pdf', type: 'application/pdf', content: PDF })).statusCode, 400);
  const docs = (await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/documents`, headers: who.admin })).json().data;
  assert.deepEqual(
    docs.map((d: { doc_type: string }) => d.doc_type),
    ['TAX_RECEIPT'],
  );
});

test('a new case’s NDMA section is filled from the hazard master by pincode, district or city', async () => {
  const read = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: who.admin })).json().data;
  const flags = (c: Record<string, unknown>) => [c.seismic_zone, c.flood_prone, c.cyclone_prone, c.landslide_prone, c.coastal_zone];
  // Mumbai Suburban by its district (the demo seed: III, flood Y, cyclone Y, landslide N, CRZ Y).
  const byDistrict = await read((await newCase({ pincode: '400999' })).id);
  assert.deepEqual(flags(byDistrict), ['III', 'Y', 'Y', 'N', 'Y']);

  // The pincode master names Pune's district for this pincode, whatever the typed district says.
  await t.handle.query(
    `INSERT INTO pincodes (pincode, locality, district, state, status) VALUES ('411001', 'Camp', 'Pune', 'Maharashtra', '1') ON CONFLICT DO NOTHING`,
  );
  const [pune] = await t.handle.query<{ seismic_zone: string; landslide_prone: string }>(
    `SELECT seismic_zone, landslide_prone FROM ndma_hazards WHERE state = 'Maharashtra' AND district = 'Pune'`,
  );
  const byPincode = await read((await newCase({ pincode: '411001', district: 'Somewhere', city: 'Pune' })).id);
  assert.equal(byPincode.seismic_zone, pune.seismic_zone);
  assert.equal(byPincode.landslide_prone, pune.landslide_prone);

  // By the city when the district is not in the master.
  const byCity = await read((await newCase({ pincode: '400998', district: 'Nowhere', city: 'Pune' })).id);
  assert.deepEqual([byCity.seismic_zone, byCity.landslide_prone], [pune.seismic_zone, pune.landslide_prone]);

  // Nothing known: left empty.
  const unknown = await read((await newCase({ pincode: '400997', district: 'Atlantis', city: 'Atlantis' })).id);
  assert.deepEqual(flags(unknown), [null, null, null, null, null]);

  // The lookup answers by pincode too (the flags as the case stores them).
  const look = await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?pincode=411001', headers: who.engineer });
  assert.equal(look.statusCode, 200, look.body);
  assert.equal(look.json().data.district, 'Pune');
  assert.match(look.json().data.flood_prone, /^[YN]$/);
  const byCityLookup = await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?state=Maharashtra&city=Pune', headers: who.engineer });
  assert.equal(byCityLookup.json().data.district, 'Pune');
  const bad = await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?pincode=012345', headers: who.engineer });
  assert.equal(bad.statusCode, 400);
  const none = await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?city=Pune', headers: who.engineer });
  assert.equal(none.statusCode, 400);
});

test('the workbench fills the NDMA section again from the hazard master for the case’s saved address', async () => {
  const fill = (id: number, version: unknown, headers = who.admin) =>
    t.app.inject({ method: 'POST', url: `/api/cases/${id}/ndma-fill`, headers, payload: { version } });
  const save = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/cases/${id}`, headers: who.admin, payload });
  // Created in a district the master does not know: the section stays empty.
  const made = await newCase({ pincode: '400996', district: 'Lemuria', city: 'Lemuria' });
  const none = await fill(made.id, made.version);
  assert.equal(none.statusCode, 404, none.body);
  assert.equal(none.json().message, 'The hazard master has no row for 400996.');

  // The address is corrected to Pune; the master gives Pune's row, whatever the case held.
  const [pune] = await t.handle.query<Record<string, string>>(
    `SELECT * FROM ndma_hazards WHERE state = 'Maharashtra' AND district = 'Pune'`,
  );
  const corrected = await save(made.id, { version: made.version, district: 'Pune', city: 'Pune', seismic_zone: 'V', flood_prone: 'Y' });
  assert.equal(corrected.statusCode, 200, corrected.body);
  const version = corrected.json().data.version as number;
  const res = await fill(made.id, version);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  const flags = [pune.seismic_zone, pune.flood_prone, pune.cyclone_prone, pune.landslide_prone, pune.coastal_regulation_zone];
  assert.deepEqual(
    [body.data.seismic_zone, body.data.flood_prone, body.data.cyclone_prone, body.data.landslide_prone, body.data.coastal_zone],
    flags,
  );
  assert.equal(body.data.version, version + 1);
  assert.deepEqual([body.filled.district, body.filled.state, body.filled.seismic_zone], ['Pune', 'Maharashtra', pune.seismic_zone]);
  const yn = (v: string) => (v === 'Y' ? 'Yes' : 'No');
  assert.equal(
    body.message,
    `Filled from the hazard master for Pune, Maharashtra: Seismic Zone: Zone ${pune.seismic_zone}, Flood-prone: ${yn(pune.flood_prone)}, ` +
      `Cyclone-prone: ${yn(pune.cyclone_prone)}, Landslide-prone: ${yn(pune.landslide_prone)}, ` +
      `Coastal Regulation Zone: ${yn(pune.coastal_regulation_zone)}.`,
  );

  // The master changes: the next fill reads the new row.
  await t.handle.query(`UPDATE ndma_hazards SET seismic_zone = 'IV' WHERE id = $1`, [pune.id]);
  const again = await fill(made.id, version + 1);
  assert.equal(again.json().data.seismic_zone, 'IV', again.body);
  await t.handle.query(`UPDATE ndma_hazards SET seismic_zone = $1 WHERE id = $2`, [pune.seismic_zone, pune.id]);

  // A stale version, a missing one, another user's right, a released-like frozen case: refused, nothing changed.
  assert.equal((await fill(made.id, version)).statusCode, 409);
  const missing = await t.app.inject({ method: 'POST', url: `/api/cases/${made.id}/ndma-fill`, headers: who.admin, payload: {} });
  assert.equal(missing.statusCode, 428, 'no version and no If-Match');
  assert.match(missing.json().message, /If-Match/);
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await fill(made.id, version + 2, hr)).statusCode, 403);
  assert.equal((await fill(99999999, 1)).statusCode, 404);
  assert.equal((await t.app.inject({ method: 'POST', url: `/api/cases/${made.id}/ndma-fill`, payload: { version: 1 } })).statusCode, 401);
  await t.handle.query(`UPDATE cases SET status = 'CANCELLED', status_comment = 'duplicate request' WHERE id = $1`, [made.id]);
  const frozen = await fill(made.id, version + 2);
  assert.equal(frozen.statusCode, 409, frozen.body);
  assert.equal(frozen.json().message, 'A cancelled case cannot be changed.');
});
