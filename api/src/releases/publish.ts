import fs from 'node:fs';
import path from 'node:path';
import type { PageDecl, RegistryRemote } from 'shared/resources';
import { releasesDir, repoRoot } from './paths';
import { readRegistry, writeRegistry } from './registry-store';

export interface Published {
  remote: string;
  version: string;
  dir: string;
  created: boolean;
}

const federationName = (pkg: string) => pkg.replace(/-/g, '_');

/**
 * Copies <remote>/dist into releases/<remote>/<version>/. A published version is immutable: a
 * second publish of the same version with different files is refused.
 */
export function publishBuild(remote: string, opts: { version?: string; dir?: string } = {}): Published {
  const src = path.join(repoRoot(), remote, 'dist');
  if (!fs.existsSync(path.join(src, 'remoteEntry.js'))) throw new Error(`${remote} is not built (no ${src}/remoteEntry.js)`);
  const version = opts.version ?? JSON.parse(fs.readFileSync(path.join(repoRoot(), remote, 'package.json'), 'utf8')).version;
  const dest = path.join(opts.dir ?? releasesDir(), remote, version);
  if (fs.existsSync(dest)) {
    const same = fs.readFileSync(path.join(dest, 'remoteEntry.js')).equals(fs.readFileSync(path.join(src, 'remoteEntry.js')));
    if (!same) throw new Error(`${remote}@${version} is already published with other files; bump the version in ${remote}/package.json`);
    return { remote, version, dir: dest, created: false };
  }
  const tmp = `${dest}.tmp-${process.pid}`;
  fs.cpSync(src, tmp, { recursive: true });
  fs.renameSync(tmp, dest);
  return { remote, version, dir: dest, created: true };
}

export function registryEntry(remote: string, version: string, dir = releasesDir()): RegistryRemote {
  const folder = path.join(dir, remote, version);
  const pages = JSON.parse(fs.readFileSync(path.join(folder, 'pages.json'), 'utf8')) as PageDecl[];
  return {
    name: federationName(remote),
    package: remote,
    version,
    entry: `/remotes/${remote}/${version}/remoteEntry.js`,
    pages,
    publishedAt: fs.statSync(folder).mtime.toISOString(),
  };
}

/** Points the registry at a published version. */
export function pointTo(remote: string, version: string, dir = releasesDir()) {
  const registry = readRegistry(dir);
  registry.remotes[federationName(remote)] = registryEntry(remote, version, dir);
  registry.revision = (registry.revision ?? 0) + 1;
  writeRegistry(registry, dir);
}
