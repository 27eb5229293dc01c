import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../db/rows';

interface Listing {
  kind: 'negative' | 'NPA';
  project: string;
  bank: string;
  listed_on: string;
  reason: string;
}

const listings = (table: SQL, kind: Listing['kind'], projectId: number, bankId: number) => sql`
  SELECT ${kind}::text AS kind, p.name AS project, b.name AS bank, to_char(l.listed_on, 'YYYY-MM-DD') AS listed_on, l.reason
  FROM ${table} l JOIN projects p ON p.id = l.project_id JOIN banks b ON b.id = l.bank_id
  WHERE l.project_id = ${projectId} AND l.bank_id = ${bankId}`;

/**
 * The warning a case for a property in this project must carry for this bank: each negative or
 * NPA listing of the project by the bank, in one sentence each; null when it is listed by neither.
 */
export async function projectWarning(db: Runner, projectId: number, bankId: number): Promise<string | null> {
  const res = await rows<Listing>(
    db,
    sql`
    ${listings(sql`project_negative_listings`, 'negative', projectId, bankId)}
    UNION ALL ${listings(sql`project_npa_listings`, 'NPA', projectId, bankId)}
    ORDER BY listed_on, kind`,
  );
  if (!res.length) return null;
  return res.map((l) => `${l.project} is listed ${l.kind} by ${l.bank} since ${l.listed_on}: ${l.reason}`).join(' ');
}

/** The refusal of a case whose project warning is not acknowledged (the form shows the warning). */
export const unacknowledgedMessage = (warning: string) => `${warning} Acknowledge this warning to initiate the case.`;

/** What the case's history keeps of an acknowledged warning. */
export const acknowledgedComment = (warning: string) => `Project warning acknowledged: ${warning}`;
