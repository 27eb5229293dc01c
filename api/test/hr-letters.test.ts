// Offer and leaving letters: an editable template with placeholders, a generated PDF (pdfmake, on
// the firm's letterhead) whose text is read back, stored with its issue date and downloadable again;
// every PDF passes the checks of pdf-checks.ts (no overlapping words, fonts embedded, ₹ amounts).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { checkPdf } from './pdf-checks';
import { expectRefused, fingerprint, malformedBodies, malformedQueries, type Malformed } from './kit-support';

let t: TestApp;
let hr: Record<string, string>;
let employeeId: number;

async function pdfText(buf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(doc, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = hr) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

before(async () => {
  t = await makeTestApp();
  hr = bearer(await login(t.app, 'hr@example.com'));
  employeeId = (await t.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'employee@example.com'"))[0].id;
});
after(() => t.close());

describe('letters', () => {
  test('an offer letter from the edited template is a PDF with the filled text', async () => {
    const tpl = await call('GET', '/api/offer-letters/template');
    assert.equal(tpl.status, 200);
    const bad = await call('PUT', '/api/offer-letters/template', { title: 'Offer', body: 'Dear {{nmae}}', version: tpl.body.data.version });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.fields.body, 'Unknown placeholder: {{nmae}}');
    const saved = await call('PUT', '/api/offer-letters/template', {
      title: 'Offer of Employment',
      body: 'Dear {{name}}, you join as {{designation}} at {{branch}} on {{joining_date}} for {{salary}} a year. Ref {{letter_no}}.',
      version: tpl.body.data.version,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const res = await call('POST', '/api/offer-letters', {
      user_id: employeeId,
      designation: 'Senior Site Engineer',
      joining_date: '2026-01-05',
      salary: 600000,
      issued_on: '2025-12-01',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Offer Letter Generated!');
    assert.match(res.body.data.letter_no, /^OL\/2025\/\d{6}$/);
    assert.equal(res.body.data.issued_on, '2025-12-01');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/offer-letters/${res.body.data.id}/pdf`, headers: hr });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = await pdfText(pdf.rawPayload);
    checkPdf(pdf.rawPayload, 'offer letter', { signed: false, money: '6,00,000' });
    assert.match(text, /Vighnaharta Valuers/, 'the letterhead comes from the Company Master');
    assert.match(text, /Offer of Employment/);
    assert.match(text, /Dear Employee User, you join as Senior Site Engineer at Mumbai/);
    assert.match(text, /on 2026-01-05 for ₹ 6,00,000 a year/);
    assert.ok(text.includes(res.body.data.letter_no));

    const list = await call('GET', '/api/offer-letters?search=' + encodeURIComponent(res.body.data.letter_no));
    assert.equal(list.body.data[0].user_name, 'Employee User');
  });

  test('offer letters are found by employee name; a second offer letter to the same person asks first', async () => {
    const [{ id }] = await t.handle.query<{ id: number }>(
      `INSERT INTO users (name, surname, email, password_hash, kind, status) VALUES ('Kavya', 'Menon', 'kavya.menon@example.com', 'x', 'employee', '1') RETURNING id`,
    );
    const offer = { user_id: id, joining_date: '2026-02-02', salary: 480000, issued_on: '2026-01-10' };
    const first = await call('POST', '/api/offer-letters', offer);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const found = await call('GET', '/api/offer-letters?search=' + encodeURIComponent('kavya men'));
    assert.deepEqual(
      found.body.data.map((l: { letter_no: string; user_name: string }) => [l.letter_no, l.user_name]),
      [[first.body.data.letter_no, 'Kavya Menon']],
    );
    const second = await call('POST', '/api/offer-letters', { ...offer, issued_on: '2026-01-20' });
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal(second.body.confirm, true);
    assert.equal(
      second.body.message,
      `Kavya Menon already has an offer letter (${first.body.data.letter_no}, issued 2026-01-10). Issue another one?`,
    );
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM hr_letters WHERE user_id = $1`, [id]);
    assert.equal(n, 1, 'nothing issued until confirmed');
    const confirmed = await call('POST', '/api/offer-letters', { ...offer, issued_on: '2026-01-20', confirmed: '1' });
    assert.equal(confirmed.status, 201, JSON.stringify(confirmed.body));
    assert.equal((await call('GET', '/api/offer-letters?search=Menon')).body.total, 2);
  });

  test('a leaving letter takes the joining date from the person; demo letters download too', async () => {
    const res = await call('POST', '/api/leaving-letters', { user_id: employeeId, leaving_date: '2025-12-31', issued_on: '2025-12-31' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/leaving-letters/${res.body.data.id}/pdf`, headers: hr });
    const text = await pdfText(pdf.rawPayload);
    checkPdf(pdf.rawPayload, 'leaving letter', { signed: false });
    assert.match(text, /from 2021-04-01 to 2025-12-31/);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/offer-letters/${res.body.data.id}/pdf`, headers: hr })).statusCode,
      404,
      'types do not mix',
    );
    const seeded = (await call('GET', '/api/leaving-letters?pageSize=100')).body.data.find((l: { letter_no: string }) =>
      l.letter_no.startsWith('RL/2025/0009'),
    );
    const demo = await t.app.inject({ method: 'GET', url: `/api/leaving-letters/${seeded.id}/pdf`, headers: hr });
    assert.equal(demo.statusCode, 200);
    assert.match(await pdfText(demo.rawPayload), /Relieving and Experience Letter/);
  });

  test('an employee without the letter rights is refused', async () => {
    const emp = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    assert.equal((await call('GET', '/api/offer-letters', undefined, emp)).status, 403);
    assert.equal((await call('GET', '/api/offer-letters/template', undefined, emp)).status, 403);
  });
});

describe('malformed letter payloads', () => {
  const TABLES = ['hr_letters', 'letter_templates'];
  let prints: string[];
  const offer = { user_id: 3, joining_date: '2026-01-05', salary: 500000, issued_on: '2025-12-01', designation: 'Engineer' };
  const leaving = { user_id: 3, leaving_date: '2026-01-05', issued_on: '2025-12-01' };
  const tpl = { title: 'T', body: 'Dear {{name}}', version: 99 };
  const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; cases: Malformed[] }[] = [
    { name: 'GET offer-letters', method: 'GET', url: '/api/offer-letters', cases: malformedQueries('/api/offer-letters') },
    {
      name: 'POST offer-letters',
      method: 'POST',
      url: '/api/offer-letters',
      cases: [
        ...malformedBodies(offer, { text: 'designation', fk: 'user_id', date: 'joining_date', number: 'salary' }).filter(
          (c) => c.name !== 'blank required text',
        ),
        { name: 'no salary', payload: { ...offer, salary: undefined }, status: 400 },
        { name: 'zero salary', payload: { ...offer, salary: 0 }, status: 400 },
        { name: 'leaving date on an offer', payload: { ...offer, leaving_date: '2026-01-01' }, status: 400 },
        { name: 'letter number sent', payload: { ...offer, letter_no: 'OL/1' }, status: 400 },
      ],
    },
    {
      name: 'POST leaving-letters',
      method: 'POST',
      url: '/api/leaving-letters',
      cases: [
        ...malformedBodies(leaving, { text: 'issued_on', fk: 'user_id', date: 'leaving_date' }).filter(
          (c) =>
            ![
              'blank required text',
              'NUL character',
              'text as number',
              'oversize text (100k)',
              'text as object',
              'text as array',
              'text as boolean',
            ].includes(c.name),
        ),
        { name: 'no leaving date', payload: { ...leaving, leaving_date: undefined }, status: 400 },
        { name: 'salary on a leaving letter', payload: { ...leaving, salary: 5 }, status: 400 },
        { name: 'issue date as number', payload: { ...leaving, issued_on: 20250101 }, status: 400 },
        { name: 'issue date impossible', payload: { ...leaving, issued_on: '2025-13-01' }, status: 400 },
        { name: 'SQL in issue date', payload: { ...leaving, issued_on: "'; DROP TABLE hr_letters; --" }, status: 400 },
      ],
    },
    {
      name: 'PUT offer-letters/template',
      method: 'PUT',
      url: '/api/offer-letters/template',
      cases: [
        ...malformedBodies(tpl, { text: 'body' }),
        { name: 'version as text', payload: { ...tpl, version: '1' }, status: 400 },
        { name: 'stale version', payload: tpl, status: 409 },
        { name: 'unknown placeholder', payload: { ...tpl, body: '{{salry}}' }, status: 400 },
        { name: 'version missing', payload: { title: 'T', body: 'x' }, status: 428 },
        { name: 'title blank', payload: { ...tpl, title: ' ' }, status: 400 },
      ],
    },
  ];
  before(async () => {
    prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
  });
  for (const suite of SUITES) {
    describe(suite.name, () => {
      test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
      for (const c of suite.cases)
        test(c.name, async () => {
          await expectRefused(t, hr, { method: suite.method, url: suite.url }, c);
        });
    });
  }
  test('no refused request changed any data', async () => {
    assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  });
});
