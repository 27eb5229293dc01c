// `npm test -w e2e [-- <file or name filter>...]`: starts ONE server, then runs the test files with
// node:test; every test process reuses that server (startSuite() reads E2E_BASE_URL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSuite, suiteEnv, ROOT } from './server';

const TESTS_DIR = path.join(ROOT, 'e2e', 'tests');

function findTests(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? findTests(path.join(dir, d.name)) : d.name.endsWith('.test.ts') ? [path.join(dir, d.name)] : []))
    .sort();
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2);
  const files = findTests(TESTS_DIR).filter((f) => !filters.length || filters.some((x) => f.includes(x.replace(/^(e2e\/)?tests\//, ''))));
  if (!files.length) {
    console.error(`no e2e test file matches ${filters.join(' ') || 'e2e/tests/**/*.test.ts'}`);
    return 1;
  }
  const started = Date.now();
  // Screenshots and logs of this run's failures only.
  fs.rmSync(path.join(ROOT, 'e2e', 'artifacts'), { recursive: true, force: true });
  const suite = await startSuite();
  let child: ReturnType<typeof spawn> | undefined;
  const killTree = (signal: NodeJS.Signals) => {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        child.kill(signal);
      }
    }
  };
  const shutdown = async (signal: NodeJS.Signals) => {
    killTree(signal);
    await suite.stop();
    process.exit(130);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    const concurrency = process.env.E2E_CONCURRENCY ?? '2';
    const limitMin = Number(process.env.E2E_TIMEOUT_MIN ?? 15);
    const code = await new Promise<number>((resolve) => {
      // --test-force-exit: a file whose hook left a browser or server open must not hang the run.
      const args = ['--import', 'tsx', '--test', '--test-force-exit', `--test-concurrency=${concurrency}`, '--test-timeout=180000', ...files];
      // Its own process group, so the test files and their browsers go with it.
      child = spawn(process.execPath, args, { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, ...suiteEnv(suite) }, stdio: 'inherit', detached: true });
      const watchdog = setTimeout(() => {
        console.log(`# e2e: still running after ${limitMin} min (E2E_TIMEOUT_MIN); stopping it`);
        killTree('SIGKILL');
      }, limitMin * 60_000);
      child.on('exit', (c, sig) => {
        clearTimeout(watchdog);
        resolve(c ?? (sig ? 1 : 0));
      });
    });
    console.log(`# e2e: ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code;
  } finally {
    await suite.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
