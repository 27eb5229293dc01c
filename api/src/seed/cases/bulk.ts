import { sql } from 'drizzle-orm';
import { json } from './sql';
import { rows, run, type Runner } from '../../db/rows';

/**
 * Runs a bulk load with the tables' secondary indexes, unique and foreign keys and user triggers
 * off, then puts them back (indexes built once, keys checked once): row-by-row upkeep would make
 * a million cases take hours on the embedded database. Everything runs inside the caller's
 * transaction, so a failure leaves the schema as it was.
 */
export async function withBulkLoad<T>(db: Runner, tables: string[], load: () => Promise<T>): Promise<T> {
  const list = json(tables);
  const constraints = await rows<{ tbl: string; name: string; def: string; type: string }>(
    db,
    sql`
    SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.contype AS type
    FROM pg_constraint c
    WHERE c.contype IN ('f', 'u') AND c.conrelid::regclass::text IN (SELECT jsonb_array_elements_text(${list}))
      AND NOT EXISTS (SELECT 1 FROM pg_constraint r WHERE r.contype = 'f' AND r.conindid = c.conindid AND c.contype = 'u')
    ORDER BY c.contype DESC`,
  );
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    WHERE i.indrelid::regclass::text IN (SELECT jsonb_array_elements_text(${list}))
      AND NOT i.indisprimary AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );

  for (const c of constraints) await run(db, `ALTER TABLE ${c.tbl} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await run(db, `DROP INDEX ${i.name}`);
  for (const t of tables) await run(db, `ALTER TABLE ${t} DISABLE TRIGGER USER`);

  const result = await load();

  for (const t of tables) await run(db, `ALTER TABLE ${t} ENABLE TRIGGER USER`);
  // The kit's row-count triggers were off as well: recount what they count (a list's total reads it).
  for (const t of tables) await run(db, `UPDATE kit_row_counts SET n = (SELECT count(*) FROM ${t}) WHERE table_name = '${t}'`);
  for (const i of indexes) await run(db, i.def);
  // Unique keys first (the list is ordered 'u' before 'f'), then the foreign keys.
  for (const c of constraints) await run(db, `ALTER TABLE ${c.tbl} ADD CONSTRAINT ${c.name} ${c.def}`);
  return result;
}

/** Moves each table's id sequence past the ids the bulk load wrote. */
export async function syncSequences(db: Runner, tables: string[]): Promise<void> {
  for (const t of tables) {
    await run(
      db,
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), greatest(1, (SELECT coalesce(max(id), 0) FROM ${t})),
                   (SELECT count(*) > 0 FROM ${t}))`,
    );
  }
}
