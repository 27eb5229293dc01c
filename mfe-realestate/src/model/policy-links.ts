import { defineResource, STATE_OPTIONS, WEB_URL_MESSAGE, WEB_URL_PATTERN } from 'shared/resources';

/**
 * DCR and government policy links (/admin/dcrGovPolicyLinks, right policy_link_page): the rules
 * valuers cite (development control regulations, circulars), searchable by title, authority, state
 * and tag.
 */
export const policyLinksResource = defineResource({
  name: 'policy-links',
  title: 'DCR / Gov Policy Links',
  singular: 'policy link',
  path: 'policy-links',
  table: 'policy_links',
  right: 'policy_link_page',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 200, width: 'full' },
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true },
    {
      name: 'authority',
      label: 'Authority',
      type: 'text',
      required: true,
      maxLength: 150,
      placeholder: 'e.g. PMRDA, MHADA, Urban Development Dept.',
    },
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
    { name: 'effective_from', label: 'Effective From', type: 'date' },
    { name: 'tags', label: 'Tags', type: 'tags', maxItems: 20, itemMaxLength: 40, help: 'e.g. FSI, TDR, parking; one per line' },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'title', sortable: true },
    { field: 'state', sortable: true },
    { field: 'authority', sortable: true },
    { field: 'effective_from', sortable: true },
    'url',
    'tags',
  ],
  searchable: ['title', 'authority', 'state'],
  defaultSort: { field: 'title', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Policy Link!',
    updated: 'Successfully Updated The Policy Link!',
    deleted: 'Deleted The Policy Link!',
  },
});
