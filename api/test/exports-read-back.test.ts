// Issue 34 point 3: every list export opened by a spreadsheet reader (exceljs reading the .xlsx,
// csv-parse reading the CSV), checking formats and labels: whole numbers without a trailing point,
// money with two decimals, percentages as percentages, option codes as their labels; the MIS
// workbook mailed to banks and the dashboard charts in words, never codes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fieldByName, type ColumnDesc } from 'shared/resources';
import { CASE_STATES, CASE_STATE_LABELS } from 'mfe-cases/model';
import { marketTransactionsResource } from 'mfe-realestate/model';
import { PURPOSE_OPTIONS, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { registeredResources } from '../src/kit/index';
import { INTEGER_FORMAT, MONEY_FORMAT } from '../src/kit/xlsx';
import { misWorkbook } from '../src/modules/mis-reports/workbook';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

/** A number format that ends a whole number with a point: "0.##", "#,##0.#" (Excel shows 3500 as "3,500."). */
const TRAILING_POINT = /\.#+(;|$)/;
/** The file holds the grouping commas escaped (\\,); exceljs reads them back bare. */
const bare = (fmt: unknown) => String(fmt ?? '').replace(/\\/g, '');

describe('exports read back', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
  });
  after(() => t.close());

  test('every list .xlsx: labels in the header, formats by column, option codes shown as labels', async () => {
    const exported = registeredResources().filter((r) => (r.desc.operations?.export ?? true) && r.routes?.export !== false);
    assert.ok(exported.length >= 50, `${exported.length} exports`);
    let checkedCells = 0;
    for (const { desc, base } of exported) {
      const url = `${base ?? `/api/${desc.path}`}/export.xlsx`;
      const res = await t.app.inject({ url, headers: admin });
      if (res.statusCode === 403 || res.statusCode === 404) continue; // a branch-only or staff-scoped route
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0];
      assert.deepEqual(
        (sheet.getRow(1).values as unknown[]).slice(1),
        desc.columns.map((c) => c.label),
        url,
      );
      const rows = Math.min(sheet.actualRowCount, 60);
      desc.columns.forEach((c: ColumnDesc, i) => {
        const col = i + 1;
        const codes = c.format === 'option' ? (fieldByName(desc, c.optionsOf ?? c.field)?.options ?? []) : [];
        const onlyCodes = codes.filter((o) => o.value !== o.label).map((o) => o.value);
        for (let r = 2; r <= rows; r++) {
          const cell = sheet.getRow(r).getCell(col);
          if (cell.value === null || cell.value === undefined) continue;
          checkedCells++;
          const fmt = String(cell.numFmt ?? '');
          const where = `${url} ${c.label} row ${r}`;
          assert.doesNotMatch(fmt, TRAILING_POINT, `${where}: ${fmt}`);
          if (c.format === 'money') assert.equal(bare(fmt), bare(MONEY_FORMAT), where);
          if (c.format === 'number' && typeof cell.value === 'number') {
            if (c.percent) assert.match(fmt, /%$/, where);
            else if (Number.isInteger(cell.value) && c.decimals === undefined) assert.equal(bare(fmt), bare(INTEGER_FORMAT), where);
            else assert.match(fmt, /0\.0+(;|$)/, `${where}: a fraction shows its decimals (${fmt})`);
          }
          if (onlyCodes.length) assert.ok(!onlyCodes.includes(String(cell.value)), `${where}: shows the code ${String(cell.value)}`);
        }
      });
    }
    assert.ok(checkedCells > 1000, `${checkedCells} cells checked`);
  });

  test('a CSV export reads back with a CSV parser: BOM, labels, option labels, two-decimal money', async () => {
    const { desc, base } = registeredResources().find((r) => r.desc.name === marketTransactionsResource.name)!;
    const res = await t.app.inject({ url: `${base ?? `/api/${desc.path}`}/export.csv`, headers: admin });
    assert.equal(res.statusCode, 200, res.body.slice(0, 200));
    assert.ok(res.body.startsWith('\uFEFF'));
    const records = parse(res.body, { bom: true, columns: true, relax_column_count: false }) as Record<string, string>[];
    assert.ok(records.length > 10);
    assert.deepEqual(
      Object.keys(records[0]),
      desc.columns.map((c) => c.label),
    );
    assert.ok(desc.columns.some((c) => c.format === 'money') && desc.columns.some((c) => c.format === 'option'));
    const money = desc.columns.filter((c) => c.format === 'money').map((c) => c.label);
    const options = desc.columns.filter((c) => c.format === 'option');
    for (const rec of records) {
      for (const m of money) if (rec[m] !== '') assert.match(rec[m], /^-?\d+\.\d{2}$/, `${m}: ${rec[m]}`);
      for (const c of options) {
        const codes = (fieldByName(desc, c.optionsOf ?? c.field)?.options ?? []).filter((o) => o.value !== o.label).map((o) => o.value);
        assert.ok(!codes.includes(rec[c.label]), `${c.label} shows the code ${rec[c.label]}`);
      }
    }
  });

  test('the MIS workbook mailed to banks: purpose and status in words, money two decimals, days whole', async () => {
    const scope = { bank_id: null, bank_branch_id: null, days: 3650 };
    const { buffer, rows } = await misWorkbook(t.handle.db, { ...scope, report: 'CASES' }, 'MIS');
    assert.ok(rows > 0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const col = (name: string) => header.indexOf(name) + 1;
    const purposes = new Set(PURPOSE_OPTIONS.map((o) => o.label));
    const states = new Set(Object.values(CASE_STATE_LABELS));
    for (let r = 2; r <= Math.min(sheet.actualRowCount, 200); r++) {
      const row = sheet.getRow(r);
      assert.ok(purposes.has(String(row.getCell(col('Purpose')).value)), `row ${r} purpose ${row.getCell(col('Purpose')).value}`);
      assert.ok(states.has(String(row.getCell(col('Status')).value)), `row ${r} status ${row.getCell(col('Status')).value}`);
      assert.ok(!CASE_STATES.includes(String(row.getCell(col('Status')).value) as never));
      const fee = row.getCell(col('Fee'));
      if (fee.value !== null) assert.equal(bare(fee.numFmt), bare(MONEY_FORMAT));
      const tat = row.getCell(col('TAT (days)'));
      if (tat.value !== null) assert.doesNotMatch(String(tat.numFmt), TRAILING_POINT);
    }
    const bills = await misWorkbook(t.handle.db, { ...scope, report: 'BILLS' }, 'MIS');
    const billBook = new ExcelJS.Workbook();
    await billBook.xlsx.load(bills.buffer as never);
    const bs = billBook.worksheets[0];
    const bh = (bs.getRow(1).values as unknown[]).slice(1) as string[];
    for (let r = 2; r <= Math.min(bs.actualRowCount, 100); r++) {
      assert.doesNotMatch(String(bs.getRow(r).getCell(bh.indexOf('Status') + 1).value), /^[A-Z_]+$/, `bill row ${r}`);
      const overdue = bs.getRow(r).getCell(bh.indexOf('Days Overdue') + 1);
      if (overdue.value !== null) assert.equal(bare(overdue.numFmt), bare(INTEGER_FORMAT));
    }
  });

  test('the dashboard charts name property types and bill statuses in words', async () => {
    const body = { branch_id: 'all', from_date: '2020-01-01', to_date: '2029-12-31' };
    const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
    const chartRows = async (panel: string, id: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/dashboards/${panel}`, payload: { ...body, bank_branch_id: 1 }, headers });
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      const chart = (res.json().data.charts as { id: string; rows: Record<string, unknown>[] }[]).find((c) => c.id === id);
      assert.ok(chart, `${panel} has the chart ${id}`);
      return chart.rows;
    };
    const types = (await chartRows('bank-branch', 'by_type', branch)).map((r) => String(r.type));
    assert.ok(types.length > 0);
    const labels = new Set(PROPERTY_TYPE_OPTIONS.map((o) => o.label));
    for (const ty of types) assert.ok(labels.has(ty), `chart category ${ty}`);
    const statuses = (await chartRows('bills', 'by_status', admin)).map((r) => String(r.status));
    assert.ok(statuses.length > 0);
    for (const st of statuses) assert.doesNotMatch(st, /^[A-Z_]+$/, `bill status ${st}`);
  });
});
