// The hazard master and the lookup a case's NDMA section is filled from.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

const row = {
  state: 'Uttarakhand',
  district: 'Chamoli',
  seismic_zone: 'VI',
  basic_wind_speed: '39',
  flood_prone: 'Y',
  cyclone_prone: 'N',
  landslide_prone: 'Y',
  coastal_regulation_zone: 'N',
};

test('add a district, refuse it twice, edit and look it up as any signed-in user', async () => {
  assert.equal((await t.app.inject({ method: 'POST', url: '/api/ndma-hazards', headers: employee, payload: row })).statusCode, 403);
  const add = await t.app.inject({ method: 'POST', url: '/api/ndma-hazards', headers: admin, payload: row });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New NDMA Parameter!');
  const again = await t.app.inject({ method: 'POST', url: '/api/ndma-hazards', headers: admin, payload: { ...row, district: 'CHAMOLI' } });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().fields.district, 'CHAMOLI, Uttarakhand already has its hazard parameters.');
  const zone7 = await t.app.inject({
    method: 'POST',
    url: '/api/ndma-hazards',
    headers: admin,
    payload: { ...row, district: 'Pithoragarh', seismic_zone: 'VII' },
  });
  assert.equal(zone7.statusCode, 400);
  const { id, version } = add.json().data;
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/ndma-hazards/${id}`,
    headers: admin,
    payload: { flood_prone: 'N', version },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  const look = await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?state=uttarakhand&district=chamoli', headers: employee });
  assert.equal(look.statusCode, 200, look.body);
  assert.deepEqual(look.json().data, { ...row, flood_prone: 'N' });
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?state=Goa&district=Atlantis', headers: employee })).statusCode,
    404,
  );
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/ndma?state=Goa', headers: employee })).statusCode, 400);
});

test('the demo seed holds the hazard profile of the demo offices’ districts', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/lookups/ndma?state=Maharashtra&district=Mumbai%20Suburban',
    headers: employee,
  });
  assert.equal(res.json().data.seismic_zone, 'III');
  assert.equal(res.json().data.coastal_regulation_zone, 'Y');
  const list = await t.app.inject({ method: 'GET', url: '/api/ndma-hazards?search=kachchh', headers: employee });
  assert.equal(list.json().data[0].seismic_zone, 'V');
});
