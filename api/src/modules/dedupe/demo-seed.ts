import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createCase } from '../cases/create';
import { one } from '../../db/rows';
import type { Actor } from 'mfe-cases/model';
import { scanForDuplicates } from './scan';

/**
 * A suspected duplicate for the demo: the same request sent again by the branch (same bank
 * reference, applicant and pincode, the address typed slightly differently), then the scan that
 * the page runs, so /admin/dedupe opens with that pair and any the generated cases hold.
 */
export async function seedDedupeDemo(tx: Db, opts: { adminId: number }): Promise<void> {
  const admin: Actor = { id: opts.adminId, role: 'N/A', can: () => true };
  const src = await one<Record<string, unknown>>(
    tx,
    sql`SELECT bank_id, bank_branch_id, company_branch_id, bank_ref_no, applicant_name, property_type, property_address, city,
               district, state, pincode
        FROM cases WHERE status = 'INITIATED' AND bank_ref_no IS NOT NULL AND pincode IS NOT NULL AND property_address IS NOT NULL
        ORDER BY id LIMIT 1`,
  );
  if (src) {
    await createCase(
      tx,
      {
        ...src,
        property_address: `${String(src.property_address).replace(/,\s*/g, ', ')}.`,
        channel: 'PHONE',
        purpose: 'HOME_LOAN',
        case_type: 'FRESH',
        priority: 'NORMAL',
        ignore_duplicates: true,
      },
      admin,
    );
  }
  await scanForDuplicates(tx, 60_000);
}
