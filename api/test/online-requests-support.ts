import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { bearer, login, multipart, type TestApp } from './helpers';

/** The staff admin and the two demo branch logins (SBI Andheri East, HDFC Koregaon Park). */
export async function requestLogins(t: TestApp) {
  return {
    admin: bearer(await login(t.app, 'admin@example.com')),
    employee: bearer(await login(t.app, 'employee@example.com', '/api/employeelogin')),
    sbi: bearer(await login(t.app, 'branch@example.com', '/api/branchlogin')),
    hdfc: bearer(await login(t.app, 'hdfc.pune@example.com', '/api/branchlogin')),
  };
}

let n = 0;
/** A valid request form with its own applicant and address. */
export function requestBody(extra: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${process.pid}${n}${Date.now() % 100000}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
  return {
    applicant_name: `Onkar Online ${tag}`,
    contact_name: 'Savita',
    contact_mobile: '9820011223',
    property_type: 'RES_FLAT',
    property_address: `Flat ${n}, Request Towers ${tag}, Chakala, Andheri East, Mumbai`,
    pincode: '400099',
    purpose: 'HOME_LOAN',
    bank_ref_no: `OR/${tag}`,
    ...extra,
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A request form as multipart with documents (field = document type). */
export function requestForm(body: Record<string, unknown>, docs: { type: string; name?: string; content?: Buffer; mime?: string }[] = []) {
  const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)]));
  return multipart(
    fields,
    docs.map((d) => ({ field: d.type, filename: d.name ?? 'sale-deed.pdf', type: d.mime ?? 'application/pdf', content: d.content ?? PDF })),
  );
}

export const SHEET_HEADER = [
  'Applicant Name',
  'Contact Name',
  'Contact Mobile',
  'Property Type',
  'Property Address',
  'Pincode',
  'Purpose',
  'Bank Reference No.',
];

/** An .xlsx of request rows (header first). */
export async function requestSheet(rowsOf: (string | number | null)[][], header = SHEET_HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Requests');
  ws.addRow(header);
  for (const r of rowsOf) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const sheetForm = (file: Buffer, confirm?: string, name = 'requests.xlsx') =>
  multipart(confirm ? { confirm } : {}, [
    { field: 'file', filename: name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: file },
  ]);

/** Every file under the app's upload folder (staging included): refused uploads must leave none. */
export function uploadedFiles(t: TestApp, folder = 'online-requests'): string[] {
  const root = path.join(t.config.uploadDir, folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}
