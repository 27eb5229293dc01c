import { defineResource, type FieldOption, type ResourceDesc } from 'shared/resources';
import { CASE_STATES, type CaseState } from './flow';
import { PROPERTY_TYPE_OPTIONS, PURPOSE_OPTIONS } from './options';

/**
 * A case's stage in the words a bank uses (issue 27), declared once from the case flow (flow.ts):
 * the portal's list and timeline, the bank API's `stage` and the API's SQL all read this table.
 * A case on hold or waiting for a query answer shows the stage it was held from (the bank sees the
 * query itself in its thread, not the firm's internal hold).
 */
export const BANK_STAGES = [
  'RECEIVED',
  'SITE_VISIT_SCHEDULED',
  'SITE_VISIT_DONE',
  'UNDER_VALUATION',
  'UNDER_REVIEW',
  'REPORT_RELEASED',
  'DISPATCHED',
  'CANCELLED',
] as const;
export type BankStage = (typeof BANK_STAGES)[number];

export const BANK_STAGE_LABELS: Record<BankStage, string> = {
  RECEIVED: 'Received',
  SITE_VISIT_SCHEDULED: 'Site visit scheduled',
  SITE_VISIT_DONE: 'Site visit done',
  UNDER_VALUATION: 'Under valuation',
  UNDER_REVIEW: 'Under review',
  REPORT_RELEASED: 'Report released',
  DISPATCHED: 'Dispatched',
  CANCELLED: 'Cancelled',
};

/** Each state of the flow as the bank sees it; null: the stage the case was held from (held_from). */
export const BANK_STAGE_OF: Record<CaseState, BankStage | null> = {
  INITIATED: 'RECEIVED',
  ALLOCATED: 'SITE_VISIT_SCHEDULED',
  SITE_VISIT: 'SITE_VISIT_DONE',
  WIP: 'UNDER_VALUATION',
  REWORK: 'UNDER_VALUATION',
  STAGE_REVIEW: 'UNDER_REVIEW',
  RELEASED: 'REPORT_RELEASED',
  DISPATCHED: 'DISPATCHED',
  CLOSED: 'DISPATCHED',
  CANCELLED: 'CANCELLED',
  ON_HOLD: null,
  QUERY_PENDING: null,
};

/** The bank's stage of a case in `status`, held from `heldFrom` when on hold or queried. */
export function bankStageOf(status: CaseState, heldFrom?: CaseState | null): BankStage {
  return BANK_STAGE_OF[status] ?? (heldFrom ? (BANK_STAGE_OF[heldFrom] ?? 'RECEIVED') : 'RECEIVED');
}

/** The flow's states whose signed report the bank may download. */
export const BANK_REPORT_STATES: readonly CaseState[] = CASE_STATES.filter((s) =>
  ['REPORT_RELEASED', 'DISPATCHED'].includes(BANK_STAGE_OF[s] ?? ''),
);

/** A bank may cancel its request only before the firm allocates it to an engineer. */
export const BANK_CANCELLABLE_STATES: readonly CaseState[] = ['INITIATED'];

export const BANK_STAGE_OPTIONS: readonly FieldOption[] = BANK_STAGES.map((value) => ({ value, label: BANK_STAGE_LABELS[value] }));
export const ON_TIME_OPTIONS: readonly FieldOption[] = [
  { value: 'ON_TIME', label: 'On time' },
  { value: 'LATE', label: 'Late' },
];

/**
 * The bank branch's cases (its portal, /admin/bankCases): every case of the signed-in branch,
 * requested online or initiated by staff, read-only. Named like the staff case lists ('cases') so a
 * change to any case (a move here, or a live 'case moved' event) refreshes this list by the same tag.
 * The right is one a branch login holds; the server narrows every answer to the caller's own branch.
 */
export const branchCasesResource: ResourceDesc = defineResource({
  name: 'cases',
  title: 'My Cases',
  singular: 'case',
  path: 'portal/cases',
  right: 'branch_page',
  titleField: 'case_no',
  fields: [
    { name: 'case_no', label: 'Case No.', type: 'text', readOnly: true },
    { name: 'bank_ref_no', label: 'Bank Reference No.', type: 'text', readOnly: true },
    { name: 'applicant_name', label: 'Applicant', type: 'text', readOnly: true },
    { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS, readOnly: true },
    { name: 'property_address', label: 'Property', type: 'text', readOnly: true },
    { name: 'purpose', label: 'Purpose', type: 'select', options: PURPOSE_OPTIONS, readOnly: true },
    { name: 'received_at', label: 'Received', type: 'date', readOnly: true },
    { name: 'appointment_at', label: 'Appointment', type: 'date', readOnly: true },
    { name: 'tat_due_at', label: 'TAT Due', type: 'date', readOnly: true },
    { name: 'stage', label: 'Stage', type: 'select', options: BANK_STAGE_OPTIONS, readOnly: true },
    { name: 'on_time', label: 'On Time', type: 'select', options: ON_TIME_OPTIONS, readOnly: true },
    { name: 'engineer_name', label: 'Engineer', type: 'text', readOnly: true },
  ],
  columns: [
    { field: 'case_no', sortable: true, width: '11rem' },
    { field: 'received_at', format: 'datetime', sortable: true },
    'bank_ref_no',
    { field: 'applicant_name', sortable: true },
    'property_address',
    { field: 'stage', filter: false },
    { field: 'appointment_at', format: 'datetime', sortable: true },
    { field: 'tat_due_at', format: 'datetime', sortable: true },
    { field: 'on_time', filter: false },
    'engineer_name',
  ],
  searchable: ['case_no', 'applicant_name', 'bank_ref_no', 'property_address'],
  defaultSort: { field: 'received_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Case saved.', updated: 'Case saved.', deleted: 'Case deleted.' },
  operations: { create: false, update: false, delete: false, export: true },
});
