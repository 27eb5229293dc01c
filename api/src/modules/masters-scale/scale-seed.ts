import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { GENERATED_CONTACT, seedBankSideAtScale } from './bank-side';
import { seedFeedbackAtScale } from './feedback';
import { seedPlacesAtScale } from './places';

/**
 * Two more collection accounts per company branch (never the default: that stays the demo's),
 * numbered 7770<branch><n> at ICICI and Kotak, as the payment master's IFSC and number rules want.
 */
async function seedPaymentAccountsAtScale(db: Db): Promise<number> {
  await db.execute(sql`DELETE FROM payment_accounts WHERE account_number ~ '^7770[0-9]{8}$'`);
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`WITH firm AS (SELECT coalesce((SELECT legal_name FROM company_profile ORDER BY id LIMIT 1), 'Valuation Back Office') AS name),
    ins AS (
      INSERT INTO payment_accounts (company_branch_id, account_name, account_number, ifsc, bank_name, branch_name, upi_id, created_at, updated_at)
      SELECT cb.id, firm.name, '7770' || lpad(cb.id::text, 6, '0') || lpad(k::text, 2, '0'),
             (ARRAY['ICIC', 'KKBK'])[k] || '0' || lpad(((cb.id * 97 + k * 13) % 1000000)::text, 6, '0'),
             (ARRAY['ICICI Bank', 'Kotak Mahindra Bank'])[k], cb.branch_name,
             'valuers.' || lower(cb.code) || (ARRAY['@icici', '@kotak'])[k], now() - interval '700 days', now() - interval '700 days'
      FROM company_branches cb CROSS JOIN firm, generate_series(1, 2) k
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  return n;
}

/**
 * The masters at scale for `npm run seed -- --cases N` (after seedCases): pincodes and the hazard
 * master over India's postal circles, contacts, agreements, notes and MIS definitions on the banks
 * and branches, feedback on the released cases, and collection accounts per company branch.
 * Set-based, scaled from the case count; a rerun replaces what it generated. Answers the counts.
 */
export async function seedMastersAtScale(db: Db, cases: number) {
  const places = await seedPlacesAtScale(db, cases);
  const bankSide = await seedBankSideAtScale(db, cases);
  const feedback = await seedFeedbackAtScale(db, GENERATED_CONTACT);
  const paymentAccounts = await seedPaymentAccountsAtScale(db);
  return { ...places, ...bankSide, ...feedback, paymentAccounts };
}
