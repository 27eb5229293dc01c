import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './client';

/**
 * PGlite runs no autovacuum, so after a bulk write (an import of 5,000 online requests, a CSV of
 * market sales) the planner kept its old picture of the table until the next restart: the staff's
 * search of the submitted requests took 120 ms instead of 25. The embedded server does autovacuum's
 * analyze itself: every `everyMs`, the tables whose rows changed by more than autovacuum's default
 * threshold (50 rows + 10% of the table) are analysed. A real PostgreSQL does this on its own.
 */
export function installAutoAnalyze(app: FastifyInstance, handle: DbHandle, everyMs = 10_000): void {
  if (handle.kind !== 'pglite') return;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      for (const table of await staleTables(handle)) await handle.exec(`ANALYZE ${quoteIdent(table)}`);
    } catch (err) {
      app.log.warn({ err }, 'auto-analyze failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Tables changed past autovacuum's analyze threshold since their last analyze, most changed first.
 * Like autovacuum, the size is the planner's (pg_class.reltuples): the embedded server starts its
 * counters at zero, so n_live_tup said 0 for every table and the first 50 changes after a start
 * analysed whole tables (the 1M cases and their history, during a status move). One counter a
 * table, not the view's twenty: the pass runs on the requests' one connection.
 */
export async function staleTables(handle: DbHandle): Promise<string[]> {
  const rows = await handle.query<{ relname: string }>(
    `SELECT relname FROM (
        SELECT c.relname, pg_stat_get_mod_since_analyze(c.oid) AS changed, greatest(c.reltuples, 0) AS size
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')) t
      WHERE changed > 50 + 0.1 * size
      ORDER BY changed DESC`,
  );
  return rows.map((r) => r.relname);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
