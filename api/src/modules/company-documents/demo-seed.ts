import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const DOCS: [code: string, title: string, number: string | null, issuedBy: string, fromDays: number, toDays: number | null][] = [
  ['GST_CERT', 'GST registration - Maharashtra', '27AAPFU0939F1ZV', 'Goods and Services Tax Network', -1500, null],
  ['PAN_FIRM', 'PAN of the firm', 'AAPFU0939F', 'Income Tax Department', -3000, null],
  ['EMPANELMENT_LETTER', 'Empanelment letter - State Bank of India', 'SBI/RACPC/EMP/2023/118', 'SBI RACPC Mumbai', -700, 395],
  ['EMPANELMENT_LETTER', 'Empanelment letter - HDFC Bank', 'HDFC/VAL/2024/0457', 'HDFC Bank Credit Risk', -330, 20],
  ['PI_INSURANCE', 'Professional indemnity policy', 'PI/2025/55120034', 'New India Assurance', -340, 25],
  [
    'IBBI_RV',
    'IBBI registered valuer - Land and Building',
    'IBBI/RV/05/2019/11234',
    'Insolvency and Bankruptcy Board of India',
    -2100,
    600,
  ],
];

export async function seedCompanyDocumentsDemo(db: Db): Promise<void> {
  for (const [code, title, number, issued, from, to] of DOCS) {
    await db.execute(sql`
      INSERT INTO company_documents (document_type_id, title, number, issued_by, valid_from, valid_to)
      SELECT id, ${title}, ${number}, ${issued}, (now() AT TIME ZONE 'Asia/Kolkata')::date + ${from}::int,
             ${to === null ? null : sql`(now() AT TIME ZONE 'Asia/Kolkata')::date + ${to}::int`}
      FROM document_types WHERE code = ${code}`);
  }
}
