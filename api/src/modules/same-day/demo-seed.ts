import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createCase } from '../cases/create';
import { makeMove } from '../cases/moves';
import { one, rows } from '../../db/rows';
import type { Actor } from 'mfe-cases/model';

const REQUESTS = [
  ['Anand Kulkarni', 'Flat 304, Shree Sai Heights, Karve Nagar, Pune', '411052', 'URGENT'],
  ['Farida Shaikh', 'Shop 12, Ground Floor, Sai Plaza, Vashi, Navi Mumbai', '400703', 'HIGH'],
  ['Gurpreet Sandhu', 'House 88, Sector 21, Kharghar, Navi Mumbai', '410210', 'URGENT'],
] as const;

/**
 * Same-day promises for /admin/SameDayCase: requests a bank wants valued the day they arrive
 * (due 7 pm India time that day), one still unallocated and two with the demo engineer.
 */
export async function seedSameDayDemo(tx: Db, opts: { adminId: number; employeeId: number }): Promise<void> {
  const admin: Actor = { id: opts.adminId, role: 'N/A', can: () => true };
  const [place] = await rows<{ bank_id: number; bank_branch_id: number; company_branch_id: number }>(
    tx,
    sql`SELECT bb.bank_id, bb.id AS bank_branch_id, coalesce(bb.company_branch_id, (SELECT min(id) FROM company_branches)) AS company_branch_id
        FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id WHERE b.status = '1' ORDER BY bb.id LIMIT 1`,
  );
  if (!place) return;
  for (const [i, [applicant, address, pincode, priority]] of REQUESTS.entries()) {
    const made = await createCase(
      tx,
      {
        ...place,
        applicant_name: applicant,
        property_address: address,
        pincode,
        priority,
        property_type: i === 1 ? 'COMMERCIAL_SHOP' : 'RES_FLAT',
        bank_ref_no: `SD/${pincode}/${i + 1}`,
        channel: 'PHONE',
        purpose: 'HOME_LOAN',
        case_type: 'FRESH',
        ignore_duplicates: true,
      },
      admin,
    );
    const c = await one<{ version: number }>(
      tx,
      sql`UPDATE cases SET tat_due_at = (biz_day(received_at)::timestamp + time '19:00') AT TIME ZONE 'Asia/Kolkata'
          WHERE id = ${made.id} RETURNING version`,
    );
    if (i > 0) await makeMove(tx, made.id, { move: 'allocate', version: c!.version, site_engineer_id: opts.employeeId }, admin);
  }
}
