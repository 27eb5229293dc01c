// Run by data-template.ts in its own process: a migrated, seeded, vacuumed PGlite folder at argv[2].
import { openDb } from '../../api/src/db/client';
import { migrate, vacuumIfEmbedded } from '../../api/src/db/migrate';
import { seedDemo } from '../../api/src/seed/seed-demo';

const dir = process.argv[2];
if (!dir) throw new Error('usage: make-data-template.ts <dataDir>');
const handle = await openDb({ dataDir: dir });
try {
  await migrate(handle);
  await seedDemo(handle.db);
  await vacuumIfEmbedded(handle);
} finally {
  await handle.close();
}
