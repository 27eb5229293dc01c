import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { assertCleanText } from '../../http/input-guard';
import type { Row } from '../../kit/index';
import { requestErrors } from './check';
import {
  ONLINE_REQUEST_SHEET_FIELDS,
  ONLINE_REQUEST_SHEET_MAX_BYTES,
  ONLINE_REQUEST_SHEET_MAX_ROWS,
  onlineRequestResource as desc,
  type OnlineRequestSheetCheck,
} from 'mfe-cases/model';

const FILE_MESSAGE = 'Upload an Excel workbook (.xlsx).';
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const SHEET_FIELDS = ONLINE_REQUEST_SHEET_FIELDS.map((name) => desc.fields.find((f) => f.name === name)!);
/** A header cell names a field by its label or its name ("Applicant Name", "applicant_name"). */
const HEADERS = new Map(SHEET_FIELDS.flatMap((f) => [[norm(f.label), f.name] as const, [norm(f.name), f.name] as const]));
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

/** The one .xlsx of a multipart sheet upload (kept in memory: at most 5 MB, nothing touches the disk) and the confirm field. */
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

function cellText(cell: ExcelJS.Cell): string {
  const text = cell.text;
  return typeof text === 'string' ? text.trim() : String(text ?? '').trim();
}

/** Reads and checks every row of a request sheet with the same rules as the form; `good` are the valid rows' bodies. */
export async function checkSheet(file: Buffer): Promise<OnlineRequestSheetCheck & { good: Row[] }> {
  // A workbook is a zip: refuse anything else before the parser sees it.
  if (file.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw badRequest({ file: FILE_MESSAGE });
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badRequest({ file: FILE_MESSAGE });
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 1) throw badRequest({ file: 'The sheet is empty.' });
  if (ws.rowCount > ONLINE_REQUEST_SHEET_MAX_ROWS + 1)
    throw new HttpError(413, `A sheet may hold at most ${ONLINE_REQUEST_SHEET_MAX_ROWS} requests.`, { file: 'Too many rows.' });
  const columns = new Map<number, string>();
  ws.getRow(1).eachCell((cell, col) => {
    const name = HEADERS.get(norm(cellText(cell)));
    if (name) columns.set(col, name);
  });
  const missing = SHEET_FIELDS.filter((f) => f.required && ![...columns.values()].includes(f.name));
  if (missing.length) throw badRequest({ file: `The sheet has no column ${missing.map((f) => f.label).join(', ')}.` });
  const out: OnlineRequestSheetCheck & { good: Row[] } = { rows: [], valid: 0, invalid: 0, good: [] };
  for (let r = 2; r <= ws.rowCount; r += 1) {
    const row = ws.getRow(r);
    if (!row.hasValues) continue;
    const values: Record<string, string | null> = {};
    for (const [col, name] of columns) {
      const text = cellText(row.getCell(col)).replace(/\u0000/g, '');
      values[name] = text === '' ? null : (OPTION_VALUES.get(name)?.get(norm(text)) ?? text);
    }
    const errors = requestErrors(values);
    out.rows.push({ row: r, values, errors });
    if (Object.keys(errors).length) out.invalid += 1;
    else {
      out.valid += 1;
      out.good.push(values);
    }
  }
  if (!out.rows.length) throw badRequest({ file: 'The sheet has no requests below its header row.' });
  return out;
}
