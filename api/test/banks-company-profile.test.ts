// Company Master: the firm's one profile record, right company_master.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  // The demo seeds the firm's profile; this file enters it from scratch.
  await t.handle.query('DELETE FROM company_profile');
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers = h) =>
  t.app.inject({ method, url, payload, headers });

const PROFILE = {
  legal_name: 'Sharma Valuers and Engineers Private Limited',
  trade_name: 'Sharma Valuers',
  pan: 'aabcs 1234 k',
  cin: 'u74999mh2015ptc123456',
  registered_address: '4th Floor, Vora Chambers, Andheri East, Mumbai',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400069',
  email: 'Office@SharmaValuers.example.in',
  phone: '022 2654 1234',
  website: 'https://sharmavaluers.example.in',
  logo_url: '/static/logo.png',
};

test('one profile: add once, then edit; no delete', async () => {
  assert.deepEqual((await send('GET', '/api/company-profile')).json().data, []);
  let res = await send('POST', '/api/company-profile', PROFILE);
  assert.equal(res.statusCode, 201, res.body);
  const p = res.json();
  assert.equal(p.message, 'Added The Company Profile!');
  assert.deepEqual([p.data.pan, p.data.cin, p.data.email], ['AABCS1234K', 'U74999MH2015PTC123456', 'office@sharmavaluers.example.in']);
  res = await send('POST', '/api/company-profile', PROFILE);
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'The company profile already exists; edit it instead.');
  res = await send('PUT', `/api/company-profile/${p.data.id}`, { phone: '022 2654 9999', version: 1 });
  assert.equal(res.json().message, 'Successfully Updated The Company Profile!');
  assert.equal(res.json().data.phone, '022 2654 9999');
  assert.equal((await send('PUT', `/api/company-profile/${p.data.id}`, { phone: '022 1111 1111', version: 1 })).statusCode, 409);
  assert.equal((await send('DELETE', `/api/company-profile/${p.data.id}`)).statusCode, 404);
  assert.equal((await send('GET', '/api/company-profile')).json().total, 1);
});

test('field messages', async () => {
  const res = await send('POST', '/api/company-profile', {
    legal_name: '',
    pan: 'ABCDE1234',
    pincode: '0123',
    website: 'www.example.in',
    cin: 'X1',
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().fields, {
    legal_name: 'Legal Name is required',
    pan: 'Enter a valid PAN, e.g. ABCPE1234F',
    pincode: 'Enter a valid 6-digit pincode',
    website: 'Website must start with http:// or https://',
    cin: 'CIN / LLPIN: 21 characters such as U74999MH2015PTC123456, or an LLPIN such as AAB-1234',
  });
});

test('company_master is needed: hr, the employee and the branch login get 403', async () => {
  const others = [
    bearer(await login(t.app, 'hr@example.com')),
    bearer(await login(t.app, 'employee@example.com', '/api/employeelogin')),
    bearer(await login(t.app, 'branch@example.com', '/api/branchlogin')),
  ];
  for (const who of others) {
    assert.equal((await send('GET', '/api/company-profile', undefined, who)).statusCode, 403);
    assert.equal((await send('POST', '/api/company-profile', PROFILE, who)).statusCode, 403);
  }
});
