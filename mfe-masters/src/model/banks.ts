import { ACTIVE_STATUS_OPTIONS, type FieldOption, type OptionsSource, type ResourceDesc } from 'shared/resources';

/** DOMAIN.md "Bank (client)": who the firm values for. */
export const BANK_CLIENT_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'PSB', label: 'Public sector bank' },
  { value: 'PRIVATE_BANK', label: 'Private bank' },
  { value: 'SFB', label: 'Small finance bank' },
  { value: 'COOP_BANK', label: 'Co-operative bank' },
  { value: 'HFC', label: 'Housing finance company' },
  { value: 'NBFC', label: 'NBFC' },
  { value: 'CORPORATE', label: 'Corporate' },
];

export const BANK_STATUS_OPTIONS = ACTIVE_STATUS_OPTIONS;

/** The valuation report layouts the API can print (api/src/modules/cases/report-layouts.ts). */
export const REPORT_LAYOUT_OPTIONS: readonly FieldOption[] = [
  { value: 'DEFAULT', label: 'Default layout' },
  { value: 'PSB_FORMAT', label: 'Public sector bank format (valuer first, values up front)' },
];

/** Panels run for at most this many years (DOMAIN.md: panels last 5 years). */
export const PANEL_YEARS = 5;

/** Active banks (id, name) for any signed-in user's forms; a bank-branch login sees its own bank only. */
export const BANK_LOOKUP: OptionsSource = {
  path: 'lookups/banks',
  valueField: 'id',
  labelField: 'name',
  table: 'banks',
  labelColumn: 'name',
};

/** The last day a panel that starts on `from` (YYYY-MM-DD) may run to. */
export function panelEndLimit(from: string): string {
  const [y, m, d] = from.split('-').map(Number);
  const end = new Date(Date.UTC(y + PANEL_YEARS, m - 1, d));
  // 29 February + 5 years lands on 1 March: the panel still ends the day before its anniversary.
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

const twoDecimals = (v: unknown) => typeof v !== 'number' || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * The firm's clients (banks, HFCs, NBFCs, corporates): /admin/bank, right bank_page, API /api/banks.
 * A bank-branch login reads its own bank only (the API scopes and refuses its writes).
 */
export const banksResource: ResourceDesc = {
  name: 'banks',
  title: 'Banks',
  singular: 'bank',
  path: 'banks',
  right: 'bank_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Bank Name', type: 'text', required: true, requiredMessage: 'Bank Name is required', maxLength: 150 },
    {
      name: 'short_name',
      label: 'Short Name',
      type: 'text',
      maxLength: 20,
      pattern: '^[A-Za-z0-9 &.-]{2,20}$',
      patternMessage: 'Short Name: 2 to 20 letters, digits, spaces, &, . or -',
    },
    { name: 'client_type', label: 'Client Type', type: 'select', options: BANK_CLIENT_TYPE_OPTIONS, required: true, default: 'PSB' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: BANK_STATUS_OPTIONS,
      required: true,
      default: '1',
      help: 'Inactive clients are not offered for new cases',
    },
    { name: 'empanelment_no', label: 'Empanelment No.', type: 'text', maxLength: 50 },
    {
      name: 'tds_section',
      label: 'TDS Section',
      type: 'text',
      maxLength: 20,
      pattern: '^[0-9]{2,4}[A-Za-z]{0,3}(\\([a-z0-9]{1,4}\\))?$',
      patternMessage: 'TDS Section: e.g. 194J(b) or 194C',
      help: 'Default section for this client’s bills, e.g. 194J(b)',
    },
    { name: 'empanelled_from', label: 'Empanelled From', type: 'date' },
    { name: 'empanelled_to', label: 'Empanelled To', type: 'date', help: `Panels last at most ${PANEL_YEARS} years` },
    {
      name: 'default_tat_days',
      label: 'Default TAT (days)',
      type: 'number',
      integer: true,
      min: 1,
      max: 60,
      required: true,
      default: 5,
      help: 'Business days from receipt to report',
    },
    {
      name: 'report_layout',
      label: 'Report Layout',
      type: 'select',
      options: REPORT_LAYOUT_OPTIONS,
      required: true,
      default: 'DEFAULT',
      help: 'How this client’s valuation reports are laid out',
    },
    {
      name: 'report_declaration',
      label: 'Valuer’s Declaration',
      type: 'textarea',
      maxLength: 4000,
      width: 'full',
      help: 'Printed above the signature of every report for this client; empty: the firm’s standard declaration',
    },
    { name: 'realisable_pct', label: 'Realisable Value %', type: 'number', min: 0, max: 100, step: 0.01, help: 'Of the market value' },
    { name: 'distress_pct', label: 'Distress Value %', type: 'number', min: 0, max: 100, step: 0.01, help: 'Of the market value' },
  ],
  columns: [
    { field: 'name', label: 'Bank Name', sortable: true },
    { field: 'short_name', label: 'Short Name', sortable: true },
    { field: 'client_type', label: 'Client Type', format: 'option', sortable: true },
    { field: 'empanelment_no', label: 'Empanelment No.' },
    { field: 'empanelled_to', label: 'Empanelled To', format: 'date', sortable: true },
    { field: 'default_tat_days', label: 'TAT (days)', format: 'number', sortable: true },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['name', 'short_name', 'empanelment_no'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Bank!',
    updated: 'Successfully Updated The Bank!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> => {
    const errors: Record<string, string> = {};
    const from = v.empanelled_from;
    const to = v.empanelled_to;
    if (typeof from === 'string' && typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from)) {
      if (to < from) errors.empanelled_to = 'Empanelled To cannot be before Empanelled From';
      else if (to > panelEndLimit(from))
        errors.empanelled_to = `A panel lasts at most ${PANEL_YEARS} years: Empanelled To must be on or before ${panelEndLimit(from)}`;
    }
    for (const [name, label] of [
      ['realisable_pct', 'Realisable Value %'],
      ['distress_pct', 'Distress Value %'],
    ] as const) {
      if (!twoDecimals(v[name])) errors[name] = `${label} can have at most 2 decimals`;
    }
    const r = v.realisable_pct;
    const d = v.distress_pct;
    if (typeof r === 'number' && typeof d === 'number' && d > r && !errors.distress_pct) {
      errors.distress_pct = 'Distress Value % cannot be more than Realisable Value %';
    }
    return errors;
  },
};
