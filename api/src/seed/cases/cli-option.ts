import type { DbHandle } from '../../db/client';
import { seedCases } from './index';
import { seedProjectsAtScale } from '../../modules/projects/scale-seed';
import { seedMastersAtScale } from '../../modules/masters-scale/scale-seed';
import { seedBillsAtScale } from '../../modules/bills/scale-seed';
import { seedCaseWorkAtScale } from '../../modules/online-requests/scale-seed';
import { seedMarketAtScale } from '../../modules/market-data/scale-seed';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `npm run seed -- --cases N`: generate, VACUUM ANALYZE, then report the time taken and the size. */
export async function runCasesOption(handle: DbHandle, cases: number): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  console.log(`Generating ${cases.toLocaleString('en-IN')} cases (replacing existing cases, bills and expenses)...`);
  const result = await seedCases(handle.db, { cases, replace: true, log: (line) => console.log(line) });
  const projects = await seedProjectsAtScale(handle.db, cases);
  console.log(`  ${'projects'.padEnd(28)} ${projects.toLocaleString('en-IN')} with listings, APFs, visits and units`);
  const m = await seedMastersAtScale(handle.db, cases);
  console.log(
    `  ${'masters'.padEnd(28)} ${Object.entries(m)
      .map(([k, v]) => `${v.toLocaleString('en-IN')} ${k}`)
      .join(', ')}`,
  );
  const billing = await seedBillsAtScale(handle.db);
  console.log(
    `  ${'billing'.padEnd(28)} ${billing.creditNotes.toLocaleString('en-IN')} credit notes, ` +
      `${billing.caseExpenses.toLocaleString('en-IN')} case expenses, ${billing.feeSchedules.toLocaleString('en-IN')} fee schedule rows`,
  );
  const work = await seedCaseWorkAtScale(handle.db, cases);
  console.log(
    `  ${'requests, queries, pickups'.padEnd(28)} ${Object.entries(work)
      .map(([k, v]) => `${v.toLocaleString('en-IN')} ${k}`)
      .join(', ')}`,
  );
  const market = await seedMarketAtScale(handle.db);
  console.log(
    `  ${'market data'.padEnd(28)} ${market.transactions.toLocaleString('en-IN')} sales, ${market.zones.toLocaleString('en-IN')} ready-reckoner zones`,
  );
  const loaded = performance.now();
  await handle.exec('VACUUM ANALYZE');
  const done = performance.now();
  const [{ size }] = await handle.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size');
  console.log(`  ${'VACUUM ANALYZE'.padEnd(28)} ${((done - loaded) / 1000).toFixed(1)} s`);
  // CPU seconds of this process (the embedded database runs in it): a fairer figure on a busy machine.
  const used = process.cpuUsage(cpu);
  if (result) {
    console.log(
      `Generated ${result.cases} cases, ${result.history} status changes, ${result.bills} bills, ` +
        `${result.expenses} expenses in ${((done - started) / 1000).toFixed(1)} s ` +
        `(cpu ${((used.user + used.system) / 1e6).toFixed(1)} s); database size ${mb(Number(size))}.`,
    );
  }
}
