import { sql, type SQL } from 'drizzle-orm';
import type { FieldDesc, ResourceDesc } from 'shared/resources';
import { toColumns, writableFields } from 'shared/resources';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const BATCH = 5000;

/** The SQL type jsonb_to_recordset reads a field's stored value as. */
function sqlType(f: FieldDesc): string {
  if (f.type === 'tags' || f.type === 'multiselect' || f.type === 'json') return 'jsonb';
  if (f.type === 'money') return 'numeric';
  if (f.type === 'number') return f.integer ? 'integer' : 'numeric';
  if (f.type === 'date') return 'date';
  if (f.type === 'select' && f.valueType === 'integer') return 'integer';
  return 'text';
}

/**
 * Inserts checked records (wire values) into a described table in batches of one statement each,
 * inside the caller's transaction: `conflict` is the ON CONFLICT clause (nothing, or an update of
 * the natural key's row). Answers how many rows were added and how many hit an existing one.
 */
export async function bulkInsert(
  tx: Db,
  desc: ResourceDesc & { table: string },
  records: readonly Record<string, unknown>[],
  conflict: SQL,
): Promise<{ added: number; existing: number }> {
  const fields = writableFields(desc).filter((f) => !f.transient);
  const cols = sql.raw(fields.map((f) => f.storeAs ?? f.name).join(', '));
  const shape = sql.raw(fields.map((f) => `${f.storeAs ?? f.name} ${sqlType(f)}`).join(', '));
  let added = 0;
  for (let i = 0; i < records.length; i += BATCH) {
    const part = records.slice(i, i + BATCH).map((r) => toColumns(desc, r, 'create'));
    const res = await rows<{ added: boolean }>(
      tx,
      sql`
      INSERT INTO ${sql.identifier(desc.table)} (${cols})
      SELECT ${cols} FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS x(${shape})
      ${conflict}
      RETURNING (xmax = 0) AS added`,
    );
    added += res.filter((r) => r.added).length;
  }
  return { added, existing: records.length - added };
}
