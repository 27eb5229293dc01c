import { defineResource, type ResourceDesc } from 'shared/resources';
import { bankField, projectField } from './projects';

const listing = (p: Pick<ResourceDesc, 'name' | 'title' | 'singular' | 'path' | 'table' | 'right' | 'messages'>) =>
  defineResource({
    ...p,
    titleField: 'project_name',
    fields: [
      projectField,
      bankField,
      { name: 'listed_on', label: 'Listed On', type: 'date', required: true },
      { name: 'reason', label: 'Reason', type: 'textarea', required: true, maxLength: 1000, width: 'full' },
    ],
    columns: [
      { field: 'id', sortable: true },
      { field: 'project_id', sortable: true },
      { field: 'bank_id', sortable: true },
      { field: 'listed_on', sortable: true },
      'reason',
    ],
    searchable: ['reason'],
    defaultSort: { field: 'listed_on', order: 'desc' },
    pageSizes: [10, 25, 50, 100],
    maxPageSize: 100,
  });

/**
 * A bank's negative list (/admin/negativeProjectMaster, right negative_project_master_page): a
 * case for a flat in a listed project warns before it is initiated for that bank.
 */
export const negativeListingsResource = listing({
  name: 'negative-projects',
  title: 'Negative Project Master',
  singular: 'negative listing',
  path: 'negative-projects',
  table: 'project_negative_listings',
  right: 'negative_project_master_page',
  messages: {
    created: 'Added The New Negative Listing!',
    updated: 'Successfully Updated The Negative Listing!',
    deleted: 'Deleted The Negative Listing!',
  },
});

/** Projects whose loans turned NPA at a bank (/admin/npaProjectMaster, right npa_project_master). */
export const npaListingsResource = listing({
  name: 'npa-projects',
  title: 'NPA Project Master',
  singular: 'NPA listing',
  path: 'npa-projects',
  table: 'project_npa_listings',
  right: 'npa_project_master',
  messages: {
    created: 'Added The New NPA Listing!',
    updated: 'Successfully Updated The NPA Listing!',
    deleted: 'Deleted The NPA Listing!',
  },
});

/**
 * /admin/npaProjects, ungated in the Project menu: the NPA listings to read. Its API right is the
 * Project group's (user_master_page), as other ungated pages take their group's.
 */
export const npaProjectsViewResource = defineResource({
  ...npaListingsResource,
  name: 'npa-projects-view',
  title: 'NPA Projects',
  path: 'npa-projects-view',
  table: undefined,
  right: 'user_master_page',
  operations: { create: false, update: false, delete: false, export: true },
});
