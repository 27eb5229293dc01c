// A private server for the release tests: they move registry pointers, so they get their own
// releases folder, database and port instead of the suite's shared server.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { copyDataTemplate } from '../lib/data-template';
import { freePort, ROOT, SERVER_BUNDLE } from '../lib/index';

export const REMOTES = ['mfe-auth', 'mfe-dashboard', 'mfe-cases', 'mfe-bills', 'mfe-hr', 'mfe-masters', 'mfe-realestate'];
export const RELEASE_USER = 'e2e-release-manager';

export interface ReleaseServer {
  baseUrl: string;
  releasesDir: string;
  /** `npm run release -- <args>` against this server's releases folder. */
  cli: (...args: string[]) => { code: number; out: string };
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(args: string[], env: NodeJS.ProcessEnv = process.env): { code: number; out: string } {
  const res = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
  return { code: res.status ?? 1, out: `${res.stdout}${res.stderr}` };
}

/** Like run(), without blocking this process (a build runs while the server starts). */
function runAsync(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

export async function startReleaseServer(): Promise<ReleaseServer> {
  const built = run(['tools/build-all.mjs', '--missing']);
  if (built.code !== 0) throw new Error(`building failed:\n${built.out}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-release-'));
  const releasesDir = path.join(workDir, 'releases');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RELEASES_DIR: releasesDir,
    DATA_DIR: path.join(workDir, 'data'),
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    RELEASE_USER,
  };
  for (const k of ['E2E_BASE_URL', 'DATABASE_URL', 'SMTP_URL', 'SHELL_DIST', 'PUBLIC_URL']) delete env[k];
  const cli = (...args: string[]) => run(['tools/release.mjs', ...args], env);
  const published = cli('publish-existing', ...REMOTES);
  if (published.code !== 0) throw new Error(`publishing failed:\n${published.out}`);
  await copyDataTemplate(ROOT, env.DATA_DIR!, env);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(workDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: baseUrl },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const kill = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', kill);
  for (const deadline = Date.now() + 90_000; ; await sleep(150)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill();
      throw new Error(`the release test server did not start:\n${fs.readFileSync(path.join(workDir, 'server.log'), 'utf8').slice(-2000)}`);
    }
    const ok = await fetch(`${baseUrl}/remotes/registry.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
  }
  return {
    baseUrl,
    releasesDir,
    cli,
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
        kill();
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes `text` as a built file of `dir` as a rebuild would: with its `.br` / `.gz` copies made
 * anew where the build had them (the server sends those in the file's place, and publishing
 * refuses a stale one).
 */
export function rewriteBuilt(dir: string, file: string, text: string): void {
  fs.writeFileSync(path.join(dir, file), text);
  if (fs.existsSync(path.join(dir, `${file}.br`)))
    fs.writeFileSync(path.join(dir, `${file}.br`), new Uint8Array(zlib.brotliCompressSync(text)));
  if (fs.existsSync(path.join(dir, `${file}.gz`))) fs.writeFileSync(path.join(dir, `${file}.gz`), new Uint8Array(zlib.gzipSync(text)));
}

/** Every file under `dir` (skipping `skip` folders) with its content hash and modification time. */
export function snapshot(dir: string, skip: string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (skip.includes(r)) continue;
      if (e.isDirectory()) walk(r);
      else {
        const full = path.join(dir, r);
        const sha = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full) as unknown as Uint8Array)
          .digest('hex');
        out.set(r, `${sha} ${fs.statSync(full).mtimeMs}`);
      }
    }
  };
  walk('');
  return out;
}

/** Files whose content or mtime differ between two snapshots, or that came or went. */
export function changedFiles(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

/**
 * The webpack config of the changed copy: the remote's own config, with each exposed page wrapped
 * in a component that shows a banner above it (so the test does not depend on any page's text).
 */
const COPY_CONFIG = (original: string, makeConfig: string) => `
const path = require('node:path');
const fs = require('node:fs');
const mc = require(${JSON.stringify(makeConfig)});
module.exports = (...args) => {
  const real = mc.remoteConfig;
  let captured;
  mc.remoteConfig = (dir, options) => ((captured = options), () => ({}));
  try {
    delete require.cache[${JSON.stringify(original)}];
    require(${JSON.stringify(original)});
  } finally {
    mc.remoteConfig = real;
  }
  const banner = JSON.stringify(fs.readFileSync(path.join(__dirname, 'banner.txt'), 'utf8'));
  const exposes = {};
  for (const [key, file] of Object.entries(captured.exposes)) {
    const wrapper = path.join(__dirname, 'src/__e2e__', key.replace(/[^a-z0-9]+/gi, '_') + '.tsx');
    const target = path.relative(path.dirname(wrapper), path.join(__dirname, file)).replace(/\\.tsx?$/, '');
    fs.mkdirSync(path.dirname(wrapper), { recursive: true });
    fs.writeFileSync(wrapper, [
      "import Page from './" + target + "';",
      'export default function Wrapped(props: Record<string, unknown>) {',
      '  return (<><div data-testid="release-e2e-banner">{' + banner + '}</div><Page {...props} /></>);',
      '}',
    ].join('\\n'));
    exposes[key] = './' + path.relative(__dirname, wrapper);
  }
  return real(__dirname, { ...captured, exposes })(...args);
};
`;

/**
 * Builds mfe-realestate as version `version` whose pages show `banner`, from a temporary copy under
 * the git-ignored .tmp/ folder: no tracked file changes. Reused while the sources stay the same.
 */
export async function buildChangedRealestate(banner: string, version: string): Promise<string> {
  const src = path.join(ROOT, 'mfe-realestate');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  const h = crypto.createHash('sha256').update(banner).update(version);
  for (const f of [
    ...files(path.join(src, 'src')),
    path.join(src, 'package.json'),
    path.join(src, 'webpack.config.js'),
    ...files(path.join(ROOT, 'tools/webpack')),
  ]) {
    h.update(f).update(fs.readFileSync(f) as unknown as Uint8Array);
  }
  const rel = `.tmp/release-e2e/${h.digest('hex').slice(0, 12)}/mfe-realestate`;
  const copy = path.join(ROOT, rel);
  if (fs.existsSync(path.join(copy, 'dist', 'remoteEntry.js'))) return path.join(copy, 'dist');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(src, 'src'), path.join(copy, 'src'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  fs.writeFileSync(path.join(copy, 'banner.txt'), banner);
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    COPY_CONFIG(path.join(src, 'webpack.config.js'), path.join(ROOT, 'tools/webpack/make-config.cjs')),
  );
  const res = await runAsync(['tools/build-all.mjs', rel]);
  if (res.code !== 0) throw new Error(`building the changed mfe-realestate failed:\n${res.out}`);
  const parent = path.dirname(path.dirname(copy));
  for (const old of fs.readdirSync(parent))
    if (old !== path.basename(path.dirname(copy))) fs.rmSync(path.join(parent, old), { recursive: true, force: true });
  return path.join(copy, 'dist');
}
