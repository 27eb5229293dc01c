import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const REQUESTS = [
  [
    'Anita Kulkarni',
    'Anita Kulkarni',
    '9820012345',
    'RES_FLAT',
    'Flat 702, Sai Ashirwad CHS, Chakala, Andheri East, Mumbai',
    '400099',
    'HOME_LOAN',
    'SUBMITTED',
    null,
    'FORM',
  ],
  [
    'Rohit Mehta',
    'Kavita Mehta',
    '9867011223',
    'RES_FLAT',
    'B-1104, Raheja Vistas, Saki Vihar Road, Powai, Mumbai',
    '400072',
    'LAP',
    'SUBMITTED',
    null,
    'XLSX',
  ],
  [
    'Farhan Shaikh',
    'Farhan Shaikh',
    '9930044556',
    'COMMERCIAL_SHOP',
    'Shop 12, Ground floor, Kamala Mills Compound, Lower Parel, Mumbai',
    '400013',
    'BT_TOPUP',
    'SUBMITTED',
    null,
    'FORM',
  ],
  [
    'Sneha Patil',
    'Sneha Patil',
    '9822077889',
    'RES_FLAT',
    'Flat 3, Shree Apartments, Law College Road, Erandwane, Pune',
    '411004',
    'HOME_LOAN',
    'REJECTED',
    'The property is outside our service area; please send it to the Pune valuer panel.',
    'FORM',
  ],
  [
    'Vijay Deshpande',
    'Meera Deshpande',
    '9890033445',
    'INDEPENDENT_HOUSE',
    'Plot 21, Lane 5, Koregaon Park, Pune',
    '411001',
    'HOME_LOAN',
    'ACCEPTED',
    null,
    'FORM',
  ],
] as const;

/**
 * A handful of requests from the two demo branch logins' branches, in every state: submitted ones
 * to work, one rejected with its reason, one accepted into the newest case of its branch.
 */
export async function seedOnlineRequestsDemo(db: Db, { adminId }: { adminId: number }): Promise<void> {
  const logins = await rows<{ id: number; bank_branch_id: number; bank_id: number }>(
    db,
    sql`
    SELECT u.id, u.bank_branch_id, bb.bank_id FROM branch_users u JOIN bank_branches bb ON bb.id = u.bank_branch_id
    WHERE u.email IN ('branch@example.com', 'hdfc.pune@example.com') ORDER BY u.email = 'branch@example.com' DESC`,
  );
  if (!logins.length) return;
  for (const [i, r] of REQUESTS.entries()) {
    const who = logins[i < 3 ? 0 : logins.length - 1];
    const [applicant, contact, mobile, type, address, pincode, purpose, status, reason, source] = r;
    const caseId =
      status === 'ACCEPTED' ? sql`(SELECT id FROM cases WHERE bank_branch_id = ${who.bank_branch_id} ORDER BY id DESC LIMIT 1)` : sql`NULL`;
    await db.execute(sql`
      INSERT INTO online_requests (bank_id, bank_branch_id, branch_user_id, applicant_name, contact_name, contact_mobile, property_type,
        property_address, pincode, purpose, bank_ref_no, source, status, reject_reason, case_id, decided_by, decided_at, created_at)
      VALUES (${who.bank_id}, ${who.bank_branch_id}, ${who.id}, ${applicant}, ${contact}, ${mobile}, ${type}, ${address}, ${pincode},
        ${purpose}, ${`HL/${2026}/${String(4410 + i * 37)}`}, ${source}, ${status}, ${reason}, ${caseId},
        ${status === 'SUBMITTED' ? null : adminId}, ${status === 'SUBMITTED' ? null : sql`now() - interval '1 day'`},
        now() - ${`${(REQUESTS.length - i) * 5} hours`}::interval)`);
  }
}
