// Malformed payloads on every write route of the cases API: always a 4xx with a readable message,
// never a 5xx, and the cases and their history unchanged.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let target: { id: number; version: number };
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
  const res = await t.app.inject({ method: 'POST', url: '/api/cases', headers: who.admin, payload: caseBody(places) });
  target = res.json().data;
});
after(() => t.close());

async function refusedAll(base: { method: 'POST' | 'PUT'; url: string }, list: Malformed[]) {
  assert.ok(list.length >= 20, `only ${list.length} malformed payloads`);
  const before = [await fingerprint(t, 'cases'), await fingerprint(t, 'case_status_history'), await fingerprint(t, 'case_counters')];
  for (const c of list) await expectRefused(t, who.admin, base, c);
  assert.deepEqual(
    [await fingerprint(t, 'cases'), await fingerprint(t, 'case_status_history'), await fingerprint(t, 'case_counters')],
    before,
  );
}

test('POST /api/cases refuses malformed bodies', async () => {
  const valid = caseBody(places);
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  await refusedAll({ method: 'POST', url: '/api/cases' }, [
    ...malformedBodies(valid, {
      text: 'applicant_name',
      format: 'pincode',
      fk: 'bank_branch_id',
      option: 'property_type',
      list: 'co_applicants',
      number: 'fee',
    }),
    { name: 'branch of another bank', payload: w({ bank_branch_id: places.bank_branch_id, bank_id: places.bank_id + 1 }), status: 400 },
    { name: 'unknown bank', payload: w({ bank_id: 987654 }), status: 400 },
    { name: 'unknown office', payload: w({ company_branch_id: 987654 }), status: 400 },
    { name: 'bad mobile', payload: w({ site_contact_mobile: '12345' }), status: 400 },
    { name: 'case number sent', payload: w({ case_no: 'MUM/2526/000001' }), status: 400 },
    { name: 'status sent', payload: w({ status: 'RELEASED' }), status: 400 },
    { name: 'ignore_duplicates as text', payload: w({ ignore_duplicates: 'yes' }), status: 400 },
    { name: 'negative fee', payload: w({ fee: -5 }), status: 400 },
    { name: 'missing address', payload: w({ property_address: null }), status: 400, message: 'Property Address is required' },
  ]);
});

test('PUT /api/cases/{id} refuses malformed bodies', async () => {
  const valid = { version: target.version, fair_market_value: 5_000_000, observations: 'Well maintained' };
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  await refusedAll({ method: 'PUT', url: `/api/cases/${target.id}` }, [
    ...malformedBodies(valid, { text: 'observations', option: 'seismic_zone', number: 'fair_market_value' }).filter(
      (c) => c.name !== 'blank required text',
    ),
    ...malformedIds('/api/cases', 'PUT', valid),
    { name: 'stale version', payload: w({ version: target.version + 3 }), status: 409 },
    { name: 'no version', payload: { fair_market_value: 1 }, status: 428 },
    { name: 'rates the wrong way round', payload: w({ market_rate_min: 9000, market_rate_max: 8000 }), status: 400 },
    { name: 'owners not a list', payload: w({ owners: 'Ravi' }), status: 400 },
    { name: 'owner without a name', payload: w({ owners: [{ share: '50%' }] }), status: 400 },
    { name: 'latitude out of range', payload: w({ latitude: 123 }), status: 400 },
    { name: 'derived value sent', payload: w({ realisable_value: 1 }), status: 400 },
    { name: 'bank changed', payload: w({ bank_id: places.bank_id }), status: 400 },
    { name: 'percentage over 100', payload: w({ distress_pct: 180 }), status: 400 },
    { name: 'age fractional', payload: w({ age_years: 2.5 }), status: 400 },
  ]);
});

test('POST /api/cases/{id}/moves refuses malformed bodies and refused moves', async () => {
  const valid = { move: 'allocate', version: target.version, site_engineer_id: who.engineerId };
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  const url = `/api/cases/${target.id}/moves`;
  await refusedAll({ method: 'POST', url }, [
    { name: 'empty object (no version either)', payload: {}, status: 428 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [valid] },
    { name: 'broken JSON', payload: '{"move":', raw: true, status: 400 },
    { name: 'text/plain', payload: 'move=allocate', raw: true, contentType: 'text/plain' },
    { name: 'unknown move', payload: w({ move: 'teleport' }), status: 400 },
    { name: 'move as number', payload: w({ move: 3 }), status: 400 },
    { name: 'no version', payload: { move: 'allocate', site_engineer_id: who.engineerId }, status: 428 },
    { name: 'version as text', payload: w({ version: '1' }), status: 400 },
    { name: 'stale version', payload: w({ version: target.version + 1 }), status: 409 },
    {
      name: 'refused by the flow',
      payload: w({ move: 'dispatch' }),
      status: 409,
      message: 'Cannot move a case from Initiated to Dispatched.',
    },
    { name: 'review by a non-reviewer', payload: w({ move: 'approve' }), status: 409 },
    { name: 'no engineer', payload: w({ site_engineer_id: null }), status: 400 },
    { name: 'unknown engineer', payload: w({ site_engineer_id: 987654 }), status: 400 },
    { name: 'engineer as text', payload: w({ site_engineer_id: 'me' }), status: 400 },
    { name: 'bad appointment', payload: w({ appointment_at: 'tomorrow-ish' }), status: 400 },
    { name: 'comment too long', payload: w({ comment: 'x'.repeat(1001) }), status: 400 },
    { name: 'comment as object', payload: w({ comment: { a: 1 } }), status: 400 },
    { name: 'unknown field', payload: w({ status: 'CLOSED' }), status: 400 },
    { name: 'hold without reason', payload: w({ move: 'hold' }), status: 400, message: 'A reason is required' },
    { name: 'cancel blank reason', payload: w({ move: 'cancel', comment: '   ' }), status: 400 },
    { name: 'unknown case', url: '/api/cases/99999999/moves', payload: valid, status: 404 },
    { name: 'bad id', url: '/api/cases/abc/moves', payload: valid, status: 400 },
  ]);
});

