import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { raiseRenewalTasks } from './renewals';
import { rows } from '../../db/rows';

const TERMS = [
  'Flats and houses: 0.10% of market value, min ₹3,000, max ₹25,000. Plots: flat ₹4,000. Revisit ₹1,500. Out-of-city travel at actuals.',
  'Up to ₹50 lakh: ₹3,500; ₹50 lakh to ₹2 crore: ₹6,000; above ₹2 crore: 0.05%, max ₹40,000. GST extra.',
  'Retail home loans: ₹4,000 flat; LAP and commercial: 0.08% of fair market value, min ₹7,500.',
];

/**
 * One current agreement per demo bank (a few ending within 90, 60 and 30 days, the rest later),
 * plus the expired agreement each renewed one replaced; then the renewal tasks they raise.
 */
export async function seedAgreementsDemo(db: Db): Promise<void> {
  const banks = await rows<{ id: number; short: string }>(db, sql`SELECT id, coalesce(short_name, name) AS short FROM banks ORDER BY id`);
  const endsIn = [20, 45, 75, 200, 410, 700, 900, 1100, 1300, 1500];
  for (const [i, b] of banks.entries()) {
    const days = endsIn[i % endsIn.length];
    const year = (offset: number) => new Date(Date.now() + (days - offset) * 86_400_000).getUTCFullYear();
    const no = (offset: number) =>
      `${b.short.toUpperCase().replace(/[^A-Z]/g, '')}/EMP/${year(offset)}/${String(100 + i * 7).padStart(4, '0')}`;
    await db.execute(sql`
      INSERT INTO agreements (bank_id, agreement_no, valid_from, valid_to, fee_terms)
      VALUES (${b.id}, ${no(1095)}, (now() AT TIME ZONE 'Asia/Kolkata')::date + ${days}::int - 1095, (now() AT TIME ZONE 'Asia/Kolkata')::date + ${days}::int, ${TERMS[i % TERMS.length]})
      ON CONFLICT DO NOTHING`);
    if (days > 365) {
      await db.execute(sql`
        INSERT INTO agreements (bank_id, agreement_no, valid_from, valid_to, fee_terms)
        VALUES (${b.id}, ${no(2920)}, (now() AT TIME ZONE 'Asia/Kolkata')::date + ${days}::int - 2920, (now() AT TIME ZONE 'Asia/Kolkata')::date + ${days}::int - 1096, ${TERMS[(i + 1) % TERMS.length]})
        ON CONFLICT DO NOTHING`);
    }
  }
  await raiseRenewalTasks(db);
}
