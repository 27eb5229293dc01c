import type { Db } from '../../db/client';
import { MIGRATION_LOCK_ID } from '../../db/migrate';
import { syncSequences, withBulkLoad } from './bulk';
import { resetCaseCounters } from './counters';
import { insertCases } from './load-cases';
import { createBillKeys, insertBills, insertExpenses, insertHistory } from './load-rest';
import { seedBillingRecords } from './billing';
import { ensureBanks, ensureEngineers } from './masters';
import { createPickTables } from './picks';
import { createDrawFunction, createPlan } from './plan';
import { rows, run, type Runner } from '../../db/rows';

/** Cases in the demo data of `npm start`: two years of work, some of it today. */
export const DEMO_CASES = 3000;

const LOADED = ['cases', 'case_status_history', 'bills', 'bill_lines', 'expenses'];

export interface SeedCasesOptions {
  cases: number;
  /** Delete existing cases, their history, bills and expenses first; otherwise skip when cases exist. */
  replace?: boolean;
  /** Changes every random choice (same seed, same data). */
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedCasesResult {
  cases: number;
  history: number;
  bills: number;
  expenses: number;
  steps: { step: string; ms: number }[];
}

/**
 * Generates realistic cases set-based (INSERT ... SELECT over generate_series), in one
 * transaction: banks and branches if missing, engineers for the volume, cases over two years with
 * their full status history, monthly bills, expenses; then rebuilds the dashboard summaries.
 * The caller runs VACUUM ANALYZE afterwards (it cannot run inside a transaction).
 */
export async function seedCases(db: Db, options: SeedCasesOptions): Promise<SeedCasesResult | null> {
  const total = Math.trunc(options.cases);
  if (!Number.isFinite(total) || total < 1 || total > 20_000_000) throw new Error('--cases must be between 1 and 20000000.');
  const steps: SeedCasesResult['steps'] = [];
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    steps.push({ step: name, ms: Math.round(performance.now() - started) });
    options.log?.(`  ${name.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return value;
  };

  return db.transaction(async (tx) => {
    await run(tx, `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    const [{ existing }] = await rows<{ existing: number }>(tx, 'SELECT count(*)::int AS existing FROM cases');
    if (existing > 0 && !options.replace) return null;
    await run(tx, "SET LOCAL work_mem = '256MB'");
    await run(tx, "SET LOCAL maintenance_work_mem = '256MB'");

    await step('banks and branches', () => ensureBanks(tx));
    await step('site engineers', () => ensureEngineers(tx, total));
    if (existing > 0) await step('remove old cases', () => truncateLoaded(tx));
    await step('lookup tables', () => createPickTables(tx));
    await createDrawFunction(tx, options.seed ?? 1);
    await step('case plan', () => createPlan(tx, total, 0));
    await step('load, indexes and keys', () =>
      withBulkLoad(tx, LOADED, async () => {
        await step('bills', async () => {
          await createBillKeys(tx);
          await insertBills(tx);
        });
        await step('cases', () => insertCases(tx));
        await step('status history', () => insertHistory(tx));
        await step('expenses', () => insertExpenses(tx, Math.round(total / 10)));
        options.log?.('  (rebuilding indexes and keys)');
      }),
    );
    await syncSequences(tx, LOADED);
    await resetCaseCounters(tx);
    await step('dashboard summaries', () => run(tx, 'SELECT dash_rebuild()'));
    await step('billing records', () => seedBillingRecords(tx));
    await run(tx, 'DROP FUNCTION pg_temp.su(bigint, integer)');
    const [counts] = await rows<Omit<SeedCasesResult, 'steps'>>(
      tx,
      `
      SELECT (SELECT count(*) FROM cases)::int AS cases, (SELECT count(*) FROM case_status_history)::int AS history,
             (SELECT count(*) FROM bills)::int AS bills, (SELECT count(*) FROM expenses)::int AS expenses`,
    );
    return { ...counts, steps };
  });
}

/** Cases, history, bills and expenses go; anything else pointing at cases goes with them (CASCADE). */
async function truncateLoaded(tx: Runner): Promise<void> {
  await run(tx, `TRUNCATE ${LOADED.join(', ')} RESTART IDENTITY CASCADE`);
}
