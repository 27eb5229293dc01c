import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * The Node the suite declares (package.json "engines"), or a warning saying what to do: `npm start`
 * refuses an older Node outright (tools/node-version.mjs); the server itself, started directly by
 * the test harnesses, only warns.
 */
export function checkNodeVersion(version = process.versions.node, warn = (line: string) => console.error(line)): void {
  let range: string;
  try {
    range =
      (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node ?? '';
  } catch {
    return; // deployed without the repository's package.json: nothing declared to check
  }
  const need = Number(/(\d+)/.exec(range)?.[1] ?? 0);
  if (Number(version.split('.')[0]) >= need) return;
  warn(
    `warning: this server needs Node ${range} (package.json "engines"); this is Node ${version}. Install a supported Node LTS: see README, "Quick start".`,
  );
}
