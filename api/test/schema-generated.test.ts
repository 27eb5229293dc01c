// The drizzle tables are generated from the migrations (api/src/db/schema-gen): the checked-in
// api/src/db/schema/tables.generated.ts must be what the migrations give now.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import type { CatalogColumn } from '../src/db/schema-gen/catalog';
import { columnCode } from '../src/db/schema-gen/columns';
import { GENERATED_FILE, generateSchema } from '../src/db/schema-gen/generate';
import { exportName, renderSchema } from '../src/db/schema-gen/render';

test('tables.generated.ts is what the migrations give (else run `npm run db:schema`)', async () => {
  const want = await generateSchema();
  const have = fs.existsSync(GENERATED_FILE) ? fs.readFileSync(GENERATED_FILE, 'utf8') : '';
  if (have === want) return;
  const a = have.split('\n');
  const b = want.split('\n');
  const line = a.findIndex((l, i) => l !== b[i]);
  const at = line < 0 ? Math.min(a.length, b.length) : line;
  assert.fail(
    `api/src/db/schema/tables.generated.ts is not what the migrations give: run \`npm run db:schema\` and commit the file.\n` +
      `First difference at line ${at + 1}:\n  checked in: ${a[at] ?? '(end of file)'}\n  generated:  ${b[at] ?? '(end of file)'}`,
  );
});

const col = (name: string, type: string, more: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  type,
  notNull: false,
  default: null,
  generated: null,
  identity: '',
  serial: false,
  ...more,
});

test('column conventions: the types, keys, defaults and generated columns the hand-written tables had', () => {
  const code = (c: CatalogColumn, pk = false) => columnCode(c, pk, undefined).code;
  assert.equal(
    code(col('id', 'integer', { serial: true, notNull: true, default: "nextval('t_id_seq'::regclass)" }), true),
    "serial('id').primaryKey()",
  );
  assert.equal(code(col('id', 'bigint', { serial: true, notNull: true })), "bigserial('id', { mode: 'number' })");
  assert.equal(code(col('n', 'bigint', { notNull: true })), "bigint('n', { mode: 'number' }).notNull()");
  assert.equal(
    code(col('at', 'timestamp with time zone', { notNull: true, default: 'now()' })),
    "timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()",
  );
  assert.equal(code(col('day', 'date', { notNull: true }), true), "date('day', { mode: 'string' }).primaryKey()");
  assert.equal(
    code(col('fee', 'numeric(12,2)', { default: '0' })),
    "numeric('fee', { precision: 12, scale: 2, mode: 'number' }).default(0)",
  );
  assert.equal(code(col('x', 'numeric')), "numeric('x', { mode: 'number' })");
  assert.equal(code(col('s', 'text', { notNull: true, default: "'it''s'::text" })), "text('s').notNull().default('it\\'s')");
  assert.equal(code(col('tags', 'text[]', { notNull: true, default: "'{}'::text[]" })), "text('tags').array().notNull().default([])");
  assert.equal(code(col('on', 'boolean', { default: 'false' })), "boolean('on').default(false)");
  assert.equal(code(col('j', 'jsonb', { default: "'[]'::jsonb" })), "jsonb('j').default(sql`'[]'::jsonb`)");
  assert.equal(
    code(col('v', 'tsvector', { generated: "to_tsvector('simple'::regconfig, a)" })),
    "tsvector('v').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, a)`)",
  );
  // Backticks and a dollar-brace in SQL text stay text inside the sql`...` template.
  const dollarBrace = '$' + '{c}';
  assert.equal(
    code(col('e', 'text', { generated: `a || \`b\` || ${dollarBrace}` })),
    `text('e').generatedAlwaysAs(sql\`a || \\\`b\\\` || \\${dollarBrace}\`)`,
  );
  assert.equal(code(col('i', 'integer', { notNull: true, identity: 'a' })), "integer('i').notNull().generatedAlwaysAsIdentity()");
  assert.equal(
    columnCode(col('k', 'text', { notNull: true }), false, { type: "'a' | 'b'" }).code,
    "text('k').$type<'a' | 'b'>().notNull()",
  );
  assert.throws(() => code(col('p', 'point')), /No drizzle builder for the SQL type point/);
});

test('names and keys: camelCase exports, composite primary keys, unique constraints', () => {
  assert.equal(exportName('case_status_history'), 'caseStatusHistory');
  assert.equal(exportName('tds_26as_entries'), 'tds26asEntries');
  const text = renderSchema(
    [
      {
        name: 'page_rights',
        columns: [col('user_id', 'integer', { notNull: true }), col('page_name', 'text', { notNull: true })],
        primaryKey: ['user_id', 'page_name'],
        uniques: [{ name: 'page_rights_page_name_key', columns: ['page_name'], nullsNotDistinct: false }],
      },
    ],
    { '0001_core.sql': 'CREATE TABLE page_rights (user_id integer);', '0002_other.sql': 'CREATE TABLE page_rights_log (id int);' },
    {},
  );
  assert.match(text, /\/\*\* page_rights: 0001_core\.sql\. \*\/\nexport const pageRights = pgTable\(/);
  assert.match(
    text,
    /\(t\) => \[primaryKey\(\{ columns: \[t\.user_id, t\.page_name\] \}\), unique\('page_rights_page_name_key'\)\.on\(t\.page_name\)\]/,
  );
  assert.throws(
    () =>
      renderSchema(
        [
          { name: 'a_b', columns: [], primaryKey: [], uniques: [] },
          { name: 'a__b', columns: [], primaryKey: [], uniques: [] },
        ],
        {},
        {},
      ),
    /would both be exported as aB/,
  );
  assert.throws(
    () => renderSchema([], {}, { 'gone.column': { type: 'string' } }),
    /overrides\.ts names columns no table has: gone\.column/,
  );
});
