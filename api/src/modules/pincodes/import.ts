import { sql } from 'drizzle-orm';
import type { PincodeImportReport } from 'mfe-masters/model';
import type { Db } from '../../db/client';
import { companyBranches } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { PINCODE_CSV_COLUMNS, PINCODE_IMPORT_MAX_ROWS } from 'mfe-masters/model';
import { INDIAN_STATES, isPincode, normaliseCode } from 'shared/resources';
import { parseCsv } from './csv';

const BATCH = 2000;

interface Good {
  pincode: string;
  locality: string;
  district: string;
  state: string;
  branch: number | null;
}

const STATES = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s.name]));
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A header that names the columns (any order, any case) or none: then the default order. */
function columnIndex(first: string[]): { index: Record<string, number>; header: boolean } {
  const names = first.map((c) => c.trim().toLowerCase().replace(/\s+/g, '_'));
  if (!names.includes('pincode')) return { index: Object.fromEntries(PINCODE_CSV_COLUMNS.map((c, i) => [c, i])), header: false };
  return { index: Object.fromEntries(PINCODE_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])), header: true };
}

function text(value: string | undefined, label: string, max: number): string {
  const v = (value ?? '').trim();
  if (!v) throw new Error(`${label} is required`);
  if (v.length > max) throw new Error(`${label} can have at most ${max} characters`);
  if (CONTROL.test(v)) throw new Error(`${label} has a control character`);
  return v;
}

/**
 * Imports a pincode CSV: every valid row is added or updated (by pincode and locality), every
 * other row is reported with its line and the reason, and nothing of a refused row is stored.
 */
export async function importPincodes(db: Db, csv: string): Promise<PincodeImportReport> {
  const records = parseCsv(csv);
  if (!records.length) throw new HttpError(400, 'The file is empty: send a header row and one row per pincode and locality.');
  const { index, header } = columnIndex(records[0].cells);
  if (header && (index.locality < 0 || index.district < 0 || index.state < 0)) {
    throw new HttpError(400, `The header must name the columns ${PINCODE_CSV_COLUMNS.join(', ')}.`);
  }
  const rows = header ? records.slice(1) : records;
  if (rows.length > PINCODE_IMPORT_MAX_ROWS) {
    throw new HttpError(
      400,
      `At most ${PINCODE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows per import; this file has ${rows.length.toLocaleString('en-IN')}.`,
    );
  }
  const branches = new Map(
    (await db.select({ id: companyBranches.id, code: companyBranches.code }).from(companyBranches)).map((b) => [
      b.code.toUpperCase(),
      b.id,
    ]),
  );
  const errors: PincodeImportReport['errors'] = [];
  const seen = new Map<string, number>();
  const good: Good[] = [];
  for (const { line, cells } of rows) {
    const cell = (name: string) => (index[name] >= 0 ? cells[index[name]] : undefined);
    const raw = (cell('pincode') ?? '').trim();
    try {
      const pincode = normaliseCode(raw);
      if (!pincode) throw new Error('Pincode is required');
      if (!isPincode(pincode)) throw new Error('Enter a valid 6-digit pincode');
      const locality = text(cell('locality'), 'Locality', 150);
      const district = text(cell('district'), 'District', 100);
      const stateText = text(cell('state'), 'State', 100);
      const state = STATES.get(stateText.toLowerCase());
      if (!state) throw new Error(`State "${stateText}" is not a state or union territory of India`);
      const code = (cell('branch_code') ?? '').trim().toUpperCase();
      const branch = code ? branches.get(code) : null;
      if (branch === undefined) throw new Error(`No company branch has the code "${code}"`);
      const key = `${pincode}|${locality.toLowerCase()}`;
      const earlier = seen.get(key);
      if (earlier) throw new Error(`Repeats line ${earlier} (same pincode and locality)`);
      seen.set(key, line);
      good.push({ pincode, locality, district, state, branch });
    } catch (e) {
      errors.push({ line, pincode: raw.slice(0, 20), message: (e as Error).message });
    }
  }
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < good.length; i += BATCH) {
      const part = good.slice(i, i + BATCH);
      const res = (await tx.execute(sql`
        INSERT INTO pincodes (pincode, locality, district, state, company_branch_id)
        SELECT x.pincode, x.locality, x.district, x.state, x.branch
        FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS x(pincode text, locality text, district text, state text, branch int)
        ON CONFLICT (pincode, lower(locality)) DO UPDATE SET
          locality = excluded.locality, district = excluded.district, state = excluded.state,
          company_branch_id = coalesce(excluded.company_branch_id, pincodes.company_branch_id),
          updated_at = now(), version = pincodes.version + 1
        RETURNING (xmax = 0) AS added`)) as unknown as { rows: { added: boolean }[] };
      inserted += res.rows.filter((r) => r.added).length;
    }
  });
  const updated = good.length - inserted;
  const fmt = (n: number) => n.toLocaleString('en-IN');
  const message =
    `Imported ${fmt(good.length)} of ${fmt(rows.length)} rows: ${fmt(inserted)} added, ${fmt(updated)} updated` +
    (errors.length ? `; ${fmt(errors.length)} row${errors.length === 1 ? '' : 's'} refused (see the report).` : '.');
  return { rows: rows.length, inserted, updated, errors, message };
}
