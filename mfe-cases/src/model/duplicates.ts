/**
 * A possible duplicate of a new case: the same bank reference, or the same applicant at the same
 * pincode, or a near-identical address in the last DUPLICATE_DAYS days.
 */
export const DUPLICATE_DAYS = 90;
/** Addresses at least this similar (Dice coefficient of letter pairs) count as near-identical. */
export const ADDRESS_SIMILARITY = 0.85;

export type DuplicateReason = 'BANK_REF' | 'APPLICANT_PINCODE' | 'ADDRESS';
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  BANK_REF: 'Same bank reference',
  APPLICANT_PINCODE: 'Same applicant and pincode',
  ADDRESS: 'Near-identical address',
};

export interface DuplicateMatch {
  id: number;
  case_no: string;
  applicant_name: string | null;
  property_address: string | null;
  bank_ref_no: string | null;
  status: string;
  received_at: string;
  reasons: DuplicateReason[];
}

/** Lower-case letters and digits, one space between words, common words expanded away. */
export function normaliseAddress(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/\b(flat|flat no|no|number|road|rd|street|st|near|opp|opposite)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function normaliseName(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function pairs(s: string): Map<string, number> {
  const out = new Map<string, number>();
  const t = s.replace(/ /g, '');
  for (let i = 0; i < t.length - 1; i++) {
    const p = t.slice(i, i + 2);
    out.set(p, (out.get(p) ?? 0) + 1);
  }
  return out;
}

const numbersOf = (s: string) =>
  (s.match(/[0-9]+/g) ?? [])
    .filter((n) => !/^[1-9][0-9]{5}$/.test(n))
    .sort()
    .join(' ');

/**
 * Dice coefficient of the two normalised addresses' letter pairs, 0..1; 0 when their numbers
 * (flat, plot, survey numbers; the pincode aside) differ: flat 402 and flat 403 are neighbours.
 */
export function addressSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  const x = normaliseAddress(a);
  const y = normaliseAddress(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  if (numbersOf(x) !== numbersOf(y)) return 0;
  const px = pairs(x);
  const py = pairs(y);
  let common = 0;
  let total = 0;
  for (const n of px.values()) total += n;
  for (const n of py.values()) total += n;
  for (const [p, n] of px) common += Math.min(n, py.get(p) ?? 0);
  return total ? (2 * common) / total : 0;
}
