import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { CSV_TYPES, isZip, NOT_A_SHEET, XLSX_TYPE } from './read-table';

/**
 * The query of an import route: ?check=1 reads and checks the file and stores nothing (the
 * preview); ?confirm=valid-only imports the valid rows of a file that has refused ones;
 * ?first_line=N numbers the rows of one part of a CSV sent in parts from its line in the file.
 */
export const IMPORT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_line: { type: 'integer', minimum: 2, maximum: 100_000_000 },
    check: { type: 'boolean' },
    confirm: { type: 'string', enum: ['valid-only'] },
  },
} as const;

export interface ImportQuery {
  first_line?: number;
  check?: boolean;
  confirm?: 'valid-only';
}

/**
 * Lets one plugin's routes take a CSV (as bytes: the import detects its encoding) or an .xlsx as
 * the request body, up to maxBytes.
 */
export function acceptImportBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser([...CSV_TYPES, XLSX_TYPE], { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));
}

/** The body of an import request; anything but CSV or .xlsx bytes is a 415, a "workbook" that is no zip a 400. */
export function importBody(contentType: string | undefined, body: unknown): Buffer {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!(CSV_TYPES.includes(type) || type === XLSX_TYPE) || !Buffer.isBuffer(body)) {
    throw new HttpError(415, 'Send the file as text/csv or as an .xlsx workbook.');
  }
  if (type === XLSX_TYPE && !isZip(body)) throw new HttpError(400, NOT_A_SHEET);
  return body;
}

/**
 * Nothing is imported from a file with refused rows until the user has seen them and confirms
 * the valid ones (as the request sheet does): a 409 with the count otherwise.
 */
export function confirmGate(refused: number, confirm: string | undefined): void {
  if (refused && confirm !== 'valid-only') {
    throw new HttpError(409, `${refused} row${refused === 1 ? ' has' : 's have'} errors. Confirm to import only the valid rows.`);
  }
}
