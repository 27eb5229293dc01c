import { defineResource, PROPERTY_TYPE_OPTIONS, PURPOSE_OPTIONS, type ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE } from './common';
import { ACTIVE_OPTIONS } from './pincodes';

/** One document a case still lacks, as GET /api/cases/{id}/missing-documents answers it. */
export interface MissingDocument {
  document_type_id: number;
  code: string;
  name: string;
  note: string | null;
}

/**
 * /admin/masterDocuments (Report Master group; right document_master, the spec's page name for the
 * documents masters: it names no other for this page), API /api/required-documents: the documents a case needs, by bank, purpose and property type. An
 * empty bank, purpose or property type means "any", so one rule can serve every bank.
 */
export const requiredDocumentsResource: ResourceDesc = defineResource({
  name: 'required-documents',
  title: 'Master Documents',
  singular: 'required document',
  path: 'required-documents',
  right: 'document_master',
  titleField: 'document_type_name',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...BANK_OPTIONS_SOURCE, rowLabel: 'bank_name', table: 'banks', labelColumn: 'name' },
      help: 'Empty: every bank',
    },
    { name: 'purpose', label: 'Purpose', type: 'select', options: PURPOSE_OPTIONS, help: 'Empty: every purpose' },
    { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS, help: 'Empty: every property type' },
    {
      name: 'document_type_id',
      label: 'Document',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Document is required',
      optionsFrom: {
        path: 'lookups/document-types/CASE',
        valueField: 'id',
        labelField: 'name',
        rowLabel: 'document_type_name',
        table: 'document_types',
        labelColumn: 'name',
      },
    },
    { name: 'note', label: 'Note', type: 'text', maxLength: 200, placeholder: 'e.g. certified copy' },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank' },
    { field: 'purpose', sortable: true },
    { field: 'property_type', sortable: true },
    { field: 'document_type_name', label: 'Document' },
    'note',
    'status',
  ],
  searchable: ['note', 'purpose', 'property_type'],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Required Document!',
    updated: 'Successfully Updated The Required Document!',
    deleted: 'Successfully Delete The Data!',
  },
});
