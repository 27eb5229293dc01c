import type { ResourceDesc } from 'shared/resources';

/** Documents ending within this many days are flagged. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * /admin/companyDocument (right company_document, Company Detail Master group), API
 * /api/company-documents: the firm's registrations and certificates (GST, PAN, empanelment letters,
 * insurance): number, validity, the file (checked against its Document Master type). Those ending
 * within 30 days are flagged.
 */
export const companyDocumentsResource: ResourceDesc = {
  name: 'company-documents',
  title: 'Company Documents',
  singular: 'company document',
  path: 'company-documents',
  right: 'company_document',
  titleField: 'title',
  fields: [
    {
      name: 'document_type_id',
      label: 'Document Type',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Document Type is required',
      optionsFrom: {
        path: 'lookups/document-types/COMPANY',
        valueField: 'id',
        labelField: 'name',
        table: 'document_types',
        labelColumn: 'name',
        rowLabel: 'document_type_name',
      },
    },
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      requiredMessage: 'Title is required',
      maxLength: 150,
      placeholder: 'e.g. GST registration - Maharashtra',
    },
    { name: 'number', label: 'Number', type: 'text', maxLength: 50, help: 'GSTIN and PAN are checked by their rules' },
    { name: 'issued_by', label: 'Issued By', type: 'text', maxLength: 150 },
    { name: 'valid_from', label: 'Valid From', type: 'date' },
    { name: 'valid_to', label: 'Valid To', type: 'date' },
    {
      name: 'file',
      label: 'File',
      type: 'file',
      accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      maxBytes: 5 * 1024 * 1024,
      help: 'Checked against the Document Master for this type',
    },
  ],
  columns: [
    { field: 'document_type_name', label: 'Document Type' },
    { field: 'title', label: 'Title', sortable: true },
    { field: 'number', label: 'Number', sortable: true },
    { field: 'valid_from', label: 'Valid From', format: 'date', sortable: true },
    { field: 'valid_to', label: 'Valid To', format: 'date', sortable: true },
    { field: 'expiry', label: 'Expiry' },
  ],
  searchable: ['title', 'number', 'issued_by'],
  defaultSort: { field: 'valid_to', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Company Document!',
    updated: 'Successfully Updated The Company Document!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> =>
    typeof v.valid_from === 'string' && typeof v.valid_to === 'string' && v.valid_from && v.valid_to && v.valid_to < v.valid_from
      ? { valid_to: 'Valid To cannot be before Valid From' }
      : {},
};
