import { ACTIVE_STATUS_OPTIONS, defineResource, PROPERTY_TYPE_OPTIONS } from 'shared/resources';

const MANDATORY_OPTIONS = [
  { value: '1', label: 'Mandatory' },
  { value: '0', label: 'Optional' },
];

/**
 * /admin/visitChecklist (Report Master group; right document_master, the masters of what a case
 * must carry), API /api/visit-checklist: the photographs a bank expects of a property type, in the
 * order the site engineer takes them. A mandatory item blocks the visit's completion unless the
 * engineer gives a reason.
 */
export const visitChecklistResource = defineResource({
  name: 'visit-checklist',
  title: 'Visit Photo Checklist',
  singular: 'checklist item',
  path: 'visit-checklist',
  table: 'visit_checklist_items',
  right: 'document_master',
  titleField: 'item',
  fields: [
    {
      name: 'property_type',
      label: 'Property Type',
      type: 'select',
      options: PROPERTY_TYPE_OPTIONS,
      required: true,
      requiredMessage: 'Property Type is required',
    },
    { name: 'item', label: 'Photograph', type: 'text', required: true, requiredMessage: 'Photograph is required', maxLength: 80 },
    { name: 'mandatory', label: 'Mandatory', type: 'select', options: MANDATORY_OPTIONS, required: true, default: '1' },
    { name: 'sort_order', label: 'Order', type: 'number', integer: true, min: 1, max: 999, required: true, default: 1 },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_STATUS_OPTIONS, required: true, default: '1' },
  ],
  columns: [{ field: 'property_type', sortable: true }, { field: 'sort_order', sortable: true }, 'item', 'mandatory', 'status'],
  searchable: ['item', 'property_type'],
  defaultSort: { field: 'property_type', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Checklist Item!',
    updated: 'Successfully Updated The Checklist Item!',
    deleted: 'Successfully Delete The Data!',
  },
});

/**
 * /admin/siteVisitSettings (Report Master group; right document_master), API
 * /api/site-visit-settings: the thresholds a visit is checked against. The first row counts: a
 * photo farther than `max_distance_m` from the property, or taken more than `window_grace_min`
 * outside the visit, is flagged to the reviewer; a site area differing from the documents' by
 * more than `area_difference_pct` is flagged on the workbench.
 */
export const siteVisitSettingsResource = defineResource({
  name: 'site-visit-settings',
  title: 'Site Visit Settings',
  singular: 'site visit setting',
  path: 'site-visit-settings',
  table: 'site_visit_settings',
  right: 'document_master',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required', maxLength: 60 },
    {
      name: 'max_distance_m',
      label: 'Photo distance limit (m)',
      type: 'number',
      integer: true,
      min: 1,
      max: 100000,
      required: true,
      default: 200,
    },
    {
      name: 'window_grace_min',
      label: 'Visit window grace (minutes)',
      type: 'number',
      integer: true,
      min: 0,
      max: 1440,
      required: true,
      default: 60,
    },
    {
      name: 'area_difference_pct',
      label: 'Area difference flagged above (%)',
      type: 'number',
      min: 0,
      max: 100,
      step: 0.01,
      required: true,
      default: 10,
    },
  ],
  columns: ['name', 'max_distance_m', 'window_grace_min', 'area_difference_pct'],
  searchable: ['name'],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [10, 25],
  defaultPageSize: 10,
  maxPageSize: 100,
  messages: {
    created: 'Added The New Site Visit Setting!',
    updated: 'Successfully Updated The Site Visit Setting!',
    deleted: 'Successfully Delete The Data!',
  },
});
