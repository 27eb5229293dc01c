import { binary, bool, dataOf, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';

/** The response schemas of the case screens' lookups, mails, site check-in and files (answers.ts: the case itself). */

const name = nullable(text);

export const mails = {
  200: dataOf(
    listOf(
      object({
        id: int,
        kind: text,
        to_email: text,
        subject: text,
        attachment: name,
        status: text,
        error: name,
        sent_at: time,
      }),
    ),
  ),
};

export const checkedIn = { 201: object({ data: object({ id: int, at: time }), message: text }, { required: ['data'] }) };

export const bankBranches = {
  200: dataOf(listOf(object({ id: int, name: text, company_branch_id: nullable(int), city: name, district: name, state: name }))),
};

export const engineers = {
  200: dataOf(listOf(object({ id: int, name: text, company_branch_id: nullable(int), covers: nullable(bool), open_cases: int }))),
};

export const reportPdf = { 200: binary('The valuation report (PDF)') };
export const csvExport = { 200: binary('CSV of the case list (UTF-8 with a byte-order mark)') };
export const xlsxExport = { 200: binary('The case list as a spreadsheet') };
