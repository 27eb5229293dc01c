import { run, type Runner } from '../../db/rows';

/**
 * After a bulk load the case and report counters start again from the numbers now in use
 * (next_case_number reads the highest one when a counter is missing), so a new case never takes
 * a number the load gave out.
 */
export async function resetCaseCounters(db: Runner): Promise<void> {
  await run(db, 'DELETE FROM case_counters');
}
