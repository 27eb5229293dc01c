import type { OptionsSource } from 'shared/resources';

/** Choices for billing forms, readable with the Bill menu's right (id and name only). */
export const BILL_LOOKUPS = {
  banks: { path: 'lookups/banks', valueField: 'id', labelField: 'name', table: 'banks', labelColumn: 'name' },
  bankBranches: {
    path: 'lookups/bank-branches',
    valueField: 'id',
    labelField: 'name',
    searchable: true,
    table: 'bank_branches',
    labelColumn: 'branch_name',
  },
  companyBranches: {
    path: 'lookups/company-branches',
    valueField: 'id',
    labelField: 'name',
    table: 'company_branches',
    labelColumn: 'branch_name',
  },
  users: { path: 'lookups/users', valueField: 'id', labelField: 'name', searchable: true, table: 'users', labelColumn: 'name' },
} as const satisfies Record<string, OptionsSource>;
