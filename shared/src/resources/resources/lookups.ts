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
  // The pincode master's active pincodes (one item per pincode), for a list of pincodes a form keeps.
  pincodes: { path: 'lookups/pincodes', valueField: 'pincode', labelField: 'name', searchable: true },
} as const satisfies Record<string, OptionsSource>;

/** What a lookup answers: `{ data: LookupItem[] }`, at most 50 items, matching `?search=` by prefix. */
export interface LookupItem {
  id: number;
  name: string;
}

export const LOOKUP_LIMIT = 50;

/**
 * What GET /api/lookups/pincodes?search= answers: `{ data: PincodeChoice[] }`, at most
 * PINCODE_LOOKUP_LIMIT pincodes whose digits start with the search (or whose place matches its words).
 */
export interface PincodeChoice {
  pincode: string;
  /** '400051 · Bandra East, Mumbai Suburban': what the option shows. */
  name: string;
  /** The pincode's post-office localities (the first few) and its district and state. */
  area: string;
  district: string;
  state: string;
}

export const PINCODE_LOOKUP_LIMIT = 20;
