import type { OptionsSource } from 'shared/resources';

/** Choices for billing forms, readable with the Bill menu's right (id and name only). */
export const BILL_LOOKUPS = {
  banks: { path: 'lookups/banks', valueField: 'id', labelField: 'name', table: 'banks', labelColumn: 'name' },
  companyBranches: { path: 'lookups/company-branches', valueField: 'id', labelField: 'name' },
  users: { path: 'lookups/users', valueField: 'id', labelField: 'name', searchable: true },
} as const satisfies Record<string, OptionsSource>;
