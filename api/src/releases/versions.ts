import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME_RE, VERSION_RE } from './registry-path';
import { compareVersions } from './semver';
import { versionDir, versionMetaFile } from './paths';

/** Facts about one published version, kept in releases/<remote>/<version>.release.json. */
export interface VersionMeta {
  version: string;
  publishedAt: string;
  publishedBy: string | null;
  /** sha256 over the relative paths and contents of every file. */
  digest: string | null;
  files: number | null;
  bytes: number | null;
}

function walk(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(root, r));
    else if (e.isFile()) out.push(r);
  }
  return out.sort();
}

/** Content digest of a build folder: equal digests mean the same files with the same bytes. */
export function folderDigest(dir: string): { digest: string; files: number; bytes: number } {
  const h = crypto.createHash('sha256');
  let bytes = 0;
  const files = walk(dir);
  for (const f of files) {
    const body = fs.readFileSync(path.join(dir, f));
    bytes += body.length;
    h.update(f).update('\0').update(String(body.length)).update('\0').update(body as unknown as Uint8Array);
  }
  return { digest: h.digest('hex'), files: files.length, bytes };
}

export const isPublished = (dir: string, remote: string, version: string) =>
  VERSION_RE.test(version) && fs.existsSync(path.join(versionDir(dir, remote, version), 'remoteEntry.js'));

export function readMeta(dir: string, remote: string, version: string): VersionMeta {
  try {
    return JSON.parse(fs.readFileSync(versionMetaFile(dir, remote, version), 'utf8')) as VersionMeta;
  } catch {
    // Published before metadata existed (or the writer died right after the rename).
    const stat = fs.statSync(versionDir(dir, remote, version));
    return { version, publishedAt: stat.mtime.toISOString(), publishedBy: null, digest: null, files: null, bytes: null };
  }
}

/** Published versions of a remote, newest publication first. */
export function listVersions(dir: string, remote: string): VersionMeta[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(dir, remote));
  } catch {
    return [];
  }
  return names
    .filter((v) => isPublished(dir, remote, v))
    .map((v) => readMeta(dir, remote, v))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || compareVersions(b.version, a.version));
}

/** Remote folders holding at least one published version. */
export function listRemoteFolders(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => REMOTE_NAME_RE.test(n) && listVersions(dir, n).length > 0).sort();
}
