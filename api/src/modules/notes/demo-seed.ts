import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const NOTES = [
  [
    'Revised fee schedule agreed',
    'Met the RACPC head: fee for flats above 1 crore revised to 0.12% with a cap of 25,000. Effective next month; bills to quote the circular number.',
  ],
  [
    'Empanelment renewal documents',
    'Bank asked for the updated IBBI certificate, PI insurance copy and the last three years’ turnover certificate before the renewal committee meets.',
  ],
  [
    'Report format change',
    'From this quarter the bank wants the NDMA section and geo-tagged photos on page 2, and distress value at 80% of market value.',
  ],
  [
    'Escalation on TAT',
    'Branch manager complained about two cases beyond TAT in Kalyan. Assigned a second site engineer for the Thane belt.',
  ],
  [
    'Payment follow-up',
    'Accounts confirmed that invoices of the last quarter are cleared for payment; TDS certificate (Form 16A) to be e-mailed by the 15th.',
  ],
  ['New branch contact', 'The new credit manager prefers requests by e-mail only; phone calls only for site access issues.'],
] as const;

/** A few staff notes on the demo banks and branches, by the admin, spread over recent weeks. */
export async function seedNotesDemo(db: Db, opts: { authorId: number }): Promise<void> {
  const branches = await rows<{ id: number; bank_id: number }>(
    db,
    sql`SELECT bb.id, bb.bank_id FROM bank_branches bb ORDER BY bb.id LIMIT 6`,
  );
  for (const [i, [subject, note]] of NOTES.entries()) {
    const b = branches[i % Math.max(branches.length, 1)];
    if (!b) return;
    await db.execute(sql`
      INSERT INTO notes (bank_id, bank_branch_id, subject, note, author_id, created_at, updated_at)
      VALUES (${b.bank_id}, ${i % 2 ? b.id : null}, ${subject}, ${note}, ${opts.authorId}, now() - ${`${i * 5 + 1} days`}::interval, now() - ${`${i * 5 + 1} days`}::interval)`);
  }
}
