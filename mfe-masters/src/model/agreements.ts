import type { ResourceDesc } from 'shared/resources';
import { agreementEndLimit as panelEndLimit, AGREEMENT_YEARS as PANEL_YEARS, BANK_OPTIONS_SOURCE as BANK_LOOKUP } from './common';

/** Renewal windows: an agreement ending within these many days is due (and raises a task once per window). */
export const RENEWAL_WINDOWS = [30, 60, 90] as const;
/** The document master's type every agreement file is checked against. */
export const AGREEMENT_DOCUMENT_CODE = 'BANK_AGREEMENT';

/** GET /api/agreements/due: the agreements ending within 90 days, soonest first. */
export interface DueAgreement {
  id: number;
  bank_name: string;
  agreement_no: string;
  valid_to: string;
  days_left: number;
  window: number;
}

/** The window (30, 60 or 90) an agreement ending in `daysLeft` days falls in, or null. */
export function renewalWindow(daysLeft: number): number | null {
  return RENEWAL_WINDOWS.find((w) => daysLeft <= w) ?? null;
}

/**
 * /admin/agreementRenewal (right aggreement_page), API /api/agreements: the empanelment agreements
 * with each bank. Renewals due in 90 / 60 / 30 days are listed on the page and raised as a task to
 * the administrators holding this right (once per agreement and window).
 */
export const agreementsResource: ResourceDesc = {
  name: 'agreements',
  title: 'Agreement Renewal',
  singular: 'agreement',
  path: 'agreements',
  right: 'aggreement_page',
  titleField: 'agreement_no',
  fields: [
    { name: 'bank_id', label: 'Bank', type: 'select', valueType: 'integer', required: true, requiredMessage: 'Bank is required', optionsFrom: { ...BANK_LOOKUP, rowLabel: 'bank_name' } },
    { name: 'agreement_no', label: 'Agreement No.', type: 'text', required: true, requiredMessage: 'Agreement No. is required', maxLength: 50 },
    { name: 'valid_from', label: 'Valid From', type: 'date', required: true, requiredMessage: 'Valid From is required' },
    { name: 'valid_to', label: 'Valid To', type: 'date', required: true, requiredMessage: 'Valid To is required', help: `At most ${PANEL_YEARS} years` },
    { name: 'fee_terms', label: 'Fee Terms', type: 'textarea', maxLength: 2000, width: 'full', placeholder: 'e.g. 0.10% of market value, min ₹3,000, max ₹25,000; revisits ₹1,500' },
    { name: 'file', label: 'Agreement File', type: 'file', accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024, help: 'Checked against the Document Master (Empanelment Agreement)' },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank', sortable: true },
    { field: 'agreement_no', label: 'Agreement No.', sortable: true },
    { field: 'valid_from', label: 'Valid From', format: 'date', sortable: true },
    { field: 'valid_to', label: 'Valid To', format: 'date', sortable: true },
    { field: 'renewal', label: 'Renewal' },
  ],
  searchable: ['agreement_no', 'fee_terms'],
  defaultSort: { field: 'valid_to', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: { created: 'Added The New Agreement!', updated: 'Successfully Updated The Agreement!', deleted: 'Successfully Delete The Data!' },
  check: (v): Record<string, string> => {
    const from = v.valid_from;
    const to = v.valid_to;
    if (typeof from !== 'string' || typeof to !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return {};
    if (to <= from) return { valid_to: 'Valid To must be after Valid From' };
    if (to > panelEndLimit(from)) return { valid_to: `An agreement lasts at most ${PANEL_YEARS} years: Valid To must be on or before ${panelEndLimit(from)}` };
    return {};
  },
};
