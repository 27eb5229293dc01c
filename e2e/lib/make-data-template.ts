// Run by data-template.ts and database.ts in its own process: the demo database, migrated, seeded and
// vacuumed, in the PGlite folder or the PostgreSQL database (postgres://… URL) named by argv[2].
import { openDb } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { seedDemo } from '../../api/src/seed/seed-demo';

const target = process.argv[2];
if (!target) throw new Error('usage: make-data-template.ts <dataDir | postgres URL>');
const handle = await openDb(/^postgres(ql)?:/.test(target) ? { databaseUrl: target, dataDir: '' } : { dataDir: target });
try {
  await migrate(handle);
  await seedDemo(handle.db);
  // PGlite never autovacuums; on PostgreSQL the copies start with the template's statistics.
  await handle.exec('VACUUM ANALYZE');
} finally {
  await handle.close();
}
