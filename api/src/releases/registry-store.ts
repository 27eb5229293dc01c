import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from 'shared/resources';
import { registryFile, releasesDir } from './paths';

export function readRegistry(dir = releasesDir()): Registry {
  try {
    return JSON.parse(fs.readFileSync(registryFile(dir), 'utf8')) as Registry;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { revision: 0, remotes: {} };
    throw e;
  }
}

/** Writes to a temporary file and renames it: a crash mid-write never leaves a broken registry. */
export function writeRegistry(registry: Registry, dir = releasesDir()) {
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.registry.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(registry, null, 2));
  fs.renameSync(tmp, registryFile(dir));
}
