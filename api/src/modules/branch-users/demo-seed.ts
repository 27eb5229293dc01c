import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { rows } from '../../db/rows';

/**
 * Gives the two demo branch logins (made with their bank branches after the case seed) their
 * contact details, and adds a few more logins awaiting their set-password link.
 */
export async function seedBranchUsersDemo(db: Db): Promise<void> {
  const branches = await rows<{ id: number; bank: string; branch_name: string; city: string | null }>(
    db,
    sql`
    SELECT bb.id, b.short_name AS bank, bb.branch_name, bb.city FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id
    ORDER BY bb.id LIMIT 6`,
  );
  if (!branches.length) return;
  await db.execute(
    sql`UPDATE branch_users SET designation = 'Branch Manager', mobile = '9820098200' WHERE email = 'branch@example.com' AND designation IS NULL`,
  );
  await db.execute(
    sql`UPDATE branch_users SET designation = 'Credit Officer' WHERE email = 'hdfc.pune@example.com' AND designation IS NULL`,
  );
  const unusable = await hashPassword(`demo-unset-${Date.now()}`);
  for (const [i, r] of branches.slice(2).entries()) {
    const name = `${r.bank ?? 'Bank'} ${r.branch_name}`;
    const email = `${(r.bank ?? 'bank').toLowerCase()}.${(r.city ?? r.branch_name).toLowerCase().replace(/[^a-z]/g, '')}${r.id}@example.com`;
    await db.execute(sql`
      INSERT INTO branch_users (name, email, password_hash, bank_branch_id, designation, status, link_sent_at)
      VALUES (${name}, ${email}, ${unusable}, ${r.id}, ${['Branch Manager', 'Loan Officer', 'Credit Manager', 'Operations Officer'][i % 4]}, ${i === 3 ? '0' : '1'}, now() - ${`${i + 1} days`}::interval)
      ON CONFLICT (email) DO NOTHING`);
  }
}
