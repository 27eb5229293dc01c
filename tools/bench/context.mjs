// The context every bench section receives: one server and one browser, started on first use and
// shared by the sections, plus a scratch folder. See the contract at the top of tools/bench.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareReleases, startServer } from './server.mjs';
import { launchBrowser } from './browser.mjs';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Copies a seeded data folder and waits for the copy to reach the disk: gigabytes of dirty pages
 * written back during the timed requests made them slower by a third on this 2-core machine.
 */
export function copySeeded(from, to) {
  fs.cpSync(from, to, { recursive: true });
  spawnSync('sync');
}

/**
 * Where `ctx.server()` keeps its data: a fresh demo database by default; BENCH_DATA_DIR = a seeded
 * PGlite folder (e.g. `DATA_DIR=… npm run seed -- --cases 1000000`), copied so the sections' writes
 * never reach it; BENCH_DATABASE_URL = a seeded PostgreSQL database, used as it is.
 */
export function benchData(tmp, log) {
  if (process.env.BENCH_DATABASE_URL)
    return { dataDir: path.join(tmp, 'unused-pglite'), env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } };
  const dataDir = path.join(tmp, 'data');
  const seeded = process.env.BENCH_DATA_DIR;
  if (seeded) {
    if (!fs.existsSync(path.join(seeded, 'PG_VERSION'))) throw new Error(`BENCH_DATA_DIR=${seeded} is not a PGlite data folder`);
    log(`copying the seeded folder ${seeded}`);
    copySeeded(seeded, dataDir);
  }
  return { dataDir, env: {} };
}

/** What the figures were measured on, for the tables: 'demo data', 'PGlite <dir>' or 'PostgreSQL'. */
export const benchDataLabel = () =>
  process.env.BENCH_DATABASE_URL
    ? 'PostgreSQL (BENCH_DATABASE_URL)'
    : process.env.BENCH_DATA_DIR
      ? `PGlite ${process.env.BENCH_DATA_DIR}`
      : 'demo data';

export function createContext({ keep = false, rebuild = false } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const log = (...args) => console.error('[bench]', ...args);
  let server;
  let browser;
  let releasesReady;

  const ctx = {
    tmp,
    log,
    /** The running server; the first call builds what is missing and starts it on a fresh data dir. */
    async server() {
      if (!server) {
        const releasesDir = path.join(tmp, 'releases');
        releasesReady ??= prepareReleases(releasesDir, log, { rebuild });
        await releasesReady;
        const { dataDir, env } = benchData(tmp, log);
        server = startServer({ dataDir, releasesDir, scratch: tmp, log, env });
      }
      return server;
    },
    /** Stops the server and starts it again on the same (now existing) data dir. */
    async restartServer() {
      const old = await ctx.server();
      await old.stop();
      server = startServer({ dataDir: old.dataDir, releasesDir: old.releasesDir, scratch: tmp, log, env: old.env });
      return server;
    },
    async browser() {
      browser ??= launchBrowser(tmp);
      return browser;
    },
    /** Signs in through the API; resolves the LoginResponse (with token). */
    async signIn(email = 'admin@example.com', password = DEMO_PASSWORD, kind = 'login') {
      const { url } = await ctx.server();
      const res = await fetch(`${url}/api/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
      return res.json();
    },
    /** One timed API call: { status, ms, body } (body parsed when JSON). */
    async api(pathname, { token, method = 'GET', body } = {}) {
      const { url } = await ctx.server();
      const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
      const started = performance.now();
      const res = await fetch(`${url}${pathname}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      const ms = performance.now() - started;
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, ms, body: parsed };
    },
    async close() {
      await Promise.allSettled([browser && browser.then((b) => b.close()), server && server.then((s) => s.stop())]);
      if (keep) log(`kept ${tmp}`);
      else fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
  return ctx;
}
