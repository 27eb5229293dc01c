import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry, RegistryRemote } from 'shared/resources';
import { registryFile, releasesDir } from './paths';

export interface StoredCanary {
  version: string;
  percent: number;
  startedAt: string;
  entry: string;
  pages: RegistryRemote['pages'];
  publishedAt?: string;
}

/** A remote as registry.json stores it: what browsers get, plus rollback history and a canary. */
export interface StoredRemote extends RegistryRemote {
  /** Versions promoted before the current one, oldest first (rollback pops the last). */
  history?: string[];
  canary?: StoredCanary;
}

export interface StoredRegistry extends Registry {
  revision: number;
  remotes: Record<string, StoredRemote>;
}

export function readRegistry(dir = releasesDir()): StoredRegistry {
  let text: string;
  try {
    text = fs.readFileSync(registryFile(dir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { revision: 0, remotes: {} };
    throw e;
  }
  const parsed = JSON.parse(text) as Partial<StoredRegistry>;
  return { revision: parsed.revision ?? 0, remotes: parsed.remotes ?? {} };
}

/**
 * Writes a file so that readers see the old or the new content, never a mix: a temporary file in
 * the same folder, fsync, rename over the target, fsync of the folder (so the rename survives a
 * power cut). A writer killed at any point leaves at worst a stray temporary file.
 */
export function writeFileAtomic(file: string, content: string) {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const fd = fs.openSync(tmp, 'wx');
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    // Some file systems refuse fsync on a folder; the rename itself is still atomic.
  }
}

/** Call only while holding the registry lock (see lock.ts). */
export function writeRegistry(registry: StoredRegistry, dir = releasesDir()) {
  writeFileAtomic(registryFile(dir), `${JSON.stringify(registry, null, 2)}\n`);
}
