// Technical policies of banks (issue 15): demo policies, the rules checked (distress never above
// realisable), the document through the file store, rights, malformed records refused unchanged.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds } from './kit-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('technical policies', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let bankId: number;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    [{ id: bankId }] = await t.handle.query<{ id: number }>('SELECT id FROM banks ORDER BY id LIMIT 1');
  });
  after(() => t.close());

  const valid = () => ({
    bank_id: bankId,
    title: 'Retail home loans 2026',
    effective_from: '2026-04-01',
    realisable_pct: 90,
    distress_pct: 80,
    property_types: ['RES_FLAT', 'PLOT'],
    max_property_age: 50,
  });

  test('every demo bank has a policy, listed with the bank’s name', async () => {
    const res = await t.app.inject({ url: '/api/technical-policies?pageSize=100', headers: admin });
    assert.equal(res.statusCode, 200, res.body);
    const [{ n }] = await t.handle.query<{ n: string }>('SELECT count(*) AS n FROM banks');
    assert.equal(res.json().total, Number(n));
    assert.ok(res.json().data.every((r: { bank_name: string }) => r.bank_name));
  });

  test('distress above realisable is refused; a policy is added and its document uploaded', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/technical-policies',
      headers: admin,
      payload: { ...valid(), distress_pct: 95 },
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /Distress % must not be above Realisable %/);
    const ok = await t.app.inject({ method: 'POST', url: '/api/technical-policies', headers: admin, payload: valid() });
    assert.equal(ok.statusCode, 201, ok.body);
    const doc = multipart({ version: '1' }, [{ field: 'document', filename: 'policy.pdf', type: 'application/pdf', content: PDF }]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/technical-policies/${ok.json().data.id}`,
      headers: { ...admin, ...doc.headers },
      payload: doc.payload,
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().data.document.name, 'policy.pdf');
  });

  test('only technical_policy_page holders see the policies', async () => {
    assert.equal((await t.app.inject({ url: '/api/technical-policies', headers: employee })).statusCode, 403);
  });

  test('malformed records are refused with a 4xx and change nothing', async () => {
    const before = await fingerprint(t, 'technical_policies');
    const [{ id }] = await t.handle.query<{ id: number }>('SELECT id FROM technical_policies ORDER BY id LIMIT 1');
    const hints = { text: 'title', fk: 'bank_id', date: 'effective_from', number: 'realisable_pct', list: 'property_types' };
    const posts = malformedBodies(valid(), hints);
    assert.ok(posts.length >= 20);
    for (const c of posts) await expectRefused(t, admin, { method: 'POST', url: '/api/technical-policies' }, c);
    const puts = [
      ...malformedBodies({ ...valid(), version: 1 }, hints),
      ...malformedIds('/api/technical-policies', 'PUT', { ...valid(), version: 1 }),
    ];
    for (const c of puts) await expectRefused(t, admin, { method: 'PUT', url: `/api/technical-policies/${id}` }, c);
    assert.equal(await fingerprint(t, 'technical_policies'), before);
  });
});
