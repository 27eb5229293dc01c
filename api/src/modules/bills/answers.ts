import { binary, bool, dataOf, day, int, listOf, nullable, num, object, openObject, text } from '../../http/answer-schemas';

/** What the bill routes answer: a bill's full record, the unbilled list, the e-invoice and the exports. */

const billLine = object({
  id: int,
  case_id: nullable(int),
  case_no: nullable(text),
  description: text,
  fee: num,
  expenses: num,
  fee_override_reason: nullable(text),
  case_fee: nullable(num),
  quoted_fee: nullable(num),
  fee_state: text,
});

const billHistory = object({
  from_status: nullable(text),
  to_status: text,
  changed_by_name: nullable(text),
  changed_at: text,
  comment: nullable(text),
});

// billDetail: the amounts are turned into numbers (sql.ts MONEY_KEYS); dates are to_char text.
const billDetail = object({
  id: int,
  version: int,
  status: text,
  invoice_no: nullable(text),
  invoice_date: day,
  company_branch_id: int,
  company_branch_name: nullable(text),
  supplier_address: nullable(text),
  supplier_state: nullable(text),
  supplier_gstin: nullable(text),
  bank_id: int,
  bank_branch_id: nullable(int),
  recipient_name: text,
  recipient_address: nullable(text),
  recipient_gstin: nullable(text),
  recipient_state_code: nullable(text),
  place_of_supply: nullable(text),
  place_of_supply_name: nullable(text),
  sac: text,
  ...Object.fromEntries(
    ['taxable_value', 'cgst_rate', 'sgst_rate', 'igst_rate', 'cgst_amount', 'sgst_amount', 'igst_amount', 'total'].map((k) => [k, num]),
  ),
  amount_in_words: text,
  tds_section: nullable(text),
  tds_rate: nullable(num),
  tds_amount: num,
  net_receivable: num,
  due_date: nullable(day),
  received_amount: num,
  tds_deducted: num,
  credited_amount: num,
  outstanding: num,
  rejection_reason: nullable(text),
  lines: listOf(billLine),
  history: listOf(billHistory),
  moves: listOf(object({ to: text, label: text, comment: bool })),
});

/** GET /api/bills/{id}, PUT it, and a move: the bill as it is now. */
export const billAnswer = { 200: dataOf(billDetail) };
export const billCreated = { 201: dataOf(billDetail) };
export const billsIssued = { 200: dataOf(listOf(object({ id: int, invoice_no: text }))) };

const unbilledCase = object({
  id: int,
  case_no: text,
  report_no: nullable(text),
  bank_id: int,
  bank_name: nullable(text),
  bank_branch_id: int,
  bank_branch_name: nullable(text),
  company_branch_id: int,
  company_branch_name: nullable(text),
  engineer_name: nullable(text),
  pincode: nullable(text),
  property_type: nullable(text),
  property_state: nullable(text),
  applicant_name: nullable(text),
  released_at: text,
  days_since_release: int,
  flagged: bool,
  fee: num,
  expenses: num,
});
export const unbilledAnswer = {
  200: object({ data: listOf(unbilledCase), total: int, page: int, pageSize: int, fee_total: num }, { required: ['data', 'total'] }),
};

const choice = object({ id: int, name: nullable(text) });
export const unbilledChoicesAnswer = { 200: dataOf(object({ engineers: listOf(choice), bank_branches: listOf(choice) })) };

export const irnAnswer = {
  200: dataOf(nullable(object({ irn: text, ack_no: nullable(text), ack_date: nullable(text), signed_qr: nullable(text) }))),
};

/** The INV-01 document as the portal reads it; its parts are kept as built (einvoice.ts). */
export const einvoiceAnswer = {
  200: object(
    {
      Version: text,
      TranDtls: openObject,
      DocDtls: object({ Typ: text, No: text, Dt: text }),
      SellerDtls: openObject,
      BuyerDtls: openObject,
      ItemList: listOf(openObject),
      ValDtls: object({ AssVal: num, CgstVal: num, SgstVal: num, IgstVal: num, TotInvVal: num }),
    },
    { open: true },
  ),
};

/** The GSTR-1 return as the GST portal reads it; its sections are kept as built (gstr1.ts). */
export const gstr1Answer = {
  200: object(
    {
      gstin: text,
      fp: text,
      version: text,
      hash: text,
      b2b: listOf(openObject),
      b2cl: listOf(openObject),
      b2cs: listOf(openObject),
      cdnr: listOf(openObject),
      hsn: object({ data: listOf(openObject) }),
    },
    { open: true },
  ),
};

export const gstinsAnswer = { 200: dataOf(listOf(text)) };

export const feeQuoteAnswer = {
  200: dataOf(
    object({
      fee: nullable(num),
      basis: { type: 'string', enum: ['FLAT', 'PERCENT', 'PER_LAKH', null], nullable: true },
      schedule_id: nullable(int),
    }),
  ),
};

export const invoicePdfFile = { 200: binary('The invoice as a PDF (an issued one signed)') };
export const creditNotePdfFile = { 200: binary('The credit note as a PDF (an issued one signed)') };
export const tallyXmlFile = { 200: binary('Tally XML of the period: vouchers of invoices, receipts and credit notes') };
export const gstr1XlsxFile = { 200: binary('The GSTR-1 return as a spreadsheet') };