test('POST /api/cases/allocate and /api/cases/duplicates refuse malformed bodies', async () => {
  const valid = { cases: [{ id: target.id, version: target.version }], site_engineer_id: who.engineerId };
  const w = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
  await refusedAll({ method: 'POST', url: '/api/cases/allocate' }, [
    { name: 'empty object', payload: {}, status: 400 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'broken JSON', payload: '{"cases":[', raw: true, status: 400 },
    { name: 'no cases', payload: w({ cases: [] }), status: 400, message: 'Select at least one case.' },
    { name: 'cases as text', payload: w({ cases: '1,2' }), status: 400 },
    { name: 'case without version', payload: w({ cases: [{ id: target.id }] }), status: 400 },
    { name: 'case id as text', payload: w({ cases: [{ id: 'x', version: 1 }] }), status: 400 },
    {
      name: 'same case twice',
      payload: w({
        cases: [
          { id: target.id, version: 1 },
          { id: target.id, version: 1 },
        ],
      }),
      status: 400,
    },
    { name: 'too many', payload: w({ cases: Array.from({ length: 201 }, (_, i) => ({ id: i + 1, version: 1 })) }), status: 400 },
    { name: 'unknown case', payload: w({ cases: [{ id: 99999999, version: 1 }] }), status: 404 },
    { name: 'one stale among them', payload: w({ cases: [{ id: target.id, version: 7 }] }), status: 409 },
    { name: 'no engineer', payload: { cases: valid.cases }, status: 400 },
    { name: 'unknown engineer', payload: w({ site_engineer_id: 987654 }), status: 400 },
    { name: 'engineer negative', payload: w({ site_engineer_id: -1 }), status: 400 },
    { name: 'bad appointment', payload: w({ appointment_at: '31/12/2030' }), status: 400 },
    { name: 'appointment as number', payload: w({ appointment_at: 5 }), status: 400 },
    { name: 'unknown field', payload: w({ status: 'ALLOCATED' }), status: 400 },
    { name: 'comment too long', payload: w({ comment: 'x'.repeat(2000) }), status: 400 },
    { name: 'prototype pollution', payload: `{"__proto__": {"x": 1}, "cases": [], "site_engineer_id": 1}`, raw: true },
    { name: 'text/plain', payload: 'cases=1', raw: true, contentType: 'text/plain' },
  ]);
  await refusedAll({ method: 'POST', url: '/api/cases/duplicates' }, [
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [] },
    { name: 'broken JSON', payload: '{', raw: true },
    { name: 'ref as number', payload: { bank_ref_no: 5 } },
    { name: 'ref too long', payload: { bank_ref_no: 'x'.repeat(61) } },
    { name: 'name as list', payload: { applicant_name: ['a'] } },
    { name: 'pincode too long', payload: { pincode: '4000761234567' } },
    { name: 'address too long', payload: { property_address: 'x'.repeat(501) } },
    { name: 'unknown field', payload: { city: 'Mumbai' } },
    { name: 'exclude id as text', payload: { exclude_id: 'x' } },
    { name: 'exclude id negative', payload: { exclude_id: -3 } },
    { name: 'object as ref', payload: { bank_ref_no: { $ne: null } } },
    { name: 'boolean name', payload: { applicant_name: true } },
    { name: 'text/plain', payload: 'x', raw: true, contentType: 'text/plain' },
    { name: 'JSON string', payload: '"x"', raw: true },
    { name: 'number body', payload: '42', raw: true },
    { name: 'nested object', payload: { pincode: { a: { b: 1 } } } },
    { name: 'NaN-like', payload: '{"exclude_id": NaN}', raw: true },
    { name: 'huge body', payload: JSON.stringify({ property_address: 'y'.repeat(1_200_000) }), raw: true, status: 413 },
    { name: 'pincode as number', payload: { pincode: 400076 } },
  ]);
});
