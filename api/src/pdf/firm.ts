import { sql } from 'drizzle-orm';
import { one, type Runner } from '../db/rows';

/** The letterhead of the firm's documents from the Company Master (and the office, by its name, when known). */
export async function firmLetterhead(db: Runner, officeName?: string | null): Promise<{ name: string; lines: string[] }> {
  const f =
    (await one<Record<string, string | null>>(
      db,
      sql`
    SELECT p.legal_name, p.trade_name, concat_ws(', ', p.registered_address, p.city, p.state, p.pincode) AS address,
           concat_ws(' · ', p.phone, p.email, p.website) AS contact, cb.branch_name, cb.address AS office_address
    FROM (SELECT 1) one LEFT JOIN company_profile p ON true
    LEFT JOIN company_branches cb ON cb.branch_name = ${officeName ?? null}`,
    )) ?? {};
  return {
    name: f.trade_name || f.legal_name || 'Valuation Back Office',
    lines: [
      f.trade_name && f.legal_name && f.trade_name !== f.legal_name ? f.legal_name : '',
      f.address ? `Registered office: ${f.address}` : '',
      f.branch_name ? `${f.branch_name} office: ${f.office_address ?? '-'}` : '',
      f.contact ?? '',
    ].filter(Boolean),
  };
}
