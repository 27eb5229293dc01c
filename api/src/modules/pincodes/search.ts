import { and, asc, eq, sql } from 'drizzle-orm';
import { PINCODE_LOOKUP_LIMIT, type PincodeChoice } from 'shared/resources';
import type { Db } from '../../db/client';
import { pincodes } from '../../db/schema/index';
import { searchWhere } from '../../kit/index';

/** The `search` query of the pincode lookups: at most 100 characters. */
export const PINCODE_SEARCH_QUERY = {
  type: 'object',
  properties: { search: { type: 'string', maxLength: 100 } },
} as const;

/**
 * The pincode master's active pincodes for a search, one per pincode, at most PINCODE_LOOKUP_LIMIT:
 * digits match the pincode's beginning, words match the place. Answers master data only (pincode,
 * localities, district, state), so both the staff lookup and the public registration page use it.
 */
export async function searchPincodeChoices(db: Db, text: string | undefined): Promise<PincodeChoice[]> {
  const search = (text ?? '').trim();
  const digits = search.replace(/\s+/g, '');
  // Digits match the pincode's beginning (btree on pincode); words match the place, like the master's search.
  const match = /^\d{1,6}$/.test(digits)
    ? sql`${pincodes.pincode} LIKE ${`${digits}%`}`
    : searchWhere([pincodes.pincode, pincodes.locality, pincodes.district, pincodes.state], search);
  const rows = await db
    .select({
      pincode: pincodes.pincode,
      district: sql<string>`min(${pincodes.district})`,
      state: sql<string>`min(${pincodes.state})`,
      localities: sql<string[]>`(array_agg(${pincodes.locality} ORDER BY ${pincodes.locality}))[1:3]`,
      count: sql<number>`count(*)::int`,
    })
    .from(pincodes)
    .where(and(eq(pincodes.status, '1'), match))
    .groupBy(pincodes.pincode)
    .orderBy(asc(pincodes.pincode))
    .limit(PINCODE_LOOKUP_LIMIT);
  return rows.map((r) => {
    const area = r.localities.join(', ') + (r.count > r.localities.length ? ` +${r.count - r.localities.length} more` : '');
    return { pincode: r.pincode, name: `${r.pincode} · ${area}, ${r.district}`, area, district: r.district, state: r.state };
  });
}
