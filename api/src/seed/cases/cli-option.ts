import type { DbHandle } from '../../db/client';
import { seedCases } from './index';
import { seedProjectsAtScale } from '../../modules/projects/scale-seed';
import { seedMastersAtScale } from '../../modules/masters-scale/scale-seed';
import { seedBillsAtScale } from '../../modules/bills/scale-seed';
import { seedCaseWorkAtScale } from '../../modules/online-requests/scale-seed';
import { seedMarketAtScale } from '../../modules/market-data/scale-seed';
import { seedHrAtScale } from '../../modules/hr-common/scale-seed';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One line of the seed's report: what a domain's scale seed added. */
function counted(label: string, counts: object): void {
  const what = Object.entries(counts as Record<string, number>).map(([k, v]) => `${v.toLocaleString('en-IN')} ${k}`);
  console.log(`  ${label.padEnd(28)} ${what.join(', ')}`);
}

/** `npm run seed -- --cases N`: generate, VACUUM ANALYZE, then report the time taken and the size. */
export async function runCasesOption(handle: DbHandle, cases: number): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  console.log(`Generating ${cases.toLocaleString('en-IN')} cases (replacing existing cases, bills and expenses)...`);
  const result = await seedCases(handle.db, { cases, replace: true, log: (line) => console.log(line) });
  const projects = await seedProjectsAtScale(handle.db, cases);
  console.log(`  ${'projects'.padEnd(28)} ${projects.toLocaleString('en-IN')} with listings, APFs, visits and units`);
  counted('masters', await seedMastersAtScale(handle.db, cases));
  const billing = await seedBillsAtScale(handle.db);
  counted('billing', {
    'credit notes': billing.creditNotes,
    'case expenses': billing.caseExpenses,
    'fee schedule rows': billing.feeSchedules,
  });
  counted('requests, queries, pickups', await seedCaseWorkAtScale(handle.db, cases));
  const market = await seedMarketAtScale(handle.db);
  counted('market data', { sales: market.transactions, 'ready-reckoner zones': market.zones });
  counted('hr', await seedHrAtScale(handle.db, cases));
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
