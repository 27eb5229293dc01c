import type { Db } from '../../db/client';
import { documentTypes } from '../../db/schema/index';

const IMG = ['JPEG', 'PNG', 'WEBP'];

/** The document types a valuation firm asks for (part of the demo seed). */
export const DEMO_DOCUMENT_TYPES = [
  { name: 'Sale Deed', code: 'SALE_DEED', applies_to: 'CASE', file_types: ['PDF'], max_size_kb: 5120 },
  { name: 'Agreement for Sale', code: 'AGREEMENT_FOR_SALE', applies_to: 'CASE', file_types: ['PDF'], max_size_kb: 5120 },
  { name: 'Approved Building Plan', code: 'APPROVED_PLAN', applies_to: 'CASE', file_types: ['PDF', 'JPEG', 'PNG'], max_size_kb: 5120 },
  { name: 'Occupancy Certificate', code: 'OC', applies_to: 'CASE', file_types: ['PDF'], max_size_kb: 2048 },
  { name: 'Property Tax Receipt', code: 'TAX_RECEIPT', applies_to: 'CASE', file_types: ['PDF', 'JPEG'], max_size_kb: 1024 },
  { name: '7/12 Extract', code: 'SATBARA', applies_to: 'CASE', file_types: ['PDF', 'JPEG'], max_size_kb: 2048 },
  { name: 'Site Photograph', code: 'SITE_PHOTO', applies_to: 'CASE', file_types: IMG, max_size_kb: 3072 },
  { name: 'Valuation Report (signed)', code: 'VALUATION_REPORT', applies_to: 'CASE', file_types: ['PDF'], max_size_kb: 5120 },
  { name: 'GST Registration Certificate', code: 'GST_CERT', applies_to: 'COMPANY', file_types: ['PDF'], max_size_kb: 2048 },
  { name: 'PAN Card (firm)', code: 'PAN_FIRM', applies_to: 'COMPANY', file_types: ['PDF', 'JPEG', 'PNG'], max_size_kb: 1024 },
  { name: 'Empanelment Letter', code: 'EMPANELMENT_LETTER', applies_to: 'COMPANY', file_types: ['PDF'], max_size_kb: 3072 },
  { name: 'Professional Indemnity Insurance', code: 'PI_INSURANCE', applies_to: 'COMPANY', file_types: ['PDF'], max_size_kb: 3072 },
  { name: 'IBBI Registered Valuer Certificate', code: 'IBBI_RV', applies_to: 'COMPANY', file_types: ['PDF'], max_size_kb: 2048 },
  { name: 'Aadhaar Card', code: 'AADHAAR', applies_to: 'REGISTRATION', file_types: ['PDF', 'JPEG', 'PNG'], max_size_kb: 2048 },
  { name: 'Cancelled Cheque', code: 'CANCELLED_CHEQUE', applies_to: 'REGISTRATION', file_types: ['PDF', 'JPEG', 'PNG'], max_size_kb: 1024 },
  { name: 'Fuel Bill', code: 'FUEL_BILL', applies_to: 'BILL', file_types: ['PDF', 'JPEG', 'PNG'], max_size_kb: 1024 },
  { name: 'Empanelment Agreement', code: 'BANK_AGREEMENT', applies_to: 'AGREEMENT', file_types: ['PDF'], max_size_kb: 5120 },
];

export async function seedDocumentTypesDemo(db: Db): Promise<void> {
  await db.insert(documentTypes).values(DEMO_DOCUMENT_TYPES.map((d) => ({ ...d, status: '1' }))).onConflictDoNothing();
}
