import { AGEING_BUCKETS } from 'mfe-bills/model';
import { binary, dataOf, day, int, listOf, messageOnly, nullable, num, object, text } from '../../http/answer-schemas';

/** What the money routes answer: credit notes, receipts, bank statements, TDS and the ageing report. */

const page = (row: Record<string, unknown>) => ({
  200: object({ data: listOf(row), total: int, page: int, pageSize: int }, { required: ['data', 'total'] }),
});

export const creditNotesAnswer = page(
  object({
    id: int,
    version: int,
    credit_note_no: nullable(text),
    credit_note_date: day,
    bill_id: int,
    invoice_no: nullable(text),
    invoice_date: day,
    bank_name: nullable(text),
    reason: text,
    description: nullable(text),
    taxable_value: num,
    cgst_amount: num,
    sgst_amount: num,
    igst_amount: num,
    total: num,
    status: text,
  }),
);
export const creditNoteCreated = { 201: dataOf(object({ id: int })) };
export const creditNoteMoved = { 200: dataOf(object({ id: int, credit_note_no: nullable(text) })) };

const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, num]));
export const ageingAnswer = {
  200: object({
    data: listOf(
      object({
        bank_id: int,
        bank_name: nullable(text),
        bank_branch_id: nullable(int),
        bank_branch_name: nullable(text),
        bills: int,
        buckets: object(buckets),
        outstanding: num,
      }),
    ),
    totals: object({ ...buckets, outstanding: num }),
  }),
};
/** What every list of invoices answers of each. */
const invoiceHead = { id: int, invoice_no: nullable(text), invoice_date: day, due_date: nullable(day), status: text };

export const ageingInvoicesAnswer = {
  200: dataOf(
    listOf(
      object({
        ...invoiceHead,
        total: num,
        credited_amount: num,
        outstanding: num,
        days_overdue: int,
        bucket: text,
        last_receipt_date: nullable(day),
        last_receipt_no: nullable(text),
      }),
    ),
  ),
};
export const ageingCsvFile = { 200: binary('The Pending Amount report as CSV (UTF-8 with a byte-order mark)') };

const tdsFigures = { bills: int, expected: num, deducted: num, gap: num };
export const tdsAnswer = {
  200: object({ data: listOf(object({ key: text, label: nullable(text), ...tdsFigures })), totals: object(tdsFigures) }),
};
export const tdsQuartersAnswer = {
  200: dataOf(
    listOf(
      object({
        bank_id: int,
        bank_name: nullable(text),
        quarter: int,
        expected: num,
        deducted: num,
        in_26as: num,
        form16a_no: nullable(text),
        cert_date: nullable(day),
        cert_amount: nullable(num),
        gaps: listOf(text),
      }),
    ),
  ),
};
export const tds26asImported = { 201: dataOf(object({ entries: int, matched: int })) };

export const openBillsAnswer = {
  200: dataOf(
    listOf(
      object({
        ...invoiceHead,
        ...Object.fromEntries(
          ['total', 'tds_amount', 'tds_deducted', 'received_amount', 'credited_amount', 'outstanding'].map((k) => [k, num]),
        ),
      }),
    ),
  ),
};
export const accountsAnswer = { 200: dataOf(listOf(object({ id: int, label: nullable(text) }))) };
export const receiptsAnswer = page(
  object({
    id: int,
    version: int,
    receipt_no: text,
    receipt_date: day,
    bank_id: int,
    bank_name: nullable(text),
    mode: text,
    reference: text,
    narration: nullable(text),
    payment_account_id: nullable(int),
    account: nullable(text),
    gross_amount: num,
    tds_amount: num,
    on_account: num,
    invoices: nullable(text),
  }),
);
export const receiptCreated = { 201: dataOf(object({ id: int, receipt_no: text })) };
export const voucherPdf = { 200: binary('The receipt voucher as a PDF') };

export const statementImported = { 201: dataOf(object({ id: int, lines: int, suggested: int })) };
export const statementsAnswer = {
  200: dataOf(listOf(object({ id: int, file_name: text, lines: int, imported_at: text, account: nullable(text), to_confirm: int }))),
};
export const statementLinesAnswer = {
  200: dataOf(
    listOf(
      object({
        id: int,
        line_no: int,
        txn_date: day,
        narration: text,
        reference: text,
        credit: num,
        status: text,
        bill_id: nullable(int),
        invoice_no: nullable(text),
        bank_name: nullable(text),
        tds_amount: num,
        outstanding: nullable(num),
        receipt_no: nullable(text),
      }),
    ),
  ),
};
export const lineConfirmed = { 200: dataOf(object({ receipt_id: int, receipt_no: text })) };

export const confirmation = { 200: messageOnly };
