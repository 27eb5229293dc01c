import path from 'node:path';
import { REPO_ROOT as ROOT } from '../config';

/** Where published builds and the registry live (RELEASES_DIR, default <repo>/releases). */
export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}
/** The built shell whose shared modules the gate compares against (SHELL_DIST, default shell/dist). */
export function shellDistDir(): string {
  return path.resolve(process.env.SHELL_DIST ?? path.join(ROOT, 'shell', 'dist'));
}
export const repoRoot = () => ROOT;

export const registryFile = (dir = releasesDir()) => path.join(dir, 'registry.json');
export const auditFile = (dir: string) => path.join(dir, 'audit.log');
export const lockFile = (dir: string) => path.join(dir, '.registry.lock');
export const versionDir = (dir: string, remote: string, version: string) => path.join(dir, remote, version);
/** Publication facts beside (not inside) the version folder, so they are never served. */
export const versionMetaFile = (dir: string, remote: string, version: string) =>
  path.join(dir, remote, `${version}.release.json`);

/** 'mfe-hr' -> 'mfe_hr' (the federation name and registry key). */
export const federationName = (pkg: string) => pkg.replace(/-/g, '_');
/** 'mfe_hr' or 'mfe-hr' -> 'mfe-hr' (the folder name). */
export const packageName = (name: string) => name.replace(/_/g, '-');
