import { defineResource, type FieldOption, type ResourceDesc } from 'shared/resources';
import { DEDUPE_RESOURCE } from './case-tags';
import { DUPLICATE_REASON_LABELS } from './duplicates';

export const DEDUPE_REASON_OPTIONS: readonly FieldOption[] = Object.entries(DUPLICATE_REASON_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** OPEN: to decide. NOT_DUPLICATE: never shown again. CANCELLED: one case cancelled as a duplicate of the other. */
export const DEDUPE_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'OPEN', label: 'To decide' },
  { value: 'NOT_DUPLICATE', label: 'Not a duplicate' },
  { value: 'CANCELLED', label: 'Cancelled as duplicate' },
];

export const DEDUPE_MESSAGES = {
  notDuplicate: 'Marked As Not A Duplicate!',
  cancelled: 'Cancelled The Duplicate Case!',
  scanned: (n: number) => `Checked ${n} new case${n === 1 ? '' : 's'} for duplicates.`,
  reasonRequired: 'A reason is required to cancel a case.',
  chooseCase: 'Choose one of the two cases of this pair.',
} as const;

/**
 * Suspected duplicate cases (/admin/dedupe): pairs found by the one duplicate rule of the case
 * initiation (duplicates.ts: same bank reference, same applicant and pincode, near-identical
 * address), each with why. The list reads stored pairs: a case initiated or accepted despite its
 * matches stores them at creation; the scan checks cases that came in without that (older ones).
 */
export const dedupeResource: ResourceDesc = defineResource({
  name: DEDUPE_RESOURCE,
  title: 'Duplicate Cases',
  singular: 'pair',
  path: 'dedupe',
  right: 'case_master_page',
  titleField: 'pair_label',
  fields: [
    { name: 'reasons', label: 'Matched On', type: 'multiselect', options: DEDUPE_REASON_OPTIONS, readOnly: true },
    { name: 'status', label: 'Status', type: 'select', options: DEDUPE_STATUS_OPTIONS, readOnly: true },
    { name: 'note', label: 'Decision', type: 'text', readOnly: true },
  ],
  columns: [
    { field: 'case_a_no', label: 'Case' },
    { field: 'case_a_applicant', label: 'Applicant' },
    { field: 'case_b_no', label: 'Possible Duplicate' },
    { field: 'case_b_applicant', label: 'Its Applicant' },
    { field: 'matched_on', label: 'Matched On' },
    { field: 'found_at', label: 'Found', format: 'datetime', sortable: true },
    { field: 'status', sortable: true },
    'note',
  ],
  searchable: [],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: DEDUPE_MESSAGES.scanned(1), updated: DEDUPE_MESSAGES.notDuplicate, deleted: DEDUPE_MESSAGES.notDuplicate },
  operations: { create: false, update: false, delete: false },
});
