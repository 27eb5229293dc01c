// A resource is described once: its description (in the owning remote's model) and its drizzle
// table must agree, or this fails: fields vs columns, wire types vs column types, required vs
// NOT NULL, list columns vs what the list selects, searchable vs text columns.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldDesc, ResourceDesc } from 'shared/resources';
import { registeredResources, type ResourceOptions } from '../src/kit/index';
import { derivedSelection } from '../src/kit/derive';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
after(() => t.close());

interface Col {
  name: string;
  dataType: string;
  columnType: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** The drizzle data types (or, for numeric, column types) a field's wire value may be stored in. */
function storedAs(field: FieldDesc): string[] {
  switch (field.type) {
    case 'number':
    case 'money':
      return ['number', 'PgNumeric']; // numeric columns read as text
    case 'select':
      return field.valueType === 'integer' ? ['number'] : ['string'];
    case 'multiselect':
    case 'tags':
      return ['array', 'json'];
    case 'json':
    case 'file':
      return ['json'];
    case 'date':
      return ['string', 'date'];
    default:
      return ['string'];
  }
}

/**
 * Descriptions whose kit route creates rows in the same table as `desc` but have no field stored in
 * `key`: rows made through them leave that column empty (offer and leaving letters share hr_letters).
 */
function writersWithout(desc: ResourceDesc, table: PgTable, key: string, all: readonly ResourceOptions[]): string[] {
  return all
    .filter((r) => r.desc.name !== desc.name && getTableName(r.table) === getTableName(table))
    .filter((r) => r.desc.operations?.create !== false && r.routes?.create !== false)
    .filter((r) => !r.desc.fields.some((f) => (f.storeAs ?? f.name) === key))
    .map((r) => r.desc.name);
}

/** Every disagreement between a description and its table, as readable lines. */
function disagreements(
  desc: ResourceDesc,
  table: PgTable,
  opts: Partial<ResourceOptions> = {},
  all: readonly ResourceOptions[] = [],
): string[] {
  const name = getTableName(table);
  const cols = getTableColumns(table) as unknown as Record<string, Col>;
  const out: string[] = [];
  for (const field of desc.fields) {
    if (field.transient) continue;
    const key = field.storeAs ?? field.name;
    const col = cols[key];
    if (!col) {
      // A value worked out in SQL (applicants' stage) is no column, by design.
      if (!opts.computed?.[field.name]) out.push(`${desc.name}.${field.name}: no column ${name}.${key}`);
      continue;
    }
    if (!storedAs(field).some((t) => t === col.dataType || t === col.columnType))
      out.push(`${desc.name}.${field.name} (${field.type}) is stored in ${name}.${key} of type ${col.columnType}`);
    if (field.required === true && !field.requiredWhen && !col.notNull && !writersWithout(desc, table, key, all).length)
      out.push(`${desc.name}.${field.name} is required but ${name}.${key} allows NULL`);
    if (!field.required && !field.readOnly && !field.serverFills && col.notNull && !col.hasDefault)
      out.push(`${name}.${key} is NOT NULL without a default but ${desc.name}.${field.name} is optional`);
  }
  const selected = { ...(opts.columns ?? (opts.join ? cols : derivedSelection(desc, table, opts).columns)), ...opts.computed };
  for (const c of desc.columns) if (!(c.field in selected)) out.push(`${desc.name}: list column ${c.field} is not selected from ${name}`);
  for (const s of desc.searchable)
    if (cols[s]?.dataType !== 'string') out.push(`${desc.name}: searchable ${s} is not a text column of ${name}`);
  return out;
}

test('every registered description agrees with its drizzle table', () => {
  const all = registeredResources();
  assert.ok(all.length >= 7, `${all.length} resources registered`);
  assert.deepEqual(
    all.flatMap((r) => (r.desc.fields.length ? disagreements(r.desc, r.table, r, all) : [])),
    [],
  );
});

test('no list hand-writes its selection: each follows from its description', () => {
  assert.deepEqual(
    registeredResources()
      .filter((r) => r.columns || r.join)
      .map((r) => r.desc.name),
    [],
  );
});

/** What the migrations made of a table: column -> [data type, NOT NULL]. */
async function dbColumns(name: string): Promise<Record<string, [string, boolean]>> {
  const rows = await t.handle.query<{ column_name: string; data_type: string; is_nullable: string }>(
    'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = $1',
    [name],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, [r.data_type, r.is_nullable === 'NO']]));
}

const SQL_TYPES: Record<string, string> = {
  PgSerial: 'integer',
  PgInteger: 'integer',
  PgText: 'text',
  PgNumeric: 'numeric',
  PgNumericNumber: 'numeric',
  PgDateString: 'date',
  PgDate: 'date',
  PgTimestamp: 'timestamp with time zone',
  PgJsonb: 'jsonb',
  PgBoolean: 'boolean',
};

