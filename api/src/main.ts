import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { migrate, vacuumIfEmbedded } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-data';
import { seedDemo } from './seed/seed-demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDb(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    try {
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const applied = await migrate(handle);
    const seeded = config.seedDemo ? (await seedDemo(handle.db)).seeded : false;
    if (applied.length || seeded) await vacuumIfEmbedded(handle);
    app = await buildApp({ handle, config });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await handle.close().catch(() => {});
    throw err;
  }

  const where = handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Back office running at http://localhost:${config.port}`);
  console.log(`Database: ${where}`);
  if (config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.kind.padEnd(11)} ${l.page}  (${l.note})`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
