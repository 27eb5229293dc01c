// `npm run seed -- --cases N` for the masters: after the cases, pincodes and the hazard master over
// India's postal circles, bank contacts, agreements, notes, MIS definitions, feedback on released
// cases and collection accounts, scaled from N; a rerun replaces its own rows; the lists page them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seedCases } from '../src/seed/cases/index';
import { seedMastersAtScale } from '../src/modules/masters-scale/scale-seed';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let first: Awaited<ReturnType<typeof seedMastersAtScale>>;
const count = async (query: string) => (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${query}`))[0].n;

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  await seedCases(t.db, { cases: 3000, replace: true });
  first = await seedMastersAtScale(t.db, 3000);
});
after(() => t.close());

test('the masters are generated at scale, linked to the banks, branches, users and released cases', async () => {
  assert.ok(first.pincodes >= 18_900 && first.pincodes <= 19_300, `pincodes ${first.pincodes}`);
  assert.ok(first.ndma >= 100, `ndma ${first.ndma}`);
  assert.equal(first.contacts, 4 * (await count(`bank_branches WHERE status = '1'`)));
  assert.equal(first.agreements, 3 * (await count('banks')));
  assert.equal(first.notes, 50);
  assert.ok(first.mis >= 4 * (await count(`banks WHERE status = '1'`)));
  assert.equal(first.paymentAccounts, 2 * (await count('company_branches')));
  const released = await count(`cases WHERE released_at IS NOT NULL AND site_engineer_id IS NOT NULL AND id % 10 = 3`);
  assert.ok(released > 0 && first.links === released, `links ${first.links} of ${released} released`);
  assert.ok(first.answers > 0);
  // Every generated pincode has a hazard row for its district, and most have a servicing office and engineer.
  assert.equal(
    await count(`pincodes p WHERE p.locality ~ ' [SB]\\.O$' AND NOT EXISTS (
      SELECT 1 FROM ndma_hazards h WHERE h.state = p.state AND lower(h.district) = lower(p.district))`),
    0,
  );
  assert.ok((await count(`pincodes WHERE locality ~ ' S\\.O$' AND engineer_id IS NOT NULL`)) > 1000);
  // Answered links sit after their release, carry the mean of their ratings, and move the engineer's rating.
  assert.equal(await count(`feedback_requests WHERE answered_at < sent_at OR (answered_at IS NULL) <> (avg_rating IS NULL)`), 0);
  const [rated] = await t.handle.query<{ engineer: number; rating: string; mean: string }>(`
    SELECT r.engineer_id AS engineer, u.rating::text AS rating, round(avg(a.rating), 1)::text AS mean
    FROM feedback_answers a JOIN feedback_requests r ON r.id = a.request_id JOIN users u ON u.id = r.engineer_id
    GROUP BY r.engineer_id, u.rating ORDER BY r.engineer_id LIMIT 1`);
  assert.equal(Number(rated.rating), Number(rated.mean));
  // Notes fall within the two years of cases.
  assert.equal(await count(`notes WHERE created_at < now() - interval '731 days' OR created_at > now()`), 0);
});

test('a rerun replaces the generated rows and scales with the case count', async () => {
  const before = { pincodes: await count('pincodes'), contacts: await count('email_contacts'), links: await count('feedback_requests') };
  const again = await seedMastersAtScale(t.db, 6000);
  // 300 more branch offices (a few fall on pincodes the demo names, which keep their district).
  assert.ok(again.pincodes > first.pincodes + 280 && again.pincodes <= first.pincodes + 300, `${first.pincodes} -> ${again.pincodes}`);
  assert.equal(await count('pincodes'), before.pincodes - first.pincodes + again.pincodes);
  assert.equal(again.notes, 60);
  assert.equal(await count('email_contacts'), before.contacts);
  assert.equal(await count('feedback_requests'), before.links);
  assert.equal(again.agreements, first.agreements);
});

test('the master lists page through the generated rows', async () => {
  const list = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: admin });
    assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
    return res.json() as { data: Record<string, unknown>[]; total: number | string };
  };
  const pins = await list('pincodes?page=40&pageSize=100&sort=pincode&order=asc');
  assert.equal(pins.data.length, 100);
  assert.ok(Number(String(pins.total).replace(/\D/g, '')) >= 19_000, `pincodes total ${pins.total}`);
  const bo = await list(`pincodes?page=1&pageSize=25&search=${encodeURIComponent('B.O')}`);
  assert.ok(bo.data.length > 0);
  const kachchh = await list('ndma-hazards?page=1&pageSize=25&search=kachchh');
  assert.equal(kachchh.data.find((r) => r.district === 'Kachchh')?.seismic_zone, 'V');
  for (const [path, min] of [
    ['email-contacts', 100],
    ['agreements', 30],
    ['notes', 60],
    ['mis-reports', 40],
    ['payment-accounts', 14],
    ['feedback-answers', 10],
  ] as const) {
    const page1 = await list(`${path}?page=1&pageSize=10`);
    const page2 = await list(`${path}?page=2&pageSize=10`);
    assert.ok(Number(page1.total) >= min, `${path}: ${page1.total} rows`);
    assert.equal(page2.data.length, 10, path);
    assert.notDeepEqual(
      page1.data.map((r) => r.id),
      page2.data.map((r) => r.id),
      path,
    );
  }
});
