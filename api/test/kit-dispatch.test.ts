// Hard-copy dispatches: the status flow, delivery details, dispatch numbers and the proof upload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: h });

const NEW = {
  company_branch_id: 1,
  addressee: 'SBI Andheri East Branch',
  case_nos: ['br/2526/000123', 'BR/2526/000124'],
  enclosures: ['VALUATION_REPORT', 'INVOICE'],
  copies: 2,
  status: 'PREPARED',
  charges: 75.5,
};

test('create: numbered DSP/{FY}/{serial}, case numbers upper-cased, demo data present', async () => {
  const seeded = (await send('GET', '/api/dispatch-hard-copies?page=1&pageSize=100')).json();
  assert.ok(seeded.total >= 12);
  const res = await send('POST', '/api/dispatch-hard-copies', NEW);
  assert.equal(res.statusCode, 201, res.body);
  const d = res.json().data;
  assert.match(d.dispatch_no, /^DSP\/\d{4}\/\d{6}$/);
  assert.deepEqual(d.case_nos, ['BR/2526/000123', 'BR/2526/000124']);
  assert.equal(d.company_branch_name, 'Mumbai');
  assert.equal(res.json().message, 'Added The New Hard Copy Dispatch!');
  assert.equal(
    (await send('GET', '/api/dispatch-hard-copies?search=br%2F2526')).json().total,
    0,
    'search is on dispatch no., addressee, AWB, courier',
  );
  assert.equal((await send('GET', `/api/dispatch-hard-copies?search=${encodeURIComponent(d.dispatch_no)}`)).json().data[0].id, d.id);
});

test('status flow PREPARED -> BOOKED -> IN_TRANSIT -> DELIVERED; illegal moves refused with a message', async () => {
  let d = (await send('POST', '/api/dispatch-hard-copies', NEW)).json().data;
  let res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, { status: 'DELIVERED', version: d.version });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'A dispatch cannot move from Prepared to Delivered.');
  res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, { status: 'BOOKED', version: d.version });
  assert.equal(res.statusCode, 400, 'booking needs the courier, AWB and date');
  assert.deepEqual(Object.keys(res.json().fields).sort(), ['awb_no', 'courier_company', 'dispatched_on']);
  res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, {
    status: 'BOOKED',
    courier_company: 'Blue Dart',
    awb_no: 'BD70214530',
    dispatched_on: '2025-06-02',
    version: d.version,
  });
  d = res.json().data;
  assert.equal(d.status, 'BOOKED');
  d = (await send('PUT', `/api/dispatch-hard-copies/${d.id}`, { status: 'IN_TRANSIT', version: d.version })).json().data;
  res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, {
    status: 'DELIVERED',
    delivered_at: '2025-06-01',
    received_by: 'Inward desk',
    version: d.version,
  });
  assert.equal(res.json().fields.delivered_at, 'Delivered On cannot be before Dispatched On');
  d = (
    await send('PUT', `/api/dispatch-hard-copies/${d.id}`, {
      status: 'DELIVERED',
      delivered_at: '2025-06-04',
      received_by: 'Inward desk',
      version: d.version,
    })
  ).json().data;
  assert.equal(d.status, 'DELIVERED');
  res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, { status: 'RETURNED', version: d.version });
  assert.equal(res.json().message, 'A dispatch cannot move from Delivered to Returned.');
  res = await send('PUT', `/api/dispatch-hard-copies/${d.id}`, { status: 'BOGUS', version: d.version });
  assert.equal(res.json().message, 'Choose a valid Status');
});

test('bulk "Mark in transit" moves booked dispatches; delete answers the spec message', async () => {
  const booked = (await send('GET', '/api/dispatch-hard-copies?pageSize=100'))
    .json()
    .data.filter((d: { status: string }) => d.status === 'BOOKED');
  const res = await send('POST', '/api/dispatch-hard-copies/bulk', { action: 'in-transit', ids: booked.map((d: { id: number }) => d.id) });
  assert.equal(res.json().message, 'Successfully Updated The Hard Copy Dispatch!');
  const del = await send('DELETE', `/api/dispatch-hard-copies/${booked[0].id}`);
  assert.equal(del.json().message, 'Successfully Delete The Data!');
});

test('proof of delivery: multipart upload with the same rules, sniffed type, download with the right', async () => {
  const d = (await send('POST', '/api/dispatch-hard-copies', NEW)).json().data;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
  let form = multipart({ addressee: 'SBI Andheri East Branch', copies: '3', enclosures: '["INVOICE"]', version: String(d.version) }, [
    { field: 'pod_file', filename: 'pod.pdf', type: 'application/pdf', content: pdf },
  ]);
  let res = await t.app.inject({
    method: 'PUT',
    url: `/api/dispatch-hard-copies/${d.id}`,
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
  assert.equal(res.statusCode, 200, res.body);
  const saved = res.json().data;
  assert.equal(saved.copies, 3);
  assert.deepEqual(saved.enclosures, ['INVOICE']);
  assert.deepEqual(saved.pod_file, { name: 'pod.pdf', size: pdf.length, url: `dispatch-hard-copies/${d.id}/files/pod_file` });
  const file = await t.app.inject({ url: `/api/${saved.pod_file.url}`, headers: h });
  assert.equal(file.statusCode, 200);
  assert.equal(file.headers['content-type'], 'application/pdf');
  assert.equal(file.body, pdf.toString());
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await t.app.inject({ url: `/api/${saved.pod_file.url}`, headers: hr })).statusCode, 403);
  // A text file dressed as a PDF, and a wrong field type in the text parts, are refused.
  form = multipart({ version: String(saved.version) }, [
    { field: 'pod_file', filename: 'x.pdf', type: 'application/pdf', content: Buffer.from('not a pdf') },
  ]);
  res = await t.app.inject({
    method: 'PUT',
    url: `/api/dispatch-hard-copies/${d.id}`,
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
  assert.equal(res.statusCode, 400);
  form = multipart({ copies: 'many', version: String(saved.version) });
  res = await t.app.inject({
    method: 'PUT',
    url: `/api/dispatch-hard-copies/${d.id}`,
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Copies must be a number');
});
