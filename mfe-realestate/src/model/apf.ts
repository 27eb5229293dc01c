import { defineResource, type FieldDesc, type FieldOption } from 'shared/resources';
import { bankField, projectField } from './projects';

export const APF_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
];

const APPROVED = ['APPROVED'] as const;

const requestFields: readonly FieldDesc[] = [
  projectField,
  bankField,
  { name: 'requested_on', label: 'Requested On', type: 'date', required: true },
  { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 1000, width: 'full' },
];

const messages = { created: 'Added The New APF!', updated: 'Successfully Updated The APF!', deleted: 'Deleted The APF!' };

/**
 * APF (approved project finance) assignments (/admin/ProjectApfMaster, Case menu, right
 * case_master_page): a bank's approval of a project, with its APF number and validity.
 */
export const apfResource = defineResource({
  name: 'project-apfs',
  title: 'Project APF Master',
  singular: 'APF',
  path: 'project-apfs',
  table: 'project_apfs',
  right: 'case_master_page',
  titleField: 'project_name',
  fields: [
    ...requestFields,
    { name: 'status', label: 'Status', type: 'select', options: APF_STATUS_OPTIONS, required: true, default: 'REQUESTED' },
    {
      name: 'apf_no',
      label: 'APF No.',
      type: 'text',
      maxLength: 40,
      pattern: '^[A-Za-z0-9/-]+$',
      patternMessage: 'APF No. takes letters, digits, / and - only',
      requiredWhen: { field: 'status', values: APPROVED },
    },
    { name: 'approved_on', label: 'Approved On', type: 'date', requiredWhen: { field: 'status', values: APPROVED } },
    { name: 'valid_to', label: 'Valid To', type: 'date', requiredWhen: { field: 'status', values: APPROVED } },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'project_id', sortable: true },
    { field: 'bank_id', sortable: true },
    { field: 'requested_on', sortable: true },
    { field: 'status', sortable: true },
    { field: 'apf_no', sortable: true },
    { field: 'approved_on', sortable: true },
    { field: 'valid_to', sortable: true },
  ],
  searchable: ['apf_no'],
  defaultSort: { field: 'requested_on', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages,
  statusFlow: {
    field: 'status',
    initial: ['REQUESTED', 'APPROVED'],
    transitions: { REQUESTED: ['APPROVED', 'REJECTED'], APPROVED: [], REJECTED: ['REQUESTED'] },
    message: 'An APF cannot go from {from} to {to}.',
  },
  check: (v): Record<string, string> =>
    typeof v.approved_on === 'string' && typeof v.valid_to === 'string' && v.valid_to <= v.approved_on
      ? { valid_to: 'Valid To must be after Approved On' }
      : {},
});

/**
 * A bank's request for a project's approval (/admin/initiateProjectAPF, Case menu): the open
 * requests of the APF table; the APF master approves or rejects them.
 */
export const apfRequestsResource = defineResource({
  ...apfResource,
  name: 'apf-requests',
  title: 'Initiate Project APF',
  singular: 'APF request',
  path: 'apf-requests',
  table: undefined,
  fields: requestFields,
  columns: apfResource.columns.filter((c) => ['id', 'project_name', 'bank_name', 'requested_on'].includes(c.field)),
  statusFlow: undefined,
  check: undefined,
  messages: {
    created: 'Added The New APF Request!',
    updated: 'Successfully Updated The APF Request!',
    deleted: 'Deleted The APF Request!',
  },
});

export const PROJECT_DOCUMENT_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'RERA_CERTIFICATE', label: 'RERA certificate' },
  { value: 'COMMENCEMENT_CERTIFICATE', label: 'Commencement certificate' },
  { value: 'APPROVED_PLAN', label: 'Approved plan' },
  { value: 'TITLE_REPORT', label: 'Title search report' },
  { value: 'OCCUPANCY_CERTIFICATE', label: 'Occupancy certificate' },
  { value: 'OTHER', label: 'Other' },
];

/** A project's documents, kept in the file store (registered by the projects module with its folder). */
export const projectDocumentsResource = defineResource({
  name: 'project-documents',
  title: 'Project Documents',
  singular: 'project document',
  path: 'project-documents',
  right: 'case_master_page',
  titleField: 'title',
  fields: [
    projectField,
    { name: 'kind', label: 'Kind', type: 'select', options: PROJECT_DOCUMENT_KIND_OPTIONS, required: true },
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'file',
      label: 'File',
      type: 'file',
      accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      maxBytes: 5 * 1024 * 1024,
    },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'project_id', sortable: true },
    { field: 'kind', sortable: true },
    { field: 'title', sortable: true },
  ],
  searchable: ['title'],
  defaultSort: { field: 'title', order: 'asc' },
  pageSizes: [10, 25, 50],
  maxPageSize: 100,
  messages: { created: 'Added The New Document!', updated: 'Successfully Updated The Document!', deleted: 'Deleted The Document!' },
});

/** The table of the project documents (registered by the module, not from the description). */
export const PROJECT_DOCUMENTS_TABLE = 'project_documents';
