import type { FieldOption, ResourceDesc } from 'shared/resources';
import { ACTIVE_OPTIONS } from './pincodes';

/** The file kinds the suite's uploads recognise (by their first bytes, not by the name). */
export const FILE_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'PDF', label: 'PDF' },
  { value: 'JPEG', label: 'JPEG image' },
  { value: 'PNG', label: 'PNG image' },
  { value: 'WEBP', label: 'WebP image' },
];
export const FILE_KIND_MIME: Record<string, string> = { PDF: 'application/pdf', JPEG: 'image/jpeg', PNG: 'image/png', WEBP: 'image/webp' };
const MIME_KIND = Object.fromEntries(Object.entries(FILE_KIND_MIME).map(([k, v]) => [v, k]));

export const DOCUMENT_USE_OPTIONS: readonly FieldOption[] = [
  { value: 'CASE', label: 'Case documents' },
  { value: 'COMPANY', label: 'Company documents' },
  { value: 'REGISTRATION', label: 'Staff registration' },
  { value: 'BILL', label: 'Bills and expenses' },
  { value: 'AGREEMENT', label: 'Bank agreements' },
];

/** The uploads' hard ceiling (the API's multipart limit): a type may accept less, never more. */
export const UPLOAD_CEILING_KB = 5120;

/** One row of the document master as GET /api/lookups/document-types answers it. */
export interface DocumentTypeRule {
  id: number;
  code: string;
  name: string;
  applies_to: string;
  file_types: string[];
  max_size_kb: number;
}

const sizeText = (kb: number) => (kb >= 1024 ? `${Math.round((kb / 1024) * 10) / 10} MB` : `${kb} KB`);

/**
 * Why an upload does not fit its document type, or null. The same words in the browser (before
 * sending) and in the API (on the sniffed type and the real size).
 */
export function uploadRefusal(
  rule: Pick<DocumentTypeRule, 'name' | 'file_types' | 'max_size_kb'>,
  file: { type: string; size: number },
): string | null {
  const kind = MIME_KIND[file.type];
  if (!kind || !rule.file_types.includes(kind)) {
    const allowed = rule.file_types.map((k) => FILE_KIND_OPTIONS.find((o) => o.value === k)?.value ?? k);
    return `${rule.name} accepts ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')} files only`;
  }
  if (file.size > rule.max_size_kb * 1024) return `${rule.name} must be at most ${sizeText(rule.max_size_kb)}`;
  if (file.size === 0) return `${rule.name}: the file is empty`;
  return null;
}

/**
 * /admin/documentMaster (ungated; changes need document_master), API /api/document-types: the
 * document types, the file kinds and the largest size each accepts. Every upload that names a
 * document type is checked against it (company documents, case documents).
 */
export const documentTypesResource: ResourceDesc = {
  name: 'document-types',
  title: 'Document Master',
  singular: 'document type',
  path: 'document-types',
  right: 'document_master',
  openReads: true,
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Document Name', type: 'text', required: true, requiredMessage: 'Document Name is required', maxLength: 100 },
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      maxLength: 30,
      pattern: '^[A-Za-z0-9_]{2,30}$',
      patternMessage: 'Code: 2 to 30 letters, digits or _',
      help: 'e.g. SALE_DEED',
    },
    { name: 'applies_to', label: 'Used For', type: 'select', options: DOCUMENT_USE_OPTIONS, required: true, default: 'CASE' },
    {
      name: 'file_types',
      label: 'Accepted File Types',
      type: 'multiselect',
      options: FILE_KIND_OPTIONS,
      required: true,
      requiredMessage: 'Choose at least one file type',
      default: ['PDF'],
    },
    {
      name: 'max_size_kb',
      label: 'Maximum Size (KB)',
      type: 'number',
      integer: true,
      min: 10,
      max: UPLOAD_CEILING_KB,
      required: true,
      default: 2048,
      help: `At most ${UPLOAD_CEILING_KB} KB (5 MB)`,
    },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'name', label: 'Document Name', sortable: true },
    { field: 'code', label: 'Code', sortable: true },
    { field: 'applies_to', label: 'Used For', format: 'option', sortable: true },
    { field: 'file_types', label: 'Accepted File Types', format: 'option' },
    { field: 'max_size_kb', label: 'Maximum Size (KB)', format: 'number', sortable: true },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['name', 'code'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Document Type!',
    updated: 'Successfully Updated The Document Type!',
    deleted: 'Successfully Delete The Data!',
  },
};