test('every drizzle table of a registered resource matches what the migrations created', async () => {
  const problems: string[] = [];
  for (const { table } of registeredResources()) {
    const name = getTableName(table);
    const db = await dbColumns(name);
    for (const col of Object.values(getTableColumns(table) as unknown as Record<string, Col>)) {
      const [type, notNull] = db[col.name] ?? [];
      if (!type) problems.push(`${name}.${col.name}: no such column in the database`);
      else if (SQL_TYPES[col.columnType] && SQL_TYPES[col.columnType] !== type)
        problems.push(`${name}.${col.name}: ${col.columnType} but ${type}`);
      else if (notNull !== col.notNull)
        problems.push(`${name}.${col.name}: NOT NULL ${col.notNull} in drizzle, ${notNull} in the database`);
    }
  }
  assert.deepEqual(problems, []);
});

test('a plain resource (designations) works from its description and migration alone', async () => {
  const h = bearer(await login(t.app, 'admin@example.com'));
  const name = `Valuer ${Date.now()}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/designations',
    headers: h,
    payload: { name, department: 'VALUATION', status: '1' },
  });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().message, 'Added The New Designation!');
  const again = await t.app.inject({ method: 'POST', url: '/api/designations', headers: h, payload: { name, status: '1' } });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().fields?.name ?? again.json().message, 'Designation is already in use.');
  const empty = await t.app.inject({ method: 'POST', url: '/api/designations', headers: h, payload: { name: ' ', status: '1' } });
  assert.equal(empty.statusCode, 400);
  const list = (await t.app.inject({ url: `/api/designations?search=${encodeURIComponent(name)}`, headers: h })).json();
  assert.equal(list.total, 1);
  assert.equal(list.data[0].department, 'VALUATION');
  const employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  assert.equal((await t.app.inject({ url: '/api/designations', headers: employee })).statusCode, 403);
});

test('a description that disagrees with its table is caught', () => {
  const tasks = registeredResources().find((r) => r.desc.name === 'tasks')!;
  const wrong: ResourceDesc = {
    ...tasks.desc,
    fields: [
      ...tasks.desc.fields.filter((f) => f.name !== 'title' && f.name !== 'due_date'),
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'due_date', label: 'Due Date', type: 'number' },
      { name: 'colour', label: 'Colour', type: 'text' },
    ],
  };
  assert.deepEqual(
    disagreements(wrong, tasks.table).sort(),
    [
      'tasks.colour: no column tasks.colour',
      'tasks.due_date (number) is stored in tasks.due_date of type PgDateString',
      'tasks.title is NOT NULL without a default but tasks.title is optional',
    ].sort(),
  );
});

test('every lookup label and computed value a description implies is in its list rows', async () => {
  const h = bearer(await login(t.app, 'admin@example.com'));
  const checked: string[] = [];
  for (const r of registeredResources()) {
    const labels = r.desc.fields.filter((f) => f.optionsFrom?.table && f.optionsFrom.rowLabel);
    const computed = Object.keys(r.computed ?? {});
    if (r.columns || (!labels.length && !computed.length)) continue;
    const res = await t.app.inject({ url: `${r.base ?? `/api/${r.desc.path}`}?pageSize=25`, headers: h });
    if (res.statusCode !== 200) continue; // lists that need a query of their own are covered by their module's tests
    const rows = res.json().data as Record<string, unknown>[];
    for (const row of rows) {
      for (const k of computed) assert.ok(k in row, `${r.desc.name}: computed ${k} missing from a list row`);
      for (const f of labels) {
        const { rowLabel, emptyLabel } = f.optionsFrom!;
        const value = row[f.storeAs ?? f.name];
        if (value != null) assert.equal(typeof row[rowLabel!], 'string', `${r.desc.name}: ${rowLabel} of ${f.name}=${value}`);
        else if (emptyLabel) assert.equal(row[rowLabel!], emptyLabel, `${r.desc.name}: ${rowLabel} of an empty ${f.name}`);
      }
    }
    if (rows.length) checked.push(r.desc.name);
  }
  for (const name of [
    'notes',
    'feedback-requests',
    'mis-reports',
    'pincodes',
    'payment-accounts',
    'email-contacts',
    'agreements',
    'company-documents',
    'approval-matrix',
    'fee-schedules',
    'users',
    'page-rights',
    'expenses',
    'leaves',
    'leave-balances',
    'bills-history',
  ])
    assert.ok(checked.includes(name), `${name} was not checked (no demo rows?): ${checked.join(', ')}`);
});
