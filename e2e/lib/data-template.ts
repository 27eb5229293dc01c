// A fresh PGlite folder costs seconds of initdb; a copy of a ready one about 40 ms. The template is
// rebuilt whenever anything that shapes the demo database changes.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const PREFIX = 'backoffice-e2e-template-';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]))
    .sort();
}

/**
 * Everything the migrations and the seed read (their folders, the modules the seed calls into and
 * what those import, the db and lib code, shared resources, the domain models) and the Indian date.
 */
function templateKey(root: string): string {
  const inputs = [
    ...['api/migrations', 'api/src/seed', 'api/src/modules', 'api/src/db', 'api/src/lib', 'shared/src/resources'].flatMap((d) =>
      filesUnder(path.join(root, d)),
    ),
    ...fs
      .readdirSync(root)
      .filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(root, d, 'src/model')))
      .flatMap((d) => filesUnder(path.join(root, d, 'src/model'))),
    path.join(root, 'e2e/lib/make-data-template.ts'),
  ];
  const h = crypto.createHash('sha256');
  for (const f of inputs) h.update(path.relative(root, f)).update(fs.readFileSync(f, 'latin1'));
  // The demo data is dated from the day it is seeded (today's cases, "expires in 20 days").
  h.update(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
  return h.digest('hex').slice(0, 16);
}

/** Runs the template's builder; rejects with its output when it fails. */
async function makeTemplate(root: string, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'e2e/lib/make-data-template.ts', dir], {
      cwd: root,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const { stdout = '', stderr = '', message } = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`building the demo database failed:\n${stdout}${stderr || message}`, { cause: e });
  }
}

/**
 * Builds the demo database's template when needed; answers its folder and whether it was built now.
 * Asynchronous, so that globalSetup builds it beside the apps' builds (it takes one core of two).
 */
export async function ensureDataTemplate(root: string, env: NodeJS.ProcessEnv): Promise<{ tpl: string; built: boolean }> {
  const tpl = path.join(os.tmpdir(), `${PREFIX}${templateKey(root)}`);
  const missing = !fs.existsSync(path.join(tpl, 'PG_VERSION'));
  if (missing) {
    const building = `${tpl}.building-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    await makeTemplate(root, building, env);
    try {
      fs.renameSync(building, tpl);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another run won the race
    }
    // Older templates are dead weight, once no run can still be copying them.
    const hourAgo = Date.now() - 3_600_000;
    for (const name of fs.readdirSync(os.tmpdir())) {
      const full = path.join(os.tmpdir(), name);
      if (!name.startsWith(PREFIX) || full === tpl || name.includes('.building-')) continue;
      if (fs.statSync(full).mtimeMs < hourAgo) fs.rmSync(full, { recursive: true, force: true });
    }
  }
  return { tpl, built: missing };
}

/** Copies a ready demo database into `dataDir`, building the template first when needed (answers true then). */
export async function copyDataTemplate(root: string, dataDir: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const { tpl, built } = await ensureDataTemplate(root, env);
  fs.cpSync(tpl, dataDir, { recursive: true });
  return built;
}
