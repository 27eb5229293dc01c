import { sql } from 'drizzle-orm';
import { dto } from './sql';
import { rows, type Runner } from '../../db/rows';
import {
  ADDRESS_SIMILARITY,
  addressSimilarity,
  DUPLICATE_DAYS,
  normaliseName,
  type DuplicateMatch,
  type DuplicateReason,
} from 'mfe-cases/model';

export interface DuplicateProbe {
  bank_ref_no?: string | null;
  applicant_name?: string | null;
  pincode?: string | null;
  property_address?: string | null;
  /** The case itself, when checking an existing one. */
  exclude_id?: number | null;
}

/**
 * Possible duplicates of a new case, each with why: the same bank reference (any time), the same
 * applicant at the same pincode, or a near-identical address at that pincode in the last 90 days.
 * Each probe reads one index; the address likeness is scored here (a pincode's recent cases are few).
 */
export async function findDuplicates(db: Runner, p: DuplicateProbe): Promise<DuplicateMatch[]> {
  const ref = p.bank_ref_no?.trim();
  const pin = p.pincode?.trim();
  const name = normaliseName(p.applicant_name);
  const exclude = p.exclude_id ?? 0;
  const found = new Map<number, DuplicateMatch>();
  const add = (r: Record<string, unknown>, reason: DuplicateReason) => {
    const row = dto<DuplicateMatch>(r);
    const hit = found.get(row.id) ?? { ...row, reasons: [] };
    if (!hit.reasons.includes(reason)) hit.reasons.push(reason);
    found.set(row.id, hit);
  };
  const cols = sql`c.id, c.case_no, c.applicant_name, c.property_address, c.bank_ref_no, c.status, c.received_at`;
  if (ref) {
    for (const r of await rows(
      db,
      sql`SELECT ${cols} FROM cases c WHERE lower(c.bank_ref_no) = lower(${ref}) AND c.id <> ${exclude} LIMIT 20`,
    )) {
      add(r, 'BANK_REF');
    }
  }
  if (pin && /^[1-9][0-9]{5}$/.test(pin)) {
    // Two index probes (0902): the pincode's cases of the last days, and its cases of this applicant.
    const recent = await rows(
      db,
      sql`
      SELECT ${cols} FROM cases c
      WHERE c.pincode = ${pin} AND c.id <> ${exclude} AND c.received_at >= now() - make_interval(days => ${DUPLICATE_DAYS})
      UNION
      SELECT ${cols} FROM cases c
      WHERE c.pincode = ${pin} AND c.id <> ${exclude} AND lower(c.applicant_name) = lower(${p.applicant_name ?? ''})
      ORDER BY received_at DESC LIMIT 2000`,
    );
    for (const r of recent) {
      if (name && normaliseName(r.applicant_name as string) === name) add(r, 'APPLICANT_PINCODE');
      const fresh = Date.now() - new Date(r.received_at as string).getTime() <= DUPLICATE_DAYS * 86_400_000;
      if (fresh && p.property_address && addressSimilarity(p.property_address, r.property_address as string) >= ADDRESS_SIMILARITY) {
        add(r, 'ADDRESS');
      }
    }
  }
  return [...found.values()].sort((a, b) => b.received_at.localeCompare(a.received_at)).slice(0, 20);
}

/**
 * Stores a case's matches as suspected pairs for /admin/dedupe (older case first), merging the
 * reasons into a pair already open. A cancelled case is nobody's duplicate; a decided pair keeps
 * its decision. The initiation calls it for a case created despite its matches, and the scan of
 * older cases for each case it reads: one rule, one record.
 */
export async function recordDuplicatePairs(tx: Runner, caseId: number, matches: DuplicateMatch[]): Promise<void> {
  for (const m of matches) {
    if (m.status === 'CANCELLED') continue;
    const [a, b] = m.id < caseId ? [m.id, caseId] : [caseId, m.id];
    await tx.execute(sql`
      INSERT INTO case_duplicate_pairs (case_a, case_b, reasons) VALUES (${a}, ${b}, ${JSON.stringify(m.reasons)}::jsonb)
      ON CONFLICT (case_a, case_b) DO UPDATE
        SET reasons = (SELECT jsonb_agg(DISTINCT r) FROM jsonb_array_elements(case_duplicate_pairs.reasons || EXCLUDED.reasons) r)
        WHERE case_duplicate_pairs.status = 'OPEN'`);
  }
}
