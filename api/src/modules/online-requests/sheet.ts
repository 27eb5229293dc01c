import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { assertCleanText } from '../../http/input-guard';
import type { Row } from '../../kit/index';
import { readImport, type ImportColumn } from '../../lib/imports/index';
import { requestErrors } from './check';
import {
  ONLINE_REQUEST_SHEET_FIELDS,
  ONLINE_REQUEST_SHEET_MAX_BYTES,
  ONLINE_REQUEST_SHEET_MAX_ROWS,
  onlineRequestResource as desc,
  type OnlineRequestSheetCheck,
} from 'mfe-cases/model';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const SHEET_FIELDS = ONLINE_REQUEST_SHEET_FIELDS.map((name) => desc.fields.find((f) => f.name === name)!);
/** Option cells may hold the value or its label ("RES_FLAT" or "Residential flat"). */
const OPTION_VALUES = new Map(
  SHEET_FIELDS.filter((f) => f.options).map((f) => [
    f.name,
    new Map(f.options!.flatMap((o) => [[norm(o.value), o.value] as const, [norm(o.label), o.value] as const])),
  ]),
);

export interface SheetUpload {
  file: Buffer;
  confirm: string | null;
}

/** The one file (.xlsx or CSV) of a multipart sheet upload (kept in memory: at most 5 MB, nothing touches the disk) and the confirm field. */
export async function readSheetUpload(req: FastifyRequest): Promise<SheetUpload> {
  if (!req.isMultipart()) throw badRequest({ file: 'Send the sheet as multipart/form-data with a file.' });
  let file: Buffer | null = null;
  let confirm: string | null = null;
  for await (const part of req.parts({ limits: { fileSize: ONLINE_REQUEST_SHEET_MAX_BYTES } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest({ file: 'Send one file in the field "file".' });
      file = await part.toBuffer();
    } else {
      if (part.fieldname !== 'confirm' || confirm !== null)
        throw badRequest({ [part.fieldname]: `${part.fieldname} is not an accepted field.` });
      assertCleanText('confirm', String(part.value));
      confirm = String(part.value);
      if (confirm !== 'valid-only') throw badRequest({ confirm: 'Confirm must be "valid-only".' });
    }
  }
  if (!file || file.length === 0) throw badRequest({ file: 'Choose a file to upload.' });
  return { file, confirm };
}

/** The sheet's columns: each field by its label or its name ("Applicant Name", "applicant_name"). */
const COLUMNS: ImportColumn[] = SHEET_FIELDS.map((f) => ({ key: f.name, label: f.label, required: f.required === true }));

/** The file read by the one import pipeline; its refusals as the upload form's "file" field message. */
async function readRequestSheet(file: Buffer) {
  try {
    return await readImport(file, COLUMNS, { missingMessage: (missing) => `The sheet has no column ${missing.join(', ')}.` });
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) throw badRequest({ file: e.message });
    throw e;
  }
}

/**
 * Reads and checks every row of a request sheet (.xlsx or CSV, its header row found within the
 * first 10 rows) with the same rules as the form; `good` are the valid rows' bodies.
 */
export async function checkSheet(file: Buffer): Promise<OnlineRequestSheetCheck & { good: Row[] }> {
  const sheet = await readRequestSheet(file);
  const count = sheet.rows.length + sheet.refused.length;
  if (count > ONLINE_REQUEST_SHEET_MAX_ROWS)
    throw new HttpError(413, `A sheet may hold at most ${ONLINE_REQUEST_SHEET_MAX_ROWS} requests.`, { file: 'Too many rows.' });
  if (!count) throw badRequest({ file: 'The sheet has no requests below its header row.' });
  const out: OnlineRequestSheetCheck & { good: Row[] } = { rows: [], valid: 0, invalid: 0, header_line: sheet.headerLine, good: [] };
  for (const r of sheet.refused) {
    out.rows.push({ row: r.line, values: {}, errors: { file: r.message } });
    out.invalid += 1;
  }
  for (const { line, values: cells } of sheet.rows) {
    const values: Record<string, string | null> = {};
    for (const f of SHEET_FIELDS) {
      const text = (cells[f.name] ?? '').replace(/\u0000/g, '');
      values[f.name] = text === '' ? null : (OPTION_VALUES.get(f.name)?.get(norm(text)) ?? text);
    }
    const errors = requestErrors(values);
    out.rows.push({ row: line, values, errors });
    if (Object.keys(errors).length) out.invalid += 1;
    else {
      out.valid += 1;
      out.good.push(values);
    }
  }
  out.rows.sort((a, b) => a.row - b.row);
  return out;
}
