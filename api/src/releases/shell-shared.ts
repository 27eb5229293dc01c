import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths';

/** Versions of the shared modules the shell offers, by share name ('react', 'shared/ui', …). */
export type Provided = Map<string, string>;

interface ManifestShared {
  name: string;
  version?: string;
}

/**
 * What the running shell provides: its built mf-manifest.json is the truth (that is the bundle
 * browsers load). Names it does not list (a singleton the shell itself never imports, such as yup)
 * fall back to the shell's share configuration, i.e. the versions the next shell build would offer.
 */
export function shellProvides(shellDist: string): Provided {
  const provided: Provided = new Map();
  try {
    const require = createRequire(import.meta.url);
    const { sharedModules } = require(path.join(repoRoot(), 'tools/webpack/shared-modules.cjs')) as {
      sharedModules: () => Record<string, { version: string }>;
    };
    for (const [key, cfg] of Object.entries(sharedModules())) provided.set(key.replace(/\/$/, ''), cfg.version);
  } catch {
    // No build tooling next to this server: the built manifest alone decides.
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as {
      shared?: ManifestShared[];
    };
    for (const s of manifest.shared ?? []) if (s.version) provided.set(s.name, s.version);
  } catch {
    // Shell not built: the configuration above stands in.
  }
  return provided;
}

/** The package of a share name: 'react/jsx-runtime' -> 'react', '@reduxjs/toolkit/query' -> '@reduxjs/toolkit'. */
export function packageOf(shareName: string): string {
  const parts = shareName.split('/');
  return shareName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version the shell provides for a share name, falling back to its package's version. */
export function providedVersion(provided: Provided, shareName: string): string | undefined {
  const exact = provided.get(shareName);
  if (exact) return exact;
  const pkg = packageOf(shareName);
  if (provided.get(pkg)) return provided.get(pkg);
  for (const [name, version] of provided) if (packageOf(name) === pkg) return version;
  return undefined;
}
