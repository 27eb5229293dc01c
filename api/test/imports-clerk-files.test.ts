// Issue 34: files made the way clerks make them (test/fixtures/clerk-files, written by make.ts there),
// each imported by every import it applies to: the header row found under title rows, merged cells,
// Indian dates and amounts, Windows-1252 and UTF-16 text, trailing empty rows ignored; checked first
// (nothing stored), then imported once the valid rows are confirmed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { sheetForm } from './online-requests-support';
import { XLSX_TYPE } from './ready-reckoner-support';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'clerk-files');
const fixture = (name: string) => fs.readFileSync(path.join(DIR, name));
const typeOf = (name: string) => (name.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv');

describe('clerk-made files', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let branch: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  });
  after(() => t.close());

  const post = (url: string, name: string) =>
    t.app.inject({ method: 'POST', url, payload: fixture(name), headers: { ...admin, 'content-type': typeOf(name) } });
  const count = async (table: string, where: string) =>
    Number((await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0].n);
  const lines = (r: { errors: { line: number }[] }) => r.errors.map((e) => e.line);

  test('ready reckoner (.xlsx): title, blank and merged group rows above the header; ₹ and Indian grouping as text', async () => {
    const check = await post('/api/ready-reckoner/import?check=true', 'ready-reckoner-clerk.xlsx');
    assert.equal(check.statusCode, 200, check.body);
    const r = check.json();
    assert.equal(r.header_line, 4, 'the header is the first row naming the columns');
    assert.equal(r.checked, true);
    assert.deepEqual([r.rows, r.taken, lines(r)], [3, [{ from: 5, to: 6 }], [7]]);
    assert.match(r.errors[0].message, /Residential \/ sq m must be a number/);
    assert.equal(r.ignored, 4, 'the blank row under the title and the trailing empty and rule rows are ignored, not refused');
    assert.equal(await count('ready_reckoner_rates', `zone LIKE 'CLERK-RR-%'`), 0, 'a check stores nothing');

    const unconfirmed = await post('/api/ready-reckoner/import', 'ready-reckoner-clerk.xlsx');
    assert.equal(unconfirmed.statusCode, 409, unconfirmed.body);
    assert.match(unconfirmed.json().message, /1 row has errors\. Confirm to import only the valid rows\./);
    assert.equal(await count('ready_reckoner_rates', `zone LIKE 'CLERK-RR-%'`), 0);

    const res = await post('/api/ready-reckoner/import?confirm=valid-only', 'ready-reckoner-clerk.xlsx');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().added, 2);
    const [one] = await t.handle.query<{ res: string; shop: string; office: string; pins: string[]; year: number }>(
      `SELECT rate_residential::text AS res, rate_shop::text AS shop, rate_office::text AS office, pincodes AS pins, year
       FROM ready_reckoner_rates WHERE zone = 'CLERK-RR-1'`,
    );
    assert.deepEqual(
      [Number(one.res), Number(one.shop), Number(one.office), one.pins, one.year],
      [102_500, 150_000, 123_000, ['411045', '411021'], 2026],
    );
  });

  test('market data (Windows-1252 CSV): DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY, Rs. amounts, café; ambiguous dates refused with the reason', async () => {
    const check = await post('/api/market-transactions/import?check=true', 'market-sales-excel.csv');
    assert.equal(check.statusCode, 200, check.body);
    const r = check.json();
    assert.equal(r.header_line, 2);
    assert.deepEqual([r.rows, r.taken, lines(r)], [5, [{ from: 3, to: 5 }], [6, 7]], 'the ",,,," lines are not rows');
    assert.equal(r.ignored, 3);
    assert.match(r.errors[0].message, /Registration Date: "10\/25\/2026" is ambiguous: write the day first/);
    assert.match(r.errors[1].message, /Registration Date: "05-10-26" is ambiguous: write the year with four digits/);
    assert.doesNotMatch(r.errors[0].message, /is required/, 'an unreadable date is told once');

    const res = await post('/api/market-transactions/import?confirm=valid-only', 'market-sales-excel.csv');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().added, 3);
    const rows = await t.handle.query<{ day: string; locality: string; type: string; area: string; paid: string }>(
      `SELECT registration_date::text AS day, locality, property_type AS type, area::text AS area, consideration::text AS paid
       FROM market_transactions WHERE locality LIKE '%Clerk' ORDER BY registration_date`,
    );
    assert.deepEqual(
      rows.map((x) => [x.day, x.locality, x.type, Number(x.area), Number(x.paid)]),
      [
        ['2026-10-05', 'Café Lane Clerk', 'RES_FLAT', 1050, 12_600_000],
        ['2026-10-11', 'Café Lane Clerk', 'RES_FLAT', 820, 9_840_000],
        ['2026-10-12', 'Prabhat Road Clerk', 'OFFICE', 1200, 18_000_000],
      ],
    );
  });

  test('pincodes (Windows-1252 CSV): "Deccan Gymkhana café" is stored as written, never with a replacement character', async () => {
    const check = await post('/api/pincodes/import?check=true', 'pincodes-excel.csv');
    assert.equal(check.statusCode, 200, check.body);
    const r = check.json();
    assert.deepEqual([r.header_line, r.rows, r.taken, lines(r), r.ignored], [2, 3, [{ from: 3, to: 4 }], [5], 2]);
    assert.equal(r.errors[0].message, 'Enter a valid 6-digit pincode');
    const res = await post('/api/pincodes/import?confirm=valid-only', 'pincodes-excel.csv');
    assert.equal(res.statusCode, 200, res.body);
    const [cafe] = await t.handle.query<{ locality: string; state: string }>(
      `SELECT locality, state FROM pincodes WHERE pincode = '411004' AND locality LIKE 'Deccan Gymkhana caf%'`,
    );
    assert.equal(cafe.locality, 'Deccan Gymkhana café');
    assert.equal(await count('pincodes', `locality LIKE '%' || chr(65533) || '%'`), 0);
    assert.equal(await count('pincodes', `locality = 'Shivajinagar Clerk' AND state = 'Maharashtra'`), 1);
  });

  test('pincodes (.xlsx): a title row, an upper-case header, a pincode typed as a number', async () => {
    const check = await post('/api/pincodes/import?check=true', 'pincodes-clerk.xlsx');
    assert.equal(check.statusCode, 200, check.body);
    const r = check.json();
    assert.deepEqual([r.header_line, r.rows, r.taken, lines(r)], [2, 2, [{ from: 3, to: 3 }], [4]]);
    assert.match(r.errors[0].message, /State "Atlantis"/);
    const res = await post('/api/pincodes/import?confirm=valid-only', 'pincodes-clerk.xlsx');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await count('pincodes', `pincode = '411038' AND locality = 'Kothrud Clerk Xlsx'`), 1);
  });

  test('the bank request sheet (.xlsx): title and date rows above the header, a merged header cell', async () => {
    const form = sheetForm(fixture('requests-clerk.xlsx'));
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/online-requests/mine/sheet/check',
      ...form,
      headers: { ...branch, ...form.headers },
    });
    assert.equal(check.statusCode, 200, check.body);
    const d = check.json().data;
    assert.equal(d.header_line, 3);
    assert.deepEqual([d.valid, d.invalid, d.rows.map((x: { row: number }) => x.row)], [1, 1, [4, 5]]);
    assert.equal(d.rows[0].values.property_address, 'Flat 4, Clerk Towers, Andheri East, Mumbai');
    assert.equal(d.rows[0].values.property_type, 'RES_FLAT');
    assert.match(d.rows[1].errors.contact_mobile, /mobile/i);
    const confirm = sheetForm(fixture('requests-clerk.xlsx'), 'valid-only');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/online-requests/mine/sheet/import',
      ...confirm,
      headers: { ...branch, ...confirm.headers },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await count('online_requests', `applicant_name = 'Clerk Sheet Café One'`), 1);
    assert.equal(await count('online_requests', `applicant_name = 'Clerk Sheet Two'`), 0);
  });

  test('the bank request sheet as a UTF-16 CSV with its byte order mark', async () => {
    const form = sheetForm(fixture('requests-utf16.csv'), undefined, 'requests.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/online-requests/mine/sheet/import',
      ...form,
      headers: { ...branch, ...form.headers },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await count('online_requests', `applicant_name = 'Clerk Utf16 Zoë' AND pincode = '400099'`), 1);
  });
});
