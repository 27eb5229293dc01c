import type { FastifyInstance } from 'fastify';
import type { RawSql } from '../../db/client';
import { startWorker } from '../../lib/worker';

/**
 * Case and bill writes append their dashboard facts to dash_delta (migration 1060); this moves
 * them into the rollup. The dashboards read both, so the fold only keeps dash_delta small: it
 * changes no figure. With several API instances each folds; dash_fold() lets one at a time, and
 * `wait` queues behind a running fold instead of skipping (so the caller sees dash_delta emptied).
 */
export async function foldDashboards(db: RawSql, options: { wait?: boolean } = {}): Promise<number> {
  const [row] = await db.query<{ moved: number }>('SELECT dash_fold($1) AS moved', [options.wait ?? false]);
  return row?.moved ?? 0;
}

/** Folds every `everyMs` (0: never). */
export function installDashboardFold(app: FastifyInstance, db: RawSql, everyMs: number): void {
  if (everyMs <= 0) return;
  const worker = startWorker('dashboard fold', () => foldDashboards(db), everyMs, app.log);
  app.addHook('onClose', () => worker.stop());
}
