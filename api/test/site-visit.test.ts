// The engineer's guided visit (issue 31): queued actions run once per Idempotency-Key, photos keep
// the original's SHA-256 and their evidence (EXIF first, distance, flags), the checklist blocks
// completion without a reason, measurements become site areas, and a reassigned case refuses.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { makeTestApp, multipart, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const sha = (b: Buffer) =>
  crypto
    .createHash('sha256')
    .update(b as unknown as Uint8Array)
    .digest('hex');

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

/** A new flat at Powai, allocated to the demo engineer, with its recorded location. */
async function allocatedCase(extra: Record<string, unknown> = {}) {
  let res = await t.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: who.admin,
    payload: { ...caseBody(places, extra), ignore_duplicates: true },
  });
  const c = res.json().data;
  res = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${c.id}/moves`,
    headers: who.admin,
    payload: { move: 'allocate', version: c.version, site_engineer_id: who.engineerId },
  });
  assert.equal(res.statusCode, 200, res.body);
  await t.handle.query('UPDATE cases SET latitude = 19.1176, longitude = 72.906, carpet_area = 600 WHERE id = $1', [c.id]);
  return res.json().data as { id: number; version: number; case_no: string };
}

const key = () => crypto.randomUUID();
const photo = (caseId: number, k: string, fields: Record<string, string>, content = PNG, at = new Date().toISOString()) => {
  const m = multipart(fields, [{ field: 'file', filename: 'front.png', type: 'image/png', content }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/site-visits/${caseId}/photos`,
    payload: m.payload,
    headers: { ...who.engineer, ...m.headers, 'idempotency-key': k, 'x-action-at': at },
  });
};
const json = (method: 'PUT' | 'POST', url: string, k: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { ...who.engineer, 'idempotency-key': k } });
const visit = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/site-visits/${id}`, headers: who.admin })).json().data;
const count = async (id: number) =>
  Number((await t.handle.query<{ n: string }>(`SELECT count(*) AS n FROM case_documents WHERE case_id = $1`, [id]))[0].n);

test('a photo is stored once per key: a replay answers the same and adds nothing; the hash is recorded', async () => {
  const c = await allocatedCase();
  const v = await visit(c.id);
  assert.ok(v.checklist.length >= 5, 'a flat has a checklist');
  const k = key();
  const fields = { item_id: String(v.checklist[0].id), latitude: '19.1177', longitude: '72.9061', taken_at: new Date().toISOString() };
  const first = await photo(c.id, k, fields);
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(first.json().data.sha256, sha(PNG));
  const again = await photo(c.id, k, fields);
  assert.equal(again.statusCode, 201);
  assert.equal(again.headers['idempotent-replay'], 'true');
  assert.deepEqual(again.json(), first.json());
  assert.equal(await count(c.id), 1, 'the replay stored no second photo');
  const [p] = (await visit(c.id)).photos;
  assert.equal(p.sha256, sha(PNG));
  assert.equal(p.item, v.checklist[0].item);
  assert.ok(p.distance_m < 50, `distance ${p.distance_m}`);
  assert.deepEqual(p.flags, []);
  // A key is bound to its action: sent again for another case it is refused.
  const other = await allocatedCase();
  assert.equal((await photo(other.id, k, fields)).statusCode, 422);
  // No key: refused, nothing stored.
  const m = multipart(fields, [{ field: 'file', filename: 'x.png', type: 'image/png', content: PNG }]);
  const none = await t.app.inject({
    method: 'POST',
    url: `/api/site-visits/${c.id}/photos`,
    payload: m.payload,
    headers: { ...who.engineer, ...m.headers },
  });
  assert.equal(none.statusCode, 400);
  assert.equal(await count(c.id), 1);
});

test('a resized photo keeps the original hash; an unresized one must match it', async () => {
  const c = await allocatedCase();
  const wrong = await photo(c.id, key(), { original_sha256: 'a'.repeat(64) });
  assert.equal(wrong.statusCode, 400);
  const resized = await photo(c.id, key(), { original_sha256: 'b'.repeat(64), original_bytes: '4000000' });
  assert.equal(resized.statusCode, 201, resized.body);
  const [p] = (await visit(c.id)).photos;
  assert.deepEqual([p.original_sha256, p.sha256, p.original_bytes], ['b'.repeat(64), sha(PNG), 4000000]);
});

test('flags: far from the property (EXIF position first) and outside the visit window', async () => {
  const c = await allocatedCase();
  const now = Date.now();
  // The phone was at the site, but the picture's EXIF says it was taken 3 km away the day before.
  const far = await photo(c.id, key(), {
    latitude: '19.1176',
    longitude: '72.9060',
    taken_at: new Date(now).toISOString(),
    exif_latitude: '19.1446',
    exif_longitude: '72.9060',
    exif_taken_at: new Date(now - 86_400_000).toISOString(),
  });
  assert.equal(far.statusCode, 201, far.body);
  const near = await photo(c.id, key(), { latitude: '19.1180', longitude: '72.9060', taken_at: new Date(now).toISOString() });
  assert.equal(near.statusCode, 201);
  const v = await visit(c.id);
  assert.equal(v.photos[0].source, 'EXIF');
  assert.ok(v.photos[0].distance_m > 2900 && v.photos[0].distance_m < 3100, `distance ${v.photos[0].distance_m}`);
  assert.deepEqual(v.photos[0].flags, ['FAR', 'OUTSIDE_WINDOW']);
  assert.deepEqual(v.photos[1].flags, []);
  // The threshold is the settings master's: widened, the far photo is no longer flagged as far.
  await t.handle.query('UPDATE site_visit_settings SET max_distance_m = 5000');
  assert.deepEqual((await visit(c.id)).photos[0].flags, ['OUTSIDE_WINDOW']);
  await t.handle.query('UPDATE site_visit_settings SET max_distance_m = 200');
});

test('measurements give site areas beside the documents, flagged above the threshold', async () => {
  const c = await allocatedCase();
  const rows = [
    { label: 'Living', kind: 'ROOM', length: 20, width: 15 },
    { label: 'Bedroom', kind: 'ROOM', length: 12, width: 12.5 },
    { label: 'Outline', kind: 'OVERALL', length: 30, width: 25 },
  ];
  const k = key();
  const res = await json('PUT', `/api/site-visits/${c.id}/measurements`, k, { unit: 'FT', rows });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, { carpet_area: 450, built_up_area: 750, land_area: null });
  const carpet = (await visit(c.id)).areas.find((a: { area: string }) => a.area === 'carpet_area');
  assert.deepEqual(carpet, { area: 'carpet_area', documents: 600, site: 450, difference_pct: 25, flagged: true });
  const bad = await json('PUT', `/api/site-visits/${c.id}/measurements`, key(), {
    unit: 'FT',
    rows: [{ label: 'X', kind: 'ROOM', length: 0, width: 2 }],
  });
  assert.equal(bad.statusCode, 400);
});

test('completion needs every mandatory photo or a reason; a sketch is kept with the case', async () => {
  const c = await allocatedCase();
  const refused = await json('POST', `/api/site-visits/${c.id}/complete`, key(), {});
  assert.equal(refused.statusCode, 400);
  assert.match(refused.json().message + JSON.stringify(refused.json()), /Take the mandatory photos \(Building front/);
  const m = multipart({}, [{ field: 'file', filename: 'sketch.png', type: 'image/png', content: PNG }]);
  const sketch = await t.app.inject({
    method: 'POST',
    url: `/api/site-visits/${c.id}/sketch`,
    payload: m.payload,
    headers: { ...who.engineer, ...m.headers, 'idempotency-key': key() },
  });
  assert.equal(sketch.statusCode, 201, sketch.body);
  const img = await t.app.inject({ method: 'GET', url: `/api/site-visits/${c.id}/sketch`, headers: who.admin });
  assert.equal(img.statusCode, 200);
  assert.equal(img.headers['content-type'], 'image/png');
  const done = await json('POST', `/api/site-visits/${c.id}/complete`, key(), { reason: 'Meter room locked by the society' });
  assert.equal(done.statusCode, 200, done.body);
  const v = await visit(c.id);
  assert.equal(v.missing_reason, 'Meter room locked by the society');
  assert.ok(v.completed_at && v.sketch_document_id);
});

test('a case reassigned meanwhile refuses the queued action with 409 REASSIGNED, and stores nothing', async () => {
  const c = await allocatedCase();
  await t.handle.query('UPDATE cases SET site_engineer_id = $1 WHERE id = $2', [who.adminId, c.id]);
  const res = await photo(c.id, key(), { latitude: '19.1176', longitude: '72.906' });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().data.error, 'REASSIGNED');
  assert.match(res.json().message, /was reassigned to another engineer/);
  assert.equal(await count(c.id), 0);
  await t.handle.query(`UPDATE cases SET site_engineer_id = $1, status = 'STAGE_REVIEW' WHERE id = $2`, [who.engineerId, c.id]);
  const moved = await json('PUT', `/api/site-visits/${c.id}/measurements`, key(), { unit: 'M', rows: [] });
  assert.equal(moved.statusCode, 409);
  assert.equal(moved.json().data.error, 'MOVED');
});

test('the report prints each photo with its checklist item, IST time, position, distance, flag and original hash', async () => {
  let c: { id: number; version: number } = await allocatedCase();
  const v = await visit(c.id);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  const m = (fields: Record<string, string>) => photo(c.id, key(), fields, jpeg);
  const near = await m({
    item_id: String(v.checklist[0].id),
    latitude: '19.1180',
    longitude: '72.9060',
    taken_at: new Date().toISOString(),
  });
  assert.equal(near.statusCode, 201, near.body);
  const far = await m({
    item_id: String(v.checklist[4].id),
    latitude: '19.1446',
    longitude: '72.9060',
    taken_at: new Date().toISOString(),
  });
  assert.equal(far.statusCode, 201, far.body);
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
  if (process.env.SITE_VISIT_PDF) fs.writeFileSync(process.env.SITE_VISIT_PDF, res.rawPayload as unknown as Uint8Array);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  assert.match(
    flat,
    new RegExp(
      `Photo 1 \\(${v.checklist[0].item}\\): taken \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d IST · 19.118, 72.906 · 44 m from the property`,
    ),
  );
  assert.match(flat, /Photo 2 \(Kitchen\): taken .* IST · 19.1446, 72.906 · \d,\d{3} m from the property · Taken away from the property/);
  assert.ok(flat.includes(`SHA-256 of the original: ${sha(jpeg)}`), flat.slice(-800));
});
