import { sql } from 'drizzle-orm';
import type { PincodeImportReport } from 'mfe-masters/model';
import type { Db } from '../../db/client';
import { companyBranches } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { PINCODE_CSV_COLUMNS, PINCODE_IMPORT_MAX_ROWS } from 'mfe-masters/model';
import { INDIAN_STATES, isPincode, normaliseCode } from 'shared/resources';
import { confirmGate, readImport, type ImportColumn, type ImportQuery } from '../../lib/imports/index';
import { lineRanges } from '../ready-reckoner/import-sheet';
import { rows } from '../../db/rows';

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

/** The columns of a pincode file: a header row (anywhere in the first 10 rows) names them, or the file has none and keeps this order. */
const COLUMNS: ImportColumn[] = PINCODE_CSV_COLUMNS.map((key) => ({
  key,
  label: key,
  names: key === 'branch_code' ? ['branch'] : key === 'pincode' ? ['pin', 'pin_code'] : [],
  required: key !== 'branch_code',
}));

function text(value: string | undefined, label: string, max: number): string {
  const v = (value ?? '').trim();
  if (!v) throw new Error(`${label} is required`);
  if (v.length > max) throw new Error(`${label} can have at most ${max} characters`);
  if (CONTROL.test(v)) throw new Error(`${label} has a control character`);
  return v;
}

/**
 * Imports a pincode CSV or .xlsx: every valid row is added or updated (by pincode and locality),
 * every other row is reported with its line and the reason, and nothing of a refused row is
 * stored. With ?check nothing is stored (the preview); a file with refused rows is stored only
 * with ?confirm=valid-only.
 */
export async function importPincodes(db: Db, bytes: Buffer, query: ImportQuery = {}): Promise<PincodeImportReport> {
  const sheet = await readImport(bytes, COLUMNS, { noHeader: true });
  const total = sheet.rows.length + sheet.refused.length;
  if (!total) throw new HttpError(400, 'The file is empty: send a header row and one row per pincode and locality.');
  if (total > PINCODE_IMPORT_MAX_ROWS) {
    throw new HttpError(
      400,
      `At most ${PINCODE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows per import; this file has ${total.toLocaleString('en-IN')}.`,
    );
  }
  const branches = new Map(
    (await db.select({ id: companyBranches.id, code: companyBranches.code }).from(companyBranches)).map((b) => [
      b.code.toUpperCase(),
      b.id,
    ]),
  );
  const errors: PincodeImportReport['errors'] = sheet.refused.map((r) => ({ line: r.line, pincode: '', message: r.message }));
  const taken: number[] = [];
  const seen = new Map<string, number>();
  const good: Good[] = [];
  for (const { line, values } of sheet.rows) {
    const cell = (name: string) => values[name];
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
      taken.push(line);
    } catch (e) {
      errors.push({ line, pincode: raw.slice(0, 20), message: (e as Error).message });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  const fmt = (n: number) => n.toLocaleString('en-IN');
  const refused = errors.length ? `; ${fmt(errors.length)} row${errors.length === 1 ? '' : 's'} refused (see the report).` : '.';
  const base = { rows: total, errors, taken: lineRanges(taken), header_line: sheet.headerLine, ignored: sheet.ignored };
  if (query.check) {
    const message = `Checked ${fmt(total)} rows${sheet.headerLine ? ` under the header on row ${sheet.headerLine}` : ' (no header row)'}: ${fmt(good.length)} to import${refused}`;
    return { ...base, inserted: 0, updated: 0, checked: true, message };
  }
  confirmGate(errors.length, query.confirm);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < good.length; i += BATCH) {
      const part = good.slice(i, i + BATCH);
      const res = await rows<{ added: boolean }>(
        tx,
        sql`
        INSERT INTO pincodes (pincode, locality, district, state, company_branch_id)
        SELECT x.pincode, x.locality, x.district, x.state, x.branch
        FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS x(pincode text, locality text, district text, state text, branch int)
        ON CONFLICT (pincode, lower(locality)) DO UPDATE SET
          locality = excluded.locality, district = excluded.district, state = excluded.state,
          company_branch_id = coalesce(excluded.company_branch_id, pincodes.company_branch_id),
          updated_at = now(), version = pincodes.version + 1
        RETURNING (xmax = 0) AS added`,
      );
      inserted += res.filter((r) => r.added).length;
    }
  });
  const updated = good.length - inserted;
  const message = `Imported ${fmt(good.length)} of ${fmt(total)} rows: ${fmt(inserted)} added, ${fmt(updated)} updated${refused}`;
  return { ...base, inserted, updated, checked: false, message };
}
