import type { SQL } from 'drizzle-orm';
import { importMessage, sheetColumns, sheetRecord, type ImportReport } from 'mfe-realestate/model';
import type { ResourceDesc } from 'shared/resources';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { bulkInsert } from './bulk';
import type { SheetRecord } from './sheet';

export interface SheetImport {
  desc: ResourceDesc & { table: string };
  maxRows: number;
  /** The natural key of a checked record: a second row with the same key in one file is refused. */
  keyOf(values: Record<string, unknown>): string;
  /** ON CONFLICT clause of the insert (the table's unique index on the same key). */
  conflict: SQL;
  /** How the report names rows already stored ("updated", "already listed"). */
  existingWord: string;
  /** The first data row's line when the file is sent in parts (its header is line 1 of each part). */
  firstLine?: number;
}

const fmt = (n: number) => n.toLocaleString('en-IN');

/**
 * A sheet's rows checked one by one with the resource's own description: every valid row is stored
 * in one transaction, every other row is reported with its line and all its reasons.
 */
export async function importSheet(db: Db, records: SheetRecord[], spec: SheetImport): Promise<ImportReport> {
  if (!records.length) throw new HttpError(400, 'The file is empty: send a header row and one row per record.');
  const { fields, missing } = sheetColumns(spec.desc, records[0].cells);
  if (missing.length) throw new HttpError(400, `The header row must name the columns ${missing.join(', ')}.`);
  const rows = records.slice(1);
  if (rows.length > spec.maxRows) {
    throw new HttpError(400, `At most ${fmt(spec.maxRows)} rows per import; this file has ${fmt(rows.length)}.`);
  }
  const shift = (spec.firstLine ?? 2) - 2;
  const errors: ImportReport['errors'] = [];
  const seen = new Map<string, number>();
  const good: Record<string, unknown>[] = [];
  for (const { line, cells } of rows) {
    const at = line + shift;
    const res = sheetRecord(spec.desc, fields, cells);
    if (res.error !== undefined) {
      errors.push({ line: at, message: res.error });
      continue;
    }
    const key = spec.keyOf(res.values);
    const earlier = seen.get(key);
    if (earlier) {
      errors.push({ line: at, message: `Repeats line ${earlier}` });
      continue;
    }
    seen.set(key, at);
    good.push(res.values);
  }
  const { added, existing } = good.length
    ? await db.transaction((tx) => bulkInsert(tx as unknown as Db, spec.desc, good, spec.conflict))
    : { added: 0, existing: 0 };
  const report = { rows: rows.length, added, existing, errors };
  return { ...report, message: importMessage(report, spec.existingWord) };
}
