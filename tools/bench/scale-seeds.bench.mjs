// The scale seeds' own tests (api/test/*.scale.ts: `npm run seed -- --cases N` for bills, case
// work, HR, the market and the masters, each at thousands to 100,000 rows, with the invariants
// they keep). Out of `npm test` for their minutes of seeding; a failed assertion fails the section.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../workspaces.mjs';

export const name = 'scale-seeds';

const API = path.join(ROOT, 'api');

function runFile(file, log) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', `test/${file}`], {
      cwd: API,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      log(out.trimEnd());
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, out });
    });
  });
}

export async function run(ctx) {
  const files = fs
    .readdirSync(path.join(API, 'test'))
    .filter((f) => f.endsWith('.scale.ts'))
    .sort();
  const rows = [];
  const failed = [];
  for (const file of files) {
    const r = await runFile(file, ctx.log);
    rows.push({ metric: `${file} (${r.ok ? 'passed' : 'FAILED'})`, value: r.seconds, unit: 's' });
    if (!r.ok) failed.push(file);
  }
  if (failed.length) throw new Error(`scale seed tests failed: ${failed.join(', ')}`);
  return rows;
}
