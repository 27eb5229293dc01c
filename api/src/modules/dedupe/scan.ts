import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findDuplicates, recordDuplicatePairs } from '../cases/duplicates';
import { one, rows, type Runner } from '../../db/rows';
import { DUPLICATE_DAYS } from 'mfe-cases/model';

interface Probe {
  id: number;
  bank_ref_no: string | null;
  applicant_name: string | null;
  pincode: string | null;
  property_address: string | null;
  fresh: boolean;
  status: string;
}

/** Checks one batch of cases newer than the watermark; answers how many were read. */
async function scanBatch(tx: Runner, batch: number): Promise<number> {
  const mark = await one<{ last_case_id: number }>(tx, sql`SELECT last_case_id FROM case_dedupe_scan WHERE id = 1 FOR UPDATE`);
  const news = await rows<Probe>(
    tx,
    sql`SELECT id, bank_ref_no, applicant_name, pincode, property_address, status,
               received_at >= now() - make_interval(days => ${DUPLICATE_DAYS}) AS fresh
        FROM cases WHERE id > ${mark?.last_case_id ?? 0} ORDER BY id LIMIT ${batch}`,
  );
  for (const c of news) {
    // An old case seen for the first time (a bulk import) or a cancelled one is nobody's new duplicate.
    if (!c.fresh || c.status === 'CANCELLED') continue;
    await recordDuplicatePairs(tx, c.id, await findDuplicates(tx, { ...c, exclude_id: c.id }));
  }
  if (news.length) await tx.execute(sql`UPDATE case_dedupe_scan SET last_case_id = ${news.at(-1)!.id}, scanned_at = now() WHERE id = 1`);
  return news.length;
}

/**
 * Runs the initiation's duplicate rule (findDuplicates, one rule for both) over every case added
 * since the last scan, in batches of its own transaction, until done or `budgetMs` is spent.
 * Two scans at once queue on the watermark row. Answers how many cases were read.
 */
export async function scanForDuplicates(db: Db, budgetMs = 3000, batch = 200): Promise<number> {
  const until = Date.now() + budgetMs;
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => scanBatch(tx, batch));
    total += n;
    if (n < batch || Date.now() > until) return total;
  }
}
