// npm run bench [-- <section> ...] [--build] [--keep]
//
// Measures the suite and prints one table per section. Nothing is asserted: a budget column only
// shows the target next to the figure. Anyone can run it after `npm install`: builds that are
// missing are made, and the real server runs on a free port with a throwaway DATA_DIR and
// RELEASES_DIR (removed at the end unless --keep). --build rebuilds every app first (the figures
// are those of the builds on disk, which may be older than the sources).
//
// Adding a section (one file per team, no edit here): create tools/bench/<name>.bench.mjs with
//   export const name = 'users-api';              // `npm run bench -- users-api` runs only this one
//   export async function run(ctx) { return [{ metric, value, unit, budget? }, ...]; }
// Sections run in file-name order, one at a time, and share one context (tools/bench/context.mjs):
//   await ctx.server()    -> { url, port, dataDir, releasesDir, startupMs }  (started once, lazily,
//                            on a fresh data dir with the demo seed; every app published)
//   await ctx.restartServer() -> the same, stopped and started again on the same data dir
//                            (BENCH_DATA_DIR / BENCH_DATABASE_URL: measure on seeded data instead, see context.mjs)
//   await ctx.browser()   -> a playwright-core Browser on /usr/bin/chromium (launched once, lazily)
//   await ctx.signIn(email?)           -> the LoginResponse of POST /api/login (demo password)
//   await ctx.api(path, { token, method, body }) -> { status, ms, body }: one timed call
//   percentile(values, p) from tools/bench/stats.mjs
//   ctx.log(...)          -> progress lines on stderr (stdout carries the tables)
//   ctx.tmp               -> a scratch folder removed at the end
// `value` is a number (or a string when a count does not apply); `budget` is a free-text target
// such as '<= 300'. Each section's rows are also written to .tmp/bench-results/<name>.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContext } from './bench/context.mjs';
import { printTable } from './bench/table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, 'tools/bench');
const RESULTS_DIR = path.join(ROOT, '.tmp/bench-results');

async function loadSections() {
  const files = fs
    .readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort();
  const sections = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(BENCH_DIR, file)).href);
    if (typeof mod.run !== 'function') throw new Error(`tools/bench/${file} must export async function run(ctx)`);
    sections.push({ file, name: mod.name ?? file.replace(/\.bench\.mjs$/, ''), run: mod.run });
  }
  return sections;
}

async function main() {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const all = await loadSections();
  const sections = wanted.length
    ? wanted.map((w) => {
        const s = all.find((x) => x.name === w || x.file === w || x.file === `${w}.bench.mjs`);
        if (!s) throw new Error(`no bench section "${w}"; there are: ${all.map((x) => x.name).join(', ')}`);
        return s;
      })
    : all;

  const ctx = createContext({ keep, rebuild: args.includes('--build') });
  let failed = false;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  try {
    for (const section of sections) {
      ctx.log(`— ${section.name}`);
      const started = Date.now();
      try {
        const rows = await section.run(ctx);
        printTable(section.name, rows);
        const result = { section: section.name, measuredAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000, rows };
        fs.writeFileSync(path.join(RESULTS_DIR, `${section.name}.json`), JSON.stringify(result, null, 2) + '\n');
      } catch (err) {
        failed = true;
        console.error(`bench section ${section.name} failed: ${err?.stack ?? err}`);
      }
    }
  } finally {
    await ctx.close();
  }
  console.log(`\nJSON: ${path.relative(ROOT, RESULTS_DIR)}/<section>.json`);
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
