import type { OptionsSource } from './types';

/**
 * Option lists any signed-in user may read (id and name only), so a form can offer a choice from a
 * resource its user cannot manage: HR picks a company branch without the branch_master right.
 */
export const LOOKUPS = {
  users: { path: 'lookups/users', valueField: 'id', labelField: 'name', searchable: true, table: 'users', labelColumn: 'name' },
  companyBranches: {
    path: 'lookups/company-branches',
    valueField: 'id',
    labelField: 'name',
    table: 'company_branches',
    labelColumn: 'branch_name',
  },
  dummyUsers: { path: 'lookups/dummy-users', valueField: 'id', labelField: 'name', table: 'users_dummy', labelColumn: 'name' },
} as const satisfies Record<string, OptionsSource>;

/** What a lookup answers: `{ data: LookupItem[] }`, at most 50 items, matching `?search=` by prefix. */
export interface LookupItem {
  id: number;
  name: string;
}

export const LOOKUP_LIMIT = 50;
