import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A technical policy per demo bank: its realisable and distress percentages, the property types
 * banks lend against (agricultural land only for the public-sector banks), and a 60-year age limit
 * (40 for housing finance companies). No document: one is uploaded on the page.
 */
export async function seedTechnicalPoliciesDemo(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO technical_policies (bank_id, title, effective_from, realisable_pct, distress_pct, property_types, max_property_age, notes)
    SELECT b.id, b.name || ' technical policy for valuation', date_trunc('year', now())::date,
           coalesce(b.realisable_pct, 90), least(coalesce(b.distress_pct, 80), coalesce(b.realisable_pct, 90)),
           CASE WHEN b.name ILIKE '%housing%' OR b.name ILIKE '%finance%'
                THEN '["RES_FLAT", "INDEPENDENT_HOUSE", "ROW_HOUSE", "PLOT"]'::jsonb
                ELSE '["RES_FLAT", "INDEPENDENT_HOUSE", "ROW_HOUSE", "PLOT", "COMMERCIAL_SHOP", "OFFICE", "INDUSTRIAL", "AGRI_LAND"]'::jsonb END,
           CASE WHEN b.name ILIKE '%housing%' THEN 40 ELSE 60 END,
           'Two independent valuations above ₹5 crore; site photographs with geo-tag.'
    FROM banks b ORDER BY b.id`);
}
