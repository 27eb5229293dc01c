import type { SQL } from 'drizzle-orm';
import { importMessage, type ImportReport, type LineRange } from 'mfe-realestate/model';
import type { ResourceDesc } from 'shared/resources';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { confirmGate, readImport, type ImportQuery } from '../../lib/imports/index';
import { describedColumns, describedRecord } from '../../lib/imports/described';
import { bulkInsert } from './bulk';

export interface SheetImport {
  desc: ResourceDesc & { table: string };
  maxRows: number;
  /** The natural key of a checked record: a second row with the same key in one file is refused. */
  keyOf(values: Record<string, unknown>): string;
  /** ON CONFLICT clause of the insert (the table's unique index on the same key). */
  conflict: SQL;
  /** How the report names rows already stored ("updated", "already listed"). */
  existingWord: string;
}

const fmt = (n: number) => n.toLocaleString('en-IN');

/** Lines as ranges of consecutive lines (3-40, 42-90), so a report of 200,000 rows stays small. */
export function lineRanges(lines: readonly number[]): LineRange[] {
  const out: LineRange[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last && line === last.to + 1) last.to = line;
    else out.push({ from: line, to: line });
  }
  return out;
}

/**
 * A sheet's rows (CSV or .xlsx, any encoding, header row found) checked one by one with the
 * resource's own description. With ?check the report is all (nothing stored); otherwise every
 * valid row is stored in one transaction, once the user has confirmed a file with refused rows.
 * `first_line`: this body is a part of a file, its first record at that line of the file.
 */
export async function importSheet(db: Db, bytes: Buffer, query: ImportQuery, spec: SheetImport): Promise<ImportReport> {
  const sheet = await readImport(bytes, describedColumns(spec.desc));
  const total = sheet.rows.length + sheet.refused.length;
  if (!total) throw new HttpError(400, `The file has no rows below its header row (row ${sheet.headerLine}).`);
  if (total > spec.maxRows) throw new HttpError(400, `At most ${fmt(spec.maxRows)} rows per import; this file has ${fmt(total)}.`);
  const shift = query.first_line ? query.first_line - (sheet.headerLine + 1) : 0;
  const errors: ImportReport['errors'] = sheet.refused.map((r) => ({ line: r.line + shift, message: r.message }));
  const seen = new Map<string, number>();
  const good: Record<string, unknown>[] = [];
  const taken: number[] = [];
  for (const row of sheet.rows) {
    const at = row.line + shift;
    const res = describedRecord(spec.desc, row);
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
    taken.push(at);
  }
  errors.sort((a, b) => a.line - b.line);
  const base = { rows: total, errors, taken: lineRanges(taken), header_line: sheet.headerLine + shift, ignored: sheet.ignored };
  if (query.check) {
    const report = { ...base, added: 0, existing: 0, checked: true };
    return { ...report, message: importMessage(report, spec.existingWord) };
  }
  confirmGate(errors.length, query.confirm);
  const { added, existing } = good.length
    ? await db.transaction((tx) => bulkInsert(tx, spec.desc, good, spec.conflict))
    : { added: 0, existing: 0 };
  const report = { ...base, added, existing, checked: false };
  return { ...report, message: importMessage(report, spec.existingWord) };
}
