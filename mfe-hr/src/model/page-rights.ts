import type { ResourceDesc } from 'shared/resources';
import { usersResource } from './users';

/**
 * The page-rights screen (/admin/pageRights, right rights_page): the users with how many pages each
 * may view; editing a user's rights is PUT rights/{user_id} with every page name of section 3.
 */
export const pageRightsResource: ResourceDesc = {
  ...usersResource,
  name: 'page-rights',
  title: 'Page Rights',
  path: 'rights',
  right: 'rights_page',
  fields: [],
  columns: [
    { field: 'id', label: 'ID', sortable: true, width: '16' },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'Email', sortable: true },
    { field: 'role', label: 'Role' },
    { field: 'granted', label: 'Pages Granted', format: 'number' },
  ],
  searchVia: undefined,
  operations: { create: false, update: false, delete: false, export: true },
  bulkActions: [],
  messages: { created: '', updated: 'Successfully Updated The User Rights!', deleted: '' },
  invalidates: [],
};

/** PUT rights/{user_id} body: the whole matrix; pages left out are stored as not viewable. */
export interface RightsUpdateRequest {
  rights: { page: { name: string }; view_status: '1' | '0' }[];
}
