import type { FieldDesc, ResourceDesc } from 'shared/resources';
import { CONFIRMED_FIELD, LOOKUPS } from 'shared/resources';

export type LetterType = 'OFFER' | 'LEAVING';

/** The placeholders a template may use, and what each one is filled with. */
export const LETTER_PLACEHOLDERS: readonly { key: string; label: string }[] = [
  { key: 'name', label: "The person's full name" },
  { key: 'designation', label: 'Designation' },
  { key: 'branch', label: 'Company branch' },
  { key: 'joining_date', label: 'Joining date (YYYY-MM-DD)' },
  { key: 'leaving_date', label: 'Leaving date (YYYY-MM-DD)' },
  { key: 'salary', label: 'Annual salary in rupees (en-IN)' },
  { key: 'issue_date', label: 'Date of issue' },
  { key: 'letter_no', label: 'Letter number' },
];

const PLACEHOLDER_RE = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Placeholders in a template that do not exist (a typo would print as-is in every letter). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set(LETTER_PLACEHOLDERS.map((p) => p.key));
  return [...text.matchAll(PLACEHOLDER_RE)].map((m) => m[1]).filter((k) => !known.has(k));
}

/** The template with every placeholder filled (missing values print as an empty string). */
export function renderLetter(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_RE, (_, key: string) => values[key] ?? '');
}

/** Rupees in Indian grouping for print ("₹ 6,00,000"; the letters' PDF font has the rupee sign). */
export function rupeesForPrint(amount: number): string {
  return `₹ ${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

export const letterTemplateFields: readonly FieldDesc[] = [
  { name: 'title', label: 'Title', type: 'text', required: true, requiredMessage: 'Title is required', maxLength: 120, width: 'full' },
  {
    name: 'body',
    label: 'Letter Text',
    type: 'textarea',
    required: true,
    requiredMessage: 'Letter Text is required',
    maxLength: 10_000,
    width: 'full',
    help: `Placeholders: ${LETTER_PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(', ')}`,
  },
];

const templateCheck = (v: Record<string, unknown>): Record<string, string> => {
  const bad = typeof v.body === 'string' ? unknownPlaceholders(v.body) : [];
  return bad.length ? { body: `Unknown placeholder: {{${bad[0]}}}` } : {};
};

function letterResource(type: LetterType): ResourceDesc {
  const offer = type === 'OFFER';
  return {
    name: offer ? 'offer-letters' : 'leaving-letters',
    title: offer ? 'Offer Letters' : 'Leaving Letters',
    singular: offer ? 'offer letter' : 'leaving letter',
    path: offer ? 'offer-letters' : 'leaving-letters',
    right: offer ? 'offer_letter' : 'leaving_letter',
    titleField: 'letter_no',
    fields: [
      {
        name: 'user_id',
        label: 'Employee',
        type: 'select',
        valueType: 'integer',
        required: true,
        requiredMessage: 'Employee is required',
        optionsFrom: { ...LOOKUPS.users, rowLabel: 'user_name' },
      },
      { name: 'designation', label: 'Designation', type: 'text', maxLength: 100, help: "Empty: the person's designation" },
      offer
        ? { name: 'joining_date', label: 'Joining Date', type: 'date', required: true, requiredMessage: 'Joining Date is required' }
        : { name: 'leaving_date', label: 'Leaving Date', type: 'date', required: true, requiredMessage: 'Leaving Date is required' },
      ...(offer
        ? [
            {
              name: 'salary',
              label: 'Annual Salary (CTC)',
              type: 'money',
              required: true,
              requiredMessage: 'Annual Salary (CTC) is required',
              min: 1,
              max: 100_000_000,
            } as FieldDesc,
          ]
        : []),
      { name: 'issued_on', label: 'Issue Date', type: 'date', required: true, requiredMessage: 'Issue Date is required' },
      // Sent when the person confirmed a second offer letter to the same employee (409 confirm).
      ...(offer
        ? [
            {
              name: CONFIRMED_FIELD,
              label: 'Confirmed',
              type: 'select',
              options: [{ value: '1', label: 'Yes' }],
              hidden: true,
              transient: true,
            } as FieldDesc,
          ]
        : []),
    ],
    columns: [
      { field: 'letter_no', label: 'Letter No.', sortable: true },
      { field: 'user_name', label: 'Employee' },
      { field: 'designation', label: 'Designation' },
      offer
        ? { field: 'joining_date', label: 'Joining Date', format: 'date' }
        : { field: 'leaving_date', label: 'Leaving Date', format: 'date' },
      ...(offer ? [{ field: 'salary', label: 'Salary', format: 'money' as const }] : []),
      { field: 'issued_on', label: 'Issued On', format: 'date', sortable: true },
    ],
    // employee_name: the name the letter was issued to (stored on the letter).
    searchable: ['letter_no', 'employee_name'],
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: [10, 25, 50, 100],
    maxPageSize: 100,
    messages: {
      created: offer ? 'Offer Letter Generated!' : 'Leaving Letter Generated!',
      updated: 'Letter Updated!',
      deleted: 'Letter Deleted!',
    },
    // An issued letter is a record: a correction is a new letter.
    operations: { update: false, delete: false },
  };
}

export const offerLettersResource = letterResource('OFFER');
export const leavingLettersResource = letterResource('LEAVING');

export const letterTemplateResource = (type: LetterType): ResourceDesc => ({
  ...(type === 'OFFER' ? offerLettersResource : leavingLettersResource),
  name: `${type.toLowerCase()}-letter-template`,
  singular: 'template',
  titleField: 'title',
  fields: letterTemplateFields,
  check: templateCheck,
  messages: { created: 'Template Saved!', updated: 'Template Saved!', deleted: 'Template Deleted!' },
});

/** The question a second offer letter to the same person asks first. */
export function secondOfferQuestion(name: string, letterNo: string, issuedOn: string): string {
  return `${name} already has an offer letter (${letterNo}, issued ${issuedOn}). Issue another one?`;
}
