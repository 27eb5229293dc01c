import type { DbHandle } from '../../db/client';
import { seedCases } from './index';
import { seedProjectsAtScale } from '../../modules/projects/scale-seed';
import { seedHrAtScale } from '../../modules/hr-common/scale-seed';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `npm run seed -- --cases N`: generate, VACUUM ANALYZE, then report the time taken and the size. */
export async function runCasesOption(handle: DbHandle, cases: number): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  console.log(`Generating ${cases.toLocaleString('en-IN')} cases (replacing existing cases, bills and expenses)...`);
  const result = await seedCases(handle.db, { cases, replace: true, log: (line) => console.log(line) });
  const projects = await seedProjectsAtScale(handle.db, cases);
  console.log(`  ${'projects'.padEnd(28)} ${projects.toLocaleString('en-IN')} with listings, APFs, visits and units`);
  const hr = await seedHrAtScale(handle.db, cases);
  console.log(
    `  ${'hr'.padEnd(28)} ${Object.entries(hr)
      .map(([k, v]) => `${v.toLocaleString('en-IN')} ${k}`)
      .join(', ')}`,
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
