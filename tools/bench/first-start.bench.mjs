// Issue 26: what a fresh clone costs on its first `npm start` (after `npm install`), a restart, and
// the built server against tsx on the same data folder. The clone is this repository at
// FIRST_START_REF (default HEAD, e.g. an older commit to compare in the same conditions), its
// node_modules hard-linked from this checkout (what `npm install` would have put there). Each row
// carries the load average when it ended: the machine is shared, so compare runs made side by side.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.mjs';

export const name = 'first-start';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS) || 900_000;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function git(args, cwd = ROOT) {
  const res = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`git ${args.join(' ')}: ${res.stderr}`);
  return res.stdout.trim();
}

/** A clone of this repository at `ref`, with this checkout's installed packages hard-linked in. */
function freshClone(dir, ref) {
  const sha = git(['rev-parse', ref]);
  git(['clone', '--quiet', '--no-checkout', ROOT, dir]);
  git(['checkout', '--quiet', '--detach', sha], dir);
  for (const ws of ['.', ...fs.readdirSync(ROOT)]) {
    const from = path.join(ROOT, ws, 'node_modules');
    if (fs.existsSync(from) && fs.existsSync(path.join(dir, ws, 'package.json'))) {
      const res = spawnSync('cp', ['-al', from, path.join(dir, ws, 'node_modules')]);
      if (res.status !== 0) throw new Error(`cp -al ${from}: ${res.stderr}`);
    }
  }
  return sha.slice(0, 10);
}

/** CPU seconds of the finished children a process has waited for (its builds and CLIs): cutime + cstime, in ticks of 1/100 s. */
function childrenCpu(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

// The clone's own folders (data/, releases/ under it), whatever this shell points at.
const OWN_FOLDERS = ['DATA_DIR', 'RELEASES_DIR', 'DATABASE_URL', 'UPLOAD_DIR', 'OUTBOX_DIR'];
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN_FOLDERS.includes(k)));

/** Starts `args` in the clone and resolves when /auth/login answers 200: { ms, cpu, output(), until(re), stop() }. */
async function timeStart(clone, args, log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: clone,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a timeout ends the builds and the server it started too.
    detached: true,
    env: { ...cleanEnv(), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn' },
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    if (Date.now() - started > TIMEOUT_MS) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`no page from ${url} within ${TIMEOUT_MS} ms:\n${output.slice(-3000)}`);
    }
    const res = await fetch(`${url}/auth/login`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (res) await res.arrayBuffer();
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = Date.now() - started;
  const cpu = childrenCpu(child.pid);
  log(`${args.join(' ')}: first page after ${ms} ms (load ${load()})`);
  /** Milliseconds from the start until the output matches `re` (the server keeps running). */
  const until = async (re) => {
    while (!re.test(output)) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`no ${re} within ${TIMEOUT_MS} ms:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return Date.now() - started;
  };
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { ms, cpu, output: () => output, until, stop };
}

export async function run(ctx) {
  const ref = process.env.FIRST_START_REF ?? 'HEAD';
  const clone = path.join(ctx.tmp, 'clone');
  const sha = freshClone(clone, ref);
  ctx.log(`fresh clone of ${ref} (${sha}) in ${clone}, ${os.availableParallelism()} cores, load ${load()}`);
  const rows = [];
  const row = (metric, s, budget, extra = '') =>
    rows.push({ metric: `${metric} [${sha}]`, value: Number((s / 1000).toFixed(1)), unit: `s (load ${load()})${extra}`, budget });

  const first = await timeStart(clone, ['tools/start.mjs'], ctx.log);
  const built = /built shell[^\n]* in ([\d.]+) s/.exec(first.output())?.[1];
  row('npm start, fresh clone: first page', first.ms, '<= 60', `, CPU of its builds and CLIs ${first.cpu.toFixed(0)} s`);
  if (built) rows.push({ metric: `  of which building the shell (and what it was built with) [${sha}]`, value: Number(built), unit: 's' });
  // A start that serves before every remote is built (the sign-in page's apps first) goes on
  // building the others: the next rows need them, and how long they take is a figure too.
  if (/while the server answers/.test(first.output())) {
    const done = await first.until(/Every module is built and published|warning: building/);
    if (!/Every module is built and published/.test(first.output()))
      throw new Error(`a background build failed:\n${first.output().slice(-3000)}`);
    row('  every module built and published (from npm start)', done, '');
  }
  await first.stop();

  const again = await timeStart(clone, ['tools/start.mjs'], ctx.log);
  row('npm start again (data folder exists): first page', again.ms, '');
  await again.stop();

  const server = await timeStart(clone, ['api/dist/main.mjs'], ctx.log);
  row('built server (node api/dist/main.mjs) restart: first page', server.ms, '<= 3');
  await server.stop();

  const tsx = await timeStart(clone, ['--import', 'tsx', 'api/src/main.ts'], ctx.log);
  row('same from TypeScript (tsx api/src/main.ts): first page', tsx.ms, '');
  await tsx.stop();
  return rows;
}
