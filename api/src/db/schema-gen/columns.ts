import type { CatalogColumn } from './catalog';
import type { TypeOverride } from './overrides';

/** A column's drizzle builder as source text, and what that text needs in scope. */
export interface ColumnCode {
  code: string;
  /** Builders of drizzle-orm/pg-core it calls. */
  pgCore: string[];
  /** It uses drizzle's `sql` tag. */
  usesSql: boolean;
  /** Custom types it calls (their declarations: CUSTOM_TYPES). */
  custom: string[];
}

/**
 * SQL types drizzle has no builder for: declared once at the top of the generated file with
 * drizzle's customType, by the name used here.
 */
export const CUSTOM_TYPES: Readonly<Record<string, { data: string; sqlType: string }>> = {
  tsvector: { data: 'string', sqlType: 'tsvector' },
  bytea: { data: 'Uint8Array', sqlType: 'bytea' },
};

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** SQL text inside a sql`...` template. */
const template = (s: string) => `sql\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;

interface TypeCode {
  /** The builder call for the column `name` (quoted). */
  call: (name: string) => string;
  fn: string;
  custom?: boolean;
}

/**
 * The builder of an SQL type, the conventions the hand-written tables had: timestamptz reads as a
 * Date, date as its 'YYYY-MM-DD' text, numeric and bigint as JS numbers.
 */
function typeCode(type: string, serial: boolean): TypeCode {
  const simple = (fn: string, config = ''): TypeCode => ({ fn, call: (n) => `${fn}(${n}${config ? `, ${config}` : ''})` });
  if (serial) {
    if (type === 'integer') return simple('serial');
    if (type === 'bigint') return simple('bigserial', "{ mode: 'number' }");
    if (type === 'smallint') return simple('smallserial');
  }
  switch (type) {
    case 'text':
    case 'integer':
    case 'smallint':
    case 'boolean':
    case 'jsonb':
    case 'json':
    case 'uuid':
    case 'real':
      return simple(type);
    case 'double precision':
      return simple('doublePrecision');
    case 'bigint':
      return simple('bigint', "{ mode: 'number' }");
    case 'date':
      return simple('date', "{ mode: 'string' }");
    case 'timestamp with time zone':
      return simple('timestamp', "{ withTimezone: true, mode: 'date' }");
    case 'timestamp without time zone':
      return simple('timestamp', "{ mode: 'date' }");
  }
  const numeric = /^numeric(?:\((\d+),(\d+)\))?$/.exec(type);
  if (numeric)
    return simple('numeric', numeric[1] ? `{ precision: ${numeric[1]}, scale: ${numeric[2]}, mode: 'number' }` : "{ mode: 'number' }");
  const varchar = /^character varying(?:\((\d+)\))?$/.exec(type);
  if (varchar) return simple('varchar', varchar[1] ? `{ length: ${varchar[1]} }` : '');
  if (CUSTOM_TYPES[type]) return { ...simple(type), custom: true };
  throw new Error(`No drizzle builder for the SQL type ${type}: add it to api/src/db/schema-gen/columns.ts`);
}

/** A default PostgreSQL prints (pg_get_expr) as the builder's call: a plain value where one says the same. */
function defaultCode(expr: string, type: string): { code: string; usesSql: boolean } {
  if (expr === 'now()' || expr === 'CURRENT_TIMESTAMP') return { code: '.defaultNow()', usesSql: false };
  if (/^\d+(\.\d+)?$/.test(expr) && /^(integer|smallint|bigint|numeric|real|double)/.test(type))
    return { code: `.default(${expr})`, usesSql: false };
  if ((expr === 'true' || expr === 'false') && type === 'boolean') return { code: `.default(${expr})`, usesSql: false };
  const text = /^'((?:[^']|'')*)'::(?:text|character varying)$/.exec(expr);
  if (text && (type === 'text' || type.startsWith('character varying')))
    return { code: `.default(${quote(text[1].replace(/''/g, "'"))})`, usesSql: false };
  if (type.endsWith('[]') && expr === `'{}'::${type}`) return { code: '.default([])', usesSql: false };
  return { code: `.default(${template(expr)})`, usesSql: true };
}

/**
 * One column's builder. `primaryKey`: the column is the whole primary key (`.primaryKey()` implies
 * NOT NULL, as a serial does, so neither writes `.notNull()`).
 */
export function columnCode(col: CatalogColumn, primaryKey: boolean, override: TypeOverride | undefined): ColumnCode {
  const dims = /(\[\])*$/.exec(col.type)![0].length / 2;
  const base = col.type.slice(0, col.type.length - dims * 2);
  const t = typeCode(base, col.serial && !dims);
  let code = t.call(quote(col.name)) + '.array()'.repeat(dims);
  let usesSql = false;
  if (override) code += `.$type<${override.type}>()`;
  if (primaryKey) code += '.primaryKey()';
  else if (col.notNull && !col.serial) code += '.notNull()';
  if (col.default != null && !col.serial) {
    const d = defaultCode(col.default, col.type);
    code += d.code;
    usesSql ||= d.usesSql;
  }
  if (col.identity === 'a') code += '.generatedAlwaysAsIdentity()';
  if (col.identity === 'd') code += '.generatedByDefaultAsIdentity()';
  if (col.generated != null) {
    code += `.generatedAlwaysAs(${template(col.generated)})`;
    usesSql = true;
  }
  return { code, pgCore: t.custom ? [] : [t.fn], usesSql, custom: t.custom ? [t.fn] : [] };
}
