import type { FieldOption } from 'shared/resources';

const opts = (pairs: readonly (readonly [string, string])[]): readonly FieldOption[] => pairs.map(([value, label]) => ({ value, label }));

/** DOMAIN.md "Case": the option lists of a case, value as stored, label as staff say it. */
export const CHANNEL_OPTIONS = opts([
  ['EMAIL', 'E-mail'],
  ['PORTAL', 'Bank portal'],
  ['PHONE', 'Phone'],
]);

/** Shared with the masters' document checklist, which keeps its rules by purpose. */
export { PURPOSE_OPTIONS } from 'shared/resources';

export const CASE_TYPE_OPTIONS = opts([
  ['FRESH', 'Fresh'],
  ['REVISIT', 'Revisit'],
  ['REVALUATION', 'Revaluation'],
]);

export const PRIORITY_OPTIONS = opts([
  ['LOW', 'Low'],
  ['NORMAL', 'Normal'],
  ['HIGH', 'High'],
  ['URGENT', 'Urgent'],
]);

/** One list for every domain (shared/resources): cases, fee slabs, brokers' quotes. */
export { AREA_UNIT_OPTIONS, PROPERTY_TYPE_OPTIONS } from 'shared/resources';

export const TENURE_OPTIONS = opts([
  ['FREEHOLD', 'Freehold'],
  ['LEASEHOLD', 'Leasehold'],
]);

// A case's NDMA values, shared with the projects (mfe-realestate) that carry the same hazards.
export { SEISMIC_ZONE_OPTIONS, YES_NO_OPTIONS } from 'shared/resources';

export const OCCUPANCY_OPTIONS = opts([
  ['SELF', 'Self-occupied'],
  ['TENANT', 'Tenant-occupied'],
  ['VACANT', 'Vacant'],
  ['UNDER_CONSTRUCTION', 'Under construction'],
]);

export const STRUCTURE_OPTIONS = opts([
  ['RCC', 'RCC frame'],
  ['LOAD_BEARING', 'Load bearing'],
  ['STEEL', 'Steel'],
  ['TIN_SHED', 'Tin shed'],
  ['NONE', 'None (open land)'],
]);

export const RELATION_OPTIONS = opts([
  ['SELF', 'Self'],
  ['SPOUSE', 'Spouse'],
  ['PARENT', 'Parent'],
  ['CHILD', 'Child'],
  ['RELATIVE', 'Relative'],
  ['TENANT', 'Tenant'],
  ['BROKER', 'Broker'],
  ['BUILDER', 'Builder'],
  ['OTHER', 'Other'],
]);

export const DOCUMENT_TYPE_OPTIONS = opts([
  ['SALE_DEED', 'Sale deed'],
  ['APPROVED_PLAN', 'Approved plan'],
  ['TAX_RECEIPT', 'Tax receipt'],
  ['PREVIOUS_VALUATION', 'Previous valuation'],
  ['PHOTO', 'Site photo'],
  ['OTHER', 'Other'],
]);

export const BILLING_STATUS_OPTIONS = opts([
  ['UNBILLED', 'Unbilled'],
  ['BILLED', 'Billed'],
  ['PART_PAID', 'Part paid'],
  ['PAID', 'Paid'],
  ['WRITTEN_OFF', 'Written off'],
]);

export const labelOf = (options: readonly FieldOption[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? (value == null ? '' : String(value));
