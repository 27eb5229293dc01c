import { sql } from 'drizzle-orm';
import { toColumns } from 'shared/resources';
import type { Row } from '../../kit/index';
import { one, rows, type Runner } from '../../db/rows';
import { onlineRequestResource as desc } from 'mfe-cases/model';
import { badRequest } from '../../http/errors';

const CHUNK = 500;

/** The bank a branch belongs to (a branch login whose branch was removed may send nothing). */
export async function bankOfBranch(db: Runner, bankBranchId: number): Promise<number> {
  const b = await one<{ bank_id: number }>(db, sql`SELECT bank_id FROM bank_branches WHERE id = ${bankBranchId}`);
  if (!b) throw badRequest({ bank_branch_id: 'Your login is not linked to a bank branch.' });
  return b.bank_id;
}

/** Inserts checked requests of one branch in chunks (a sheet may hold thousands); answers their ids. */
export async function insertRequests(
  db: Runner,
  who: { bankId: number; bankBranchId: number; loginId: number | null },
  list: Row[],
  source: 'FORM' | 'XLSX',
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < list.length; i += CHUNK) {
    const values = list.slice(i, i + CHUNK).map((body) => {
      const c = toColumns(desc, body, 'create');
      const v = (name: string) => (c[name] ?? null) as string | null;
      return sql`(${who.bankId}, ${who.bankBranchId}, ${who.loginId}, ${v('applicant_name')}, ${v('contact_name')}, ${v('contact_mobile')},
        ${v('property_type')}, ${v('property_address')}, ${v('pincode')}, ${v('purpose') ?? 'HOME_LOAN'}, ${v('bank_ref_no')},
        ${v('remarks')}, ${source})`;
    });
    const made = await rows<{ id: number }>(
      db,
      sql`
      INSERT INTO online_requests (bank_id, bank_branch_id, branch_user_id, applicant_name, contact_name, contact_mobile, property_type,
        property_address, pincode, purpose, bank_ref_no, remarks, source)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`,
    );
    ids.push(...made.map((r) => r.id));
  }
  return ids;
}
