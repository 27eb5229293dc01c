import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const PICKUPS = [
  [
    'BANK_BRANCH',
    'Meena Joshi',
    '9820012001',
    'State Bank of India, Andheri East Branch, MIDC Road, Andheri East, Mumbai',
    '400093',
    ['SALE_DEED', 'APPROVED_PLAN'],
    'REQUESTED',
  ],
  ['APPLICANT', 'Rakesh Patil', '9890012002', 'B-12, Gokul Dham Society, Goregaon East, Mumbai', '400063', ['TAX_RECEIPT'], 'SCHEDULED'],
  [
    'BANK_BRANCH',
    'Sanjay Nair',
    '9845012003',
    'HDFC Bank, Koramangala Branch, 80 Feet Road, Bengaluru',
    '560034',
    ['SALE_DEED', 'PREVIOUS_VALUATION'],
    'PICKED',
  ],
  [
    'APPLICANT',
    'Pooja Agarwal',
    '9810012004',
    'Flat 702, Tower C, Supertech Capetown, Sector 74, Noida',
    '201301',
    ['APPROVED_PLAN', 'TAX_RECEIPT'],
    'RECEIVED',
  ],
  ['BANK_BRANCH', 'Arvind Menon', '9847012005', 'Canara Bank, MG Road Branch, Kochi', '682016', ['OTHER'], 'CANCELLED'],
  ['APPLICANT', 'Sunil Deshpande', '9822012006', 'Row House 5, Shanti Vihar, Baner, Pune', '411045', ['SALE_DEED'], 'SCHEDULED'],
] as const;

/** Demo pickups in every status, linked to recent cases, the scheduled ones with the demo runner. */
export async function seedPickupsDemo(tx: Db, opts: { runnerId: number }): Promise<void> {
  const recent = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM cases WHERE status IN ('INITIATED', 'ALLOCATED') ORDER BY id DESC LIMIT 6`,
  );
  for (const [i, [from, name, mobile, address, pincode, docs, status]] of PICKUPS.entries()) {
    const day = (offset: number) => sql`(biz_day(now()) + ${offset}::int)`;
    const scheduled = status !== 'REQUESTED' && status !== 'CANCELLED';
    await tx.execute(sql`
      INSERT INTO document_pickups (case_id, pickup_from, contact_name, contact_mobile, address, pincode, documents, slot_date, slot,
                                    runner_id, picked_on, received_on, status, cancel_reason)
      VALUES (${recent[i]?.id ?? null}, ${from}, ${name}, ${mobile}, ${address}, ${pincode}, ${JSON.stringify(docs)}::jsonb,
              ${scheduled ? day(i - 3) : null}, ${scheduled ? '10-12' : null}, ${scheduled ? opts.runnerId : null},
              ${status === 'PICKED' || status === 'RECEIVED' ? day(i - 3) : null}, ${status === 'RECEIVED' ? day(i - 2) : null}, ${status},
              ${status === 'CANCELLED' ? 'Bank sent the papers by courier instead' : null})`);
  }
}
