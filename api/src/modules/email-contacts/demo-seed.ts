import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailContacts } from '../../db/schema/index';
import { rows } from '../../db/rows';

const PEOPLE = [
  ['Ramesh Iyer', 'Chief Manager'],
  ['Sunita Deshpande', 'Branch Manager'],
  ['Amit Khanna', 'Credit Manager'],
  ['Priya Nair', 'Assistant General Manager'],
  ['Vikram Rathore', 'Senior Manager (RACPC)'],
  ['Neha Kulkarni', 'Manager - Retail Loans'],
  ['Sanjay Gupta', 'Accounts Officer'],
  ['Kavita Reddy', 'Operations Head'],
] as const;

/** Contacts for every demo bank (bank-wide) and for its first branches (branch-level), in the demo seed. */
export async function seedEmailContactsDemo(db: Db): Promise<void> {
  const branches = await rows<{ id: number; bank_id: number; city: string | null; short: string; n: number }>(
    db,
    sql`
    SELECT bb.id, bb.bank_id, bb.city, lower(regexp_replace(coalesce(b.short_name, b.name), '[^A-Za-z]', '', 'g')) AS short,
           row_number() OVER (PARTITION BY bb.bank_id ORDER BY bb.id) AS n
    FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id`,
  );
  const values: (typeof emailContacts.$inferInsert)[] = [];
  let p = 0;
  const person = () => PEOPLE[p++ % PEOPLE.length];
  for (const b of branches.filter((x) => Number(x.n) === 1)) {
    for (const purpose of ['REPORTS', 'BILLS', 'MIS']) {
      const [contact_name, designation] = person();
      values.push({
        bank_id: b.bank_id,
        purpose,
        contact_name,
        designation,
        email: `${purpose.toLowerCase()}.ho@${b.short}.example.in`,
        mobile: `98${String(20000000 + p * 7919).slice(0, 8)}`,
      });
    }
  }
  for (const b of branches.filter((x) => Number(x.n) <= 3)) {
    const city = (b.city ?? 'branch').toLowerCase().replace(/[^a-z]/g, '');
    for (const purpose of ['REQUESTS', 'FEEDBACK']) {
      const [contact_name, designation] = person();
      values.push({
        bank_id: b.bank_id,
        bank_branch_id: b.id,
        purpose,
        contact_name,
        designation,
        email: `${purpose.toLowerCase()}.${city}${b.id}@${b.short}.example.in`,
      });
    }
  }
  if (values.length) await db.insert(emailContacts).values(values).onConflictDoNothing();
}
