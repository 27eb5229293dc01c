import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageDecl } from 'shared/resources';
import { checkCompressedSiblings } from './compressed-siblings';
import { ReleaseError } from './errors';
import { federationName, repoRoot, versionDir, versionMetaFile } from './paths';
import { writeFileAtomic, type StoredRemote } from './registry-store';
import { REMOTE_NAME_RE, VERSION_RE } from './registry-path';
import { fileStore, type RegistryStore } from './store';
import { folderDigest, readMeta, type VersionMeta } from './versions';

export interface Published {
  remote: string;
  version: string;
  dir: string;
  created: boolean;
}

const REQUIRED = ['remoteEntry.js', 'mf-manifest.json', 'pages.json'];

export function checkNames(remote: string, version?: string) {
  if (!REMOTE_NAME_RE.test(remote)) throw new ReleaseError('invalid', `"${remote}" is not a remote name.`);
  if (version !== undefined && !VERSION_RE.test(version)) {
    throw new ReleaseError('invalid', `"${version}" is not a version (letters, digits, . _ + -; e.g. 1.2.3).`);
  }
}

/** The version a remote's package.json declares. */
export function packageVersion(remote: string): string {
  const file = path.join(repoRoot(), remote, 'package.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).version as string;
  } catch {
    throw new ReleaseError('not-found', `${remote} is not a remote of this repository (no ${file}).`);
  }
}

/**
 * Copies a build into releases/<remote>/<version>/. A published version is immutable: publishing
 * the same files again is a no-op, other files under the same version are refused. The copy goes
 * to a hidden temporary folder first and is renamed into place, so a half-copied version never
 * becomes visible.
 */
export async function publishBuild(opts: {
  dir: string;
  remote: string;
  version: string;
  /** Built files (default <repo>/<remote>/dist). */
  from?: string;
  user: string;
  via: 'cli' | 'web';
  /** Where the publish is audited (default: the audit log in `dir`). */
  store?: RegistryStore;
}): Promise<Published> {
  const { dir, remote, version, user, via } = opts;
  checkNames(remote, version);
  const src = path.resolve(opts.from ?? path.join(repoRoot(), remote, 'dist'));
  for (const f of REQUIRED) {
    if (!fs.existsSync(path.join(src, f))) {
      throw new ReleaseError('not-found', `${src} is not a build of ${remote} (no ${f}); build it first.`);
    }
  }
  const dest = versionDir(dir, remote, version);
  const incoming = folderDigest(src);
  const sameAsPublished = () => {
    const meta = readMeta(dir, remote, version);
    const digest = meta.digest ?? folderDigest(dest).digest;
    if (digest !== incoming.digest) {
      throw new ReleaseError(
        'conflict',
        `${remote}@${version} is already published with different files, and published versions are never overwritten. ` +
          `To publish the changed build, give it a new version: npm run release -- publish ${remote} --bump patch ` +
          `(or --version <new version>; add --promote to serve it at once), or raise "version" in ${remote}/package.json.`,
      );
    }
    return { remote, version, dir: dest, created: false };
  };
  // Same files as published (digests cover the .br/.gz copies, checked when first published): nothing to check again.
  if (fs.existsSync(dest)) return sameAsPublished();
  checkCompressedSiblings(src);

  fs.mkdirSync(path.join(dir, remote), { recursive: true });
  const tmp = path.join(dir, remote, `.tmp-${version}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
  fs.cpSync(src, tmp, { recursive: true });
  try {
    fs.renameSync(tmp, dest);
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return sameAsPublished(); // a parallel publish won
    throw e;
  }
  const meta: VersionMeta = {
    version,
    publishedAt: new Date().toISOString(),
    publishedBy: user,
    digest: incoming.digest,
    files: incoming.files,
    bytes: incoming.bytes,
  };
  writeFileAtomic(versionMetaFile(dir, remote, version), `${JSON.stringify(meta, null, 2)}\n`);
  await (opts.store ?? fileStore(dir)).appendAudit({ at: meta.publishedAt, user, via, action: 'publish', remote, from: null, to: version });
  return { remote, version, dir: dest, created: true };
}

export function readPages(dir: string, remote: string, version: string): PageDecl[] {
  return JSON.parse(fs.readFileSync(path.join(versionDir(dir, remote, version), 'pages.json'), 'utf8')) as PageDecl[];
}

/** The registry entry (what browsers get) of a published version. */
export function registryEntry(dir: string, remote: string, version: string): StoredRemote {
  return {
    name: federationName(remote),
    package: remote,
    version,
    entry: `/remotes/${remote}/${version}/remoteEntry.js`,
    pages: readPages(dir, remote, version),
    publishedAt: readMeta(dir, remote, version).publishedAt,
  };
}
