import { defineResource, type FieldOption } from 'shared/resources';
import { LEAVE_TYPE_OPTIONS } from './leave';

/** 'ALL' applies to everyone whose joining type has no row of its own. */
export const EMPLOYMENT_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'ALL', label: 'Everyone' },
  { value: 'Full Time', label: 'Full Time' },
  { value: 'Part Time', label: 'Part Time' },
];

/**
 * Leave Policy (a master, /admin/leavePolicy, right leave_management; changed only with
 * leave_approval_all): how many days of each leave type a year gives, per employment type, and how
 * many unused days carry into the next year. Balances are made from it when first needed: at
 * joining (pro rata) and in each new year (with the carry-forward).
 */
export const leavePoliciesResource = defineResource({
  name: 'leave-policies',
  title: 'Leave Policy',
  singular: 'leave policy',
  path: 'leave-policies',
  right: 'leave_management',
  titleField: 'leave_type',
  fields: [
    {
      name: 'leave_type',
      label: 'Leave Type',
      type: 'select',
      options: LEAVE_TYPE_OPTIONS,
      required: true,
      requiredMessage: 'Leave Type is required',
    },
    { name: 'employment_type', label: 'Employment Type', type: 'select', options: EMPLOYMENT_TYPE_OPTIONS, default: 'ALL', required: true },
    {
      name: 'days_per_year',
      label: 'Days per Year',
      type: 'number',
      min: 0,
      max: 366,
      step: 0.5,
      required: true,
      requiredMessage: 'Days per Year is required',
    },
    {
      name: 'carry_forward_max',
      label: 'Carry Forward (max days)',
      type: 'number',
      min: 0,
      max: 366,
      step: 0.5,
      default: 0,
      required: true,
    },
  ],
  columns: [
    { field: 'leave_type', sortable: true },
    { field: 'employment_type', sortable: true },
    { field: 'days_per_year', format: 'number', decimals: 1 },
    { field: 'carry_forward_max', format: 'number', decimals: 1 },
  ],
  searchable: [],
  defaultSort: { field: 'leave_type', order: 'asc' },
  pageSizes: [25, 50],
  maxPageSize: 100,
  messages: { created: 'Leave Policy Added!', updated: 'Leave Policy Updated!', deleted: 'Leave Policy Deleted!' },
  check: (v): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const f of ['days_per_year', 'carry_forward_max'] as const) {
      const n = v[f];
      if (typeof n === 'number' && Math.round(n * 2) !== n * 2) out[f] = 'Give whole or half days.';
    }
    return out;
  },
});

export interface LeavePolicyRow {
  leave_type: string;
  employment_type: string;
  days_per_year: number;
  carry_forward_max: number;
}

/** The row that applies to a person: their joining type's own, else 'ALL'. */
export function policyFor(rows: readonly LeavePolicyRow[], type: string, employment: string | null): LeavePolicyRow | undefined {
  return (
    rows.find((r) => r.leave_type === type && r.employment_type === employment) ??
    rows.find((r) => r.leave_type === type && r.employment_type === 'ALL')
  );
}

const dayNo = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/**
 * A year's entitlement for someone who joined on `joinDate` (YYYY-MM-DD, or null: no joining
 * date, the whole year): the share of the year left from the joining day (inclusive), rounded down
 * to a half day; 0 for a year before joining.
 */
export function proRata(daysPerYear: number, joinDate: string | null, year: number): number {
  if (!joinDate || Number(joinDate.slice(0, 4)) < year) return daysPerYear;
  if (Number(joinDate.slice(0, 4)) > year) return 0;
  const first = dayNo(`${year}-01-01`);
  const total = dayNo(`${year + 1}-01-01`) - first;
  const left = total - (dayNo(joinDate) - first);
  return Math.floor(((daysPerYear * left) / total) * 2) / 2;
}

/** What carries into the next year: the unused days (never below 0), at most the policy's maximum. */
export function carryForward(allotted: number, used: number, max: number): number {
  return Math.min(Math.max(allotted - used, 0), max);
}
