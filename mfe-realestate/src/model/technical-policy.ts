import { defineResource, PROPERTY_TYPE_OPTIONS } from 'shared/resources';

const pct = (name: string, label: string) => ({ name, label, type: 'number', required: true, min: 0, max: 100, step: 0.5 }) as const;

/**
 * Each bank's technical policy for valuations (/admin/technicalPolicyBank, right
 * technical_policy_page): the policy document (file store) and the rules its cases apply —
 * realisable and distress value as % of market value, acceptable property types, maximum age.
 * Its routes take the document upload, so the API registers it (api/src/modules/technical-policy).
 */
export const TECHNICAL_POLICIES_TABLE = 'technical_policies';

export const technicalPoliciesResource = defineResource({
  name: 'technical-policies',
  title: 'Technical Policy Of Banks',
  singular: 'technical policy',
  path: 'technical-policies',
  right: 'technical_policy_page',
  titleField: 'title',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: {
        path: 'lookups/banks',
        valueField: 'id',
        labelField: 'name',
        table: 'banks',
        labelColumn: 'name',
        rowLabel: 'bank_name',
      },
    },
    { name: 'title', label: 'Policy Title', type: 'text', required: true, maxLength: 200 },
    { name: 'effective_from', label: 'Effective From', type: 'date', required: true },
    pct('realisable_pct', 'Realisable %'),
    pct('distress_pct', 'Distress %'),
    {
      name: 'property_types',
      label: 'Acceptable Property Types',
      type: 'multiselect',
      options: PROPERTY_TYPE_OPTIONS,
      required: true,
      width: 'full',
    },
    { name: 'max_property_age', label: 'Maximum Property Age (years)', type: 'number', integer: true, min: 0, max: 100 },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 2000, width: 'full' },
    {
      name: 'document',
      label: 'Policy Document',
      type: 'file',
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 5 * 1024 * 1024,
      width: 'full',
    },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'bank_id', sortable: true },
    { field: 'title', sortable: true },
    { field: 'effective_from', sortable: true },
    'realisable_pct',
    'distress_pct',
    'property_types',
    'max_property_age',
    'document',
  ],
  searchable: ['title'],
  defaultSort: { field: 'effective_from', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Technical Policy!',
    updated: 'Successfully Updated The Technical Policy!',
    deleted: 'Deleted The Technical Policy!',
  },
  check: (v): Record<string, string> =>
    typeof v.realisable_pct === 'number' && typeof v.distress_pct === 'number' && v.distress_pct > v.realisable_pct
      ? { distress_pct: 'Distress % must not be above Realisable %' }
      : {},
});
