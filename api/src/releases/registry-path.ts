import path from 'node:path';
import type { Config } from '../config';

/**
 * The one place that knows where the release registry lives. Release management
 * (api/src/releases/**: publish, promote, rollback, canary) writes this file; the static module
 * serves it at GET /remotes/registry.json. Versioned builds live in `<releasesDir>/<remote>/<version>/`.
 */
export function registryPath(config: Pick<Config, 'releasesDir'>): string {
  return path.join(config.releasesDir, 'registry.json');
}

export function remoteVersionDir(config: Pick<Config, 'releasesDir'>, remote: string, version: string): string {
  return path.join(config.releasesDir, remote, version);
}

/** Names a remote or a version may have (no dots-only segments, no separators). */
export const REMOTE_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
export const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
