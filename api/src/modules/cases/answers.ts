import { binary, bool, dataOf, day, decimal, int, listOf, nullable, num, object, text, time } from '../../http/answer-schemas';

/**
 * The response schemas of the case routes. Rows pass through `dto` (sql.ts): times as ISO text, the
 * NUMERIC columns as numbers; a bigint id (case_status_history) stays text on one driver.
 */

const name = nullable(text);

/** One row of GET /api/cases (LIST_COLUMNS and the TAT state): every key listed. */
const listRow = {
  id: int,
  version: int,
  case_no: text,
  report_no: name,
  received_at: time,
  bank_id: int,
  bank_name: text,
  bank_branch_id: int,
  bank_branch_name: text,
  company_branch_id: int,
  company_branch_name: text,
  applicant_name: name,
  bank_ref_no: name,
  property_address: name,
  pincode: name,
  city: name,
  status: text,
  review_level: nullable(int),
  levels_needed: nullable(int),
  site_engineer_id: nullable(int),
  engineer_name: name,
  appointment_at: nullable(time),
  visited_at: nullable(time),
  tat_due_at: nullable(time),
  released_at: nullable(time),
  status_changed_at: time,
  status_comment: name,
  held_from: name,
  fair_market_value: nullable(num),
  fee: nullable(num),
  billing_status: text,
  priority: text,
  panel_lapsed: bool,
  panel_to: nullable(day),
  panel_note: name,
  tat_state: name,
};

export const caseList = {
  200: object(
    { data: listOf(object(listRow)), total: int, page: int, pageSize: int, totalCapped: bool, next: text, prev: text },
    { required: ['data', 'total', 'page', 'pageSize'] },
  ),
};

const historyRow = object({
  id: decimal,
  from_status: name,
  to_status: text,
  from_level: nullable(int),
  to_level: nullable(int),
  changed_by: nullable(int),
  changed_by_name: name,
  changed_at: time,
  comment: name,
  seconds_in_from: nullable(num),
});

/** A case document or site photo as listed (case_documents). */
const documentRow = {
  id: int,
  doc_type: text,
  file_name: text,
  mime_type: text,
  size_bytes: num,
  latitude: nullable(num),
  longitude: nullable(num),
  taken_at: nullable(time),
  uploaded_at: time,
};
const listedDocument = object({ ...documentRow, uploaded_by_name: name });

/** GET /api/cases/{id}: the whole case row (`c.*`, its columns follow the migrations) with the list's names typed. */
const caseDetail = object(
  {
    ...listRow,
    history: listOf(historyRow),
    documents: listOf(listedDocument),
    stage_seconds: { type: 'object', additionalProperties: num },
    moves: listOf(text),
  },
  { open: true },
);

const withMessage = (data: Record<string, unknown>) => object({ data, message: text }, { required: ['data'] });

export const caseRead = { 200: dataOf(caseDetail) };
export const caseCreated = { 201: withMessage(caseDetail) };
export const caseSaved = { 200: withMessage(caseDetail) };
export const caseFilled = {
  200: object({ data: caseDetail, filled: object({ district: text, state: text }, { open: true }), message: text }, { required: ['data'] }),
};
export const allocated = { 200: object({ count: int, message: text }) };

export const found = {
  200: dataOf(listOf(object({ id: int, case_no: text, applicant_name: name, bank_name: text, status: text, matched: text }))),
};

export const duplicates = {
  200: dataOf(
    listOf(
      object({
        id: int,
        case_no: text,
        applicant_name: name,
        property_address: name,
        bank_ref_no: name,
        status: text,
        received_at: time,
        reasons: listOf(text),
      }),
    ),
  ),
};

const fieldChange = object({
  field: text,
  label: text,
  old_value: name,
  new_value: name,
  changed_by_name: name,
  changed_at: time,
});
export const revisions = {
  200: dataOf(
    object({
      revisions: listOf(
        object({
          revision_no: int,
          levels_needed: int,
          submitted_by_name: name,
          submitted_at: time,
          approvals: listOf(object({ level: int, approved_by_name: name, approved_at: time })),
          diff: listOf(fieldChange),
        }),
      ),
      changes: listOf(fieldChange),
    }),
  ),
};

export const documents = { 200: dataOf(listOf(listedDocument)) };
export const documentUploaded = { 201: withMessage(object(documentRow)) };
export const documentRemoved = { 200: dataOf(object({ id: int })) };
export const documentFile = { 200: binary('The stored document, as uploaded') };
