import type { ResourceDesc } from 'shared/resources';
import { BILL_LOOKUPS } from './lookups';
import { FEE_BASIS_OPTIONS, PROPERTY_TYPE_OPTIONS } from './options';

/**
 * A bank's fee schedule: for a property type (or any) and a property-value slab, a flat fee, a
 * percent of the value or so much per lakh of it, held between a minimum and a maximum.
 */
export const feeSchedulesResource: ResourceDesc = {
  name: 'fee-schedules',
  title: 'Fee Schedule',
  singular: 'fee schedule row',
  path: 'fee-schedules',
  right: 'bill_master_page',
  titleField: 'bank_name',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: { ...BILL_LOOKUPS.banks, rowLabel: 'bank_name' },
    },
    { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS, help: 'Empty: every property type' },
    { name: 'value_from', label: 'Value From (₹)', type: 'money', required: true, default: 0 },
    { name: 'value_to', label: 'Value Up To (₹)', type: 'money', help: 'Empty: no upper limit' },
    { name: 'basis', label: 'Fee Basis', type: 'select', options: FEE_BASIS_OPTIONS, required: true, default: 'FLAT' },
    { name: 'rate', label: 'Fee / Percent / Per Lakh', type: 'number', min: 0, max: 10_000_000, required: true, step: 0.01 },
    { name: 'min_fee', label: 'Minimum Fee (₹)', type: 'money' },
    { name: 'max_fee', label: 'Maximum Fee (₹)', type: 'money' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: '1', label: 'Active' },
        { value: '0', label: 'Inactive' },
      ],
      required: true,
      default: '1',
    },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank', sortable: true },
    { field: 'property_type', label: 'Property Type', format: 'option', optionsOf: 'property_type', sortable: true },
    { field: 'value_from', label: 'Value From', format: 'money', sortable: true },
    { field: 'value_to', label: 'Value Up To', format: 'money' },
    { field: 'basis', label: 'Basis', format: 'option', optionsOf: 'basis' },
    { field: 'rate', label: 'Rate', format: 'number', decimals: 2 },
    { field: 'min_fee', label: 'Minimum', format: 'money' },
    { field: 'max_fee', label: 'Maximum', format: 'money' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status' },
  ],
  searchable: [],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Fee Schedule!',
    updated: 'Successfully Updated The Fee Schedule!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v) => {
    const e: Record<string, string> = {};
    const num = (x: unknown) => (typeof x === 'number' ? x : null);
    const from = num(v.value_from);
    const to = num(v.value_to);
    if (from !== null && to !== null && to <= from) e.value_to = 'Value Up To must be more than Value From';
    const min = num(v.min_fee);
    const max = num(v.max_fee);
    if (min !== null && max !== null && max < min) e.max_fee = 'Maximum Fee cannot be less than Minimum Fee';
    const rate = num(v.rate);
    if (v.basis === 'PERCENT' && rate !== null && rate > 100) e.rate = 'A percent fee cannot be more than 100';
    if (v.basis === 'FLAT' && rate !== null && Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6)
      e.rate = 'A flat fee can have at most 2 decimals';
    return e;
  },
};
