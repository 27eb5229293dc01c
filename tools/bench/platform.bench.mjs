// Issue 8: what adding a resource costs. The worked example (Designations, README "Add a CRUD
// resource") in files and lines, and what it adds to the sign-in page: nothing, because a remote's
// model is bundled into that remote only. Shown from the served scripts: /auth/login fetches no
// file of another remote and no script carrying any remote's resource descriptions.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { coldContext, recordResponses } from './pages.mjs';
import { isScript } from './browser.mjs';

export const name = 'platform';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (rel) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const lines = (text) => text.split('\n').filter((l) => l.trim()).length;

/** The worked example's files and the non-blank lines it takes in each (shared lines count whole). */
function workedExample() {
  const migration = fs.readdirSync(path.join(ROOT, 'api/migrations')).find((f) => /_designations\.sql$/.test(f));
  const mentions = (rel) =>
    read(rel)
      .split('\n')
      .filter((l) => /designations/i.test(l)).length;
  const files = {
    'mfe-hr/src/model/designations.ts': lines(read('mfe-hr/src/model/designations.ts')),
    'mfe-hr/src/model/index.ts': mentions('mfe-hr/src/model/index.ts'),
    [`api/migrations/${migration}`]: lines(read(`api/migrations/${migration}`)),
    'mfe-hr/src/pages.ts': mentions('mfe-hr/src/pages.ts'),
  };
  return { files, lines: Object.values(files).reduce((a, b) => a + b, 0) };
}

/** Source files outside the example that name it: a hand-kept list would show up here. */
function otherMentions() {
  const skip = new Set(['mfe-hr/src/model/designations.ts', 'mfe-hr/src/model/index.ts', 'mfe-hr/src/pages.ts']);
  const found = [];
  const walk = (rel) => {
    for (const d of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const p = `${rel}/${d.name}`;
      if (d.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mjs|cjs|js)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !skip.has(p)) {
        if (/designationsResource|'designations'/.test(read(p))) found.push(p);
      }
    }
  };
  for (const dir of ['shared/src', 'shell/src', 'api/src/kit', 'api/src/modules', 'api/src/http', 'api/src/db']) walk(dir);
  for (const r of fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))) walk(`${r}/src`);
  return found;
}

/** A string that only a remote's resource descriptions carry: each description's `created` message. */
function modelMarkers() {
  const markers = [];
  for (const remote of fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && d !== 'mfe-auth')) {
    const dir = path.join(ROOT, remote, 'src/model');
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/created: '([^']{12,})'/g)) markers.push({ remote, text: m[1] });
    }
  }
  return markers;
}

const DESIGNATION_MARKER = () => /created: '([^']+)'/.exec(read('mfe-hr/src/model/designations.ts'))[1];
const gzipKb = (buf) => zlib.gzipSync(buf, { level: 9 }).length / 1024;

export async function run(ctx) {
  const example = workedExample();
  const others = otherMentions();
  const markers = modelMarkers();
  const designation = DESIGNATION_MARKER();

  // Where the description went: the remote's own chunks on disk (gzip at level 9).
  const hrDist = path.join(ROOT, 'mfe-hr/dist');
  const hrChunks = fs.existsSync(hrDist)
    ? fs.readdirSync(hrDist).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(hrDist, f), 'utf8').includes(designation))
    : [];
  const hrKb = hrChunks.reduce((a, f) => a + gzipKb(fs.readFileSync(path.join(hrDist, f))), 0);

  const { url } = await ctx.server();
  const browser = await ctx.browser();
  const context = await coldContext(browser, url);
  const page = await context.newPage();
  const rec = recordResponses(page);
  let scripts;
  try {
    await page.goto(`${url}/auth/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 60_000 });
    await rec.idle();
    scripts = (await rec.settle()).filter(isScript);
  } finally {
    rec.stop();
    await context.close();
  }
  const kbOf = (list) => list.reduce((a, r) => a + (r.encoding === 'gzip' ? r.wireBytes : (r.gzipBytes ?? r.wireBytes)), 0) / 1024;
  const remoteOf = (u) => /^\/remotes\/([^/]+)\//.exec(new URL(u).pathname)?.[1];
  const foreign = scripts.filter((r) => remoteOf(r.url) && remoteOf(r.url) !== 'mfe-auth');
  const carrying = scripts.filter((r) => markers.some((m) => r.text?.includes(m.text)));
  const withExample = scripts.filter((r) => r.text?.includes(designation));
  const loginKb = kbOf(scripts);
  for (const r of [...foreign, ...carrying]) ctx.log(`    /auth/login fetched ${new URL(r.url).pathname}`);

  return [
    { metric: 'worked example (Designations): files', value: Object.keys(example.files).length, unit: 'files', budget: '<= 4' },
    {
      metric: 'worked example: lines',
      value: example.lines,
      unit: 'non-blank lines',
      budget: Object.entries(example.files)
        .map(([f, n]) => `${path.basename(f)} ${n}`)
        .join(', '),
    },
    { metric: 'other source files naming it (hand-kept lists)', value: others.length, unit: others.join(', ') || 'files', budget: '0' },
    { metric: 'mfe-hr chunk(s) carrying its description', value: hrKb, unit: `KB gzip (${hrChunks.length} chunk)` },
    { metric: '/auth/login JS, cold cache (with the example)', value: loginKb, unit: 'KB gzip', budget: '<= 280' },
    { metric: '/auth/login JS without the example', value: loginKb - kbOf(withExample), unit: 'KB gzip', budget: 'same as with it' },
    { metric: '/auth/login scripts of another remote than mfe-auth', value: foreign.length, unit: 'scripts', budget: '0' },
    {
      metric: `/auth/login scripts carrying a remote's model (${markers.length} markers)`,
      value: carrying.length,
      unit: 'scripts',
      budget: '0',
    },
  ];
}
