import { binary, bool, dataOf, day, int, listOf, messageOnly, nullable, num, object, text, time } from '../../http/answer-schemas';

/** The response schemas of the bank branch's portal routes (portal-routes.ts). */

const name = nullable(text);

/** GET /api/portal/cases/{id}: the bank's columns of the case (case-fields.ts) and what readBankCase adds. */
const bankCase = object({
  id: int,
  case_no: text,
  report_no: name,
  bank_ref_no: name,
  application_no: name,
  applicant_name: name,
  property_type: name,
  property_address: name,
  pincode: name,
  purpose: name,
  received_at: time,
  appointment_at: nullable(time),
  tat_due_at: nullable(time),
  version: int,
  bank_branch_name: name,
  stage: text,
  on_time: { type: 'string', enum: ['ON_TIME', 'LATE', null], nullable: true },
  engineer_name: name,
  report_available: bool,
  can_cancel: bool,
  firm_contact: object({ name, office: name, email: name, phone: name }),
  timeline: listOf(object({ stage: text, at: time })),
  invoices: listOf(object({ id: int, invoice_no: text, invoice_date: day, total: num })),
  queries: listOf(
    object({
      id: int,
      query_no: name,
      subject: text,
      status: text,
      created_at: time,
      comments: listOf(object({ id: int, author_name: text, body: text, created_at: time })),
    }),
  ),
});

export const portalCase = { 200: dataOf(bankCase) };
export const portalReport = { 200: binary('The signed valuation report (PDF)') };
export const portalInvoice = { 200: binary('The signed tax invoice (PDF)') };
export const queryRaised = { 201: object({ data: object({ id: int, query_no: text }), message: text }, { required: ['data'] }) };
export const replied = { 201: messageOnly };
export const cancelled = { 200: messageOnly };
