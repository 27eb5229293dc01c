import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const COURIERS = [
  [
    'Blue Dart',
    'BD81234567',
    'State Bank of India, Fort Branch',
    'Mumbai Samachar Marg, Fort, Mumbai 400001',
    ['SALE_DEED', 'APPROVED_PLAN'],
  ],
  ['DTDC', 'D40123987', 'HDFC Bank, Aundh Branch', 'ITI Road, Aundh, Pune 411007', ['TAX_RECEIPT']],
  ['India Post Speed Post', 'EM123456789IN', 'Ramesh Iyer (applicant)', '14 Lake View Road, Chennai 600034', ['PREVIOUS_VALUATION']],
  ['Professional Couriers', 'PC55120934', 'ICICI Bank, Salt Lake Branch', 'Sector V, Salt Lake, Kolkata 700091', ['SALE_DEED', 'OTHER']],
  ['Delhivery', 'DLV90876512', 'Axis Bank, Banjara Hills Branch', 'Road No. 1, Banjara Hills, Hyderabad 500034', ['APPROVED_PLAN']],
] as const;

/** Demo inward couriers of the last days, each with the cases it brought papers for. */
export async function seedCouriersDemo(tx: Db, opts: { receiverIds: number[] }): Promise<void> {
  const recent = await rows<{ case_no: string }>(tx, sql`SELECT case_no FROM cases ORDER BY id DESC LIMIT 10`);
  for (const [i, [company, awb, sender, address, docs]] of COURIERS.entries()) {
    const cases = recent.slice(i * 2, i * 2 + (i % 2) + 1).map((c) => c.case_no);
    await tx.execute(sql`
      INSERT INTO received_couriers (courier_company, awb_no, sender, sender_address, received_on, received_by, case_nos, documents, packets, remarks)
      VALUES (${company}, ${awb}, ${sender}, ${address}, biz_day(now()) - ${i}::int, ${opts.receiverIds[i % opts.receiverIds.length]},
              ${JSON.stringify(cases)}::jsonb, ${JSON.stringify(docs)}::jsonb, ${1 + (i % 2)},
              ${i === 2 ? 'Envelope slightly torn; contents intact' : null})`);
  }
}
