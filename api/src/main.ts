import { checkNodeVersion } from './ops/node-version';
import { loadConfig, productionProblems } from './config';
import { openDb, type DbHandle } from './db/client';
import { migrate, vacuumIfEmbedded } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-data';

/** How long SIGTERM waits for requests in flight before the process stops anyway. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 20_000;

async function hasDemoLogins(handle: DbHandle): Promise<boolean> {
  const rows = await handle.query('SELECT 1 FROM users WHERE email = $1', [DEMO_LOGINS[0].email]);
  return rows.length > 0;
}

/** Says `prepared` to npm start and waits for its `serve` (the apps built and published). */
function toldToServe(send: (message: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'serve') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    send('prepared');
  });
}

async function main(): Promise<void> {
  checkNodeVersion();
  const problems = productionProblems(process.env);
  if (problems.length) throw new Error(`Refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  const config = loadConfig();
  // The database opens (PGlite compiles its wasm off the main thread) while the app's modules load:
  // Fastify, its plugins and every API module are imported here rather than before main.
  const opening = openDb(config);
  opening.catch(() => undefined); // awaited below; a failure is reported there
  const [{ buildApp }, { seedDemo }] = await Promise.all([import('./app'), import('./seed/seed-demo')]);
  const handle = await opening;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  // Graceful: stop accepting, let requests in flight finish (Fastify's close waits for them and
  // answers 503 to new requests on kept-alive connections), then close the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      console.error(`Requests still running ${SHUTDOWN_GRACE_MS} ms after ${signal}: stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A kept-alive connection whose request ends during the close would hold it open until the
    // client lets go: close each connection as soon as it has no request running.
    const idle = setInterval(() => app?.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const applied = await migrate(handle);
    const seeded = config.seedDemo ? (await seedDemo(handle.db)).seeded : false;
    if (applied.length || seeded) await vacuumIfEmbedded(handle);
    // `--prepare`: the database only (migrations, demo data), then stop. The first `npm start` runs
    // it while the apps build, so the server that follows starts on an existing data folder.
    if (process.argv.includes('--prepare')) {
      await handle.close();
      process.exit(0);
    }
    // `--serve-when-told` (tools/start.mjs): ready while the apps still build; serve on the word.
    if (process.argv.includes('--serve-when-told') && process.send) {
      process.once('disconnect', () => void shutdown('npm start stopped'));
      await toldToServe(process.send.bind(process));
    }
    app = await buildApp({ handle, config });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await handle.close().catch(() => {});
    throw err;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Back office running at http://localhost:${port}`);
  console.log(`Database: ${where}`);
  if (!config.production && (config.seedDemo || (await hasDemoLogins(handle)))) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.kind.padEnd(11)} ${l.page}  (${l.note})`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
