// The registration-with-documents form (/register-docs) as an applicant fills it: shared by the
// applicant tests, which differ in what they do after (pincodes, documents, approvals).
import type { Page } from 'playwright-core';
import { field } from '../lib/index';

/** A one-page PDF, enough for the form's document checks. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Fills every text field and the role (Site Inspector) of /register-docs, the page already open. */
export async function fillApplicantForm(page: Page, who: { name: string; surname: string; email: string; password: string }) {
  const values: [string, string][] = [
    ['Name', who.name],
    ['Surname', who.surname],
    ['Personal Email Id', who.email],
    ['Pincode', '411001'],
    ['Personal Contact Number', '9876543210'],
    ["Father's Contact Number", '9876543211'],
    ["Mother's Contact Number", '9876543212'],
    ['Aadhaar Number', '234123412346'],
    ['PAN Number', 'ABCPE1234F'],
    ['Branch ID', '1'],
    ['Password', who.password],
    ['Confirm Password', who.password],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  await field(page, 'Role').selectOption('Site Inspector');
}
