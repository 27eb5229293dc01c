import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp, type PgColumnBuilderBase, type PgTable } from 'drizzle-orm/pg-core';
import type { FieldDesc, ResourceDesc } from 'shared/resources';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The column a field is stored in (NOT NULL when always required). */
function columnOf(field: FieldDesc): PgColumnBuilderBase {
  const name = field.storeAs ?? field.name;
  const col = (() => {
    switch (field.type) {
      case 'number':
        return field.integer ? integer(name) : numeric(name, { mode: 'number' });
      case 'money':
        return numeric(name, { precision: 14, scale: 2, mode: 'number' });
      case 'date':
        return date(name, { mode: 'string' });
      case 'select':
        return field.valueType === 'integer' ? integer(name) : text(name);
      case 'multiselect':
      case 'tags':
      case 'json':
      case 'file':
        return jsonb(name);
      default:
        return text(name);
    }
  })();
  return field.required === true && !field.requiredWhen ? col.notNull() : col;
}

const tables = new Map<string, PgTable>();

/**
 * The drizzle table of a plain resource, made from its description: `id`, the stored fields,
 * `created_at`, `updated_at` and `version` (what every kit table has). The migration creates the
 * same table; api/test/model-tables.test.ts compares the two.
 */
export function describedTable(desc: ResourceDesc): PgTable {
  if (!desc.table) throw new Error(`${desc.name}: a plain resource names its table`);
  let table = tables.get(desc.table);
  if (!table) {
    const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
    for (const f of desc.fields) if (!f.transient) columns[f.storeAs ?? f.name] = columnOf(f);
    Object.assign(columns, {
      created_at: ts('created_at').notNull().defaultNow(),
      updated_at: ts('updated_at').notNull().defaultNow(),
      version: integer('version').notNull().default(1),
    });
    table = pgTable(desc.table, columns);
    tables.set(desc.table, table);
  }
  return table;
}

export const describedTables = (): ReadonlyMap<string, PgTable> => tables;
