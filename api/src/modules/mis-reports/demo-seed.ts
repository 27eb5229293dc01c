import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** MIS definitions for the first demo banks (last sent recently, so nothing goes out on first start). */
export async function seedMisReportsDemo(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO mis_reports (name, report, bank_id, frequency, extra_emails, last_sent_at)
    SELECT b.name || ' - ' || r.label, r.report, b.id, r.frequency, ARRAY['mis@valuers.example.in'], now() - interval '2 hours'
    FROM (SELECT id, name FROM banks ORDER BY id LIMIT 3) b
    CROSS JOIN (VALUES ('Weekly cases', 'CASES', 'WEEKLY'), ('Monthly TAT', 'TAT', 'MONTHLY'), ('Receivables', 'RECEIVABLES', 'MONTHLY')) AS r(label, report, frequency)`);
}
