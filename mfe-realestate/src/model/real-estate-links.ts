import { defineResource, STATE_OPTIONS, WEB_URL_MESSAGE, WEB_URL_PATTERN, type FieldOption } from 'shared/resources';

export const LINK_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'LAND_RECORDS', label: 'Land records' },
  { value: 'RERA', label: 'RERA' },
  { value: 'REGISTRATION', label: 'Registration (IGR)' },
  { value: 'READY_RECKONER', label: 'Ready-reckoner portal' },
  { value: 'OTHER', label: 'Other' },
];

/** Per state, the portals staff use (/admin/realEstateLinkState, right real_estate_link_page). */
export const realEstateLinksResource = defineResource({
  name: 'real-estate-links',
  title: 'Real Estate Links By State',
  singular: 'link',
  path: 'real-estate-links',
  table: 'real_estate_links',
  right: 'real_estate_link_page',
  titleField: 'title',
  fields: [
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true },
    { name: 'kind', label: 'Kind', type: 'select', options: LINK_KIND_OPTIONS, required: true },
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      required: true,
      maxLength: 500,
      pattern: WEB_URL_PATTERN,
      patternMessage: WEB_URL_MESSAGE,
      width: 'full',
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 1000, width: 'full' },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'state', sortable: true },
    { field: 'kind', sortable: true },
    { field: 'title', sortable: true },
    'url',
  ],
  searchable: ['title', 'state'],
  defaultSort: { field: 'state', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Link!', updated: 'Successfully Updated The Link!', deleted: 'Deleted The Link!' },
});
