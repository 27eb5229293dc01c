import path from 'node:path';
import type { Config } from '../config';

/**
 * Where a versioned build lives: `<releasesDir>/<remote>/<version>/` (the registry file itself is
 * releases/paths.ts `registryFile`). Release management writes there; the static module serves it.
 */
export function remoteVersionDir(config: Pick<Config, 'releasesDir'>, remote: string, version: string): string {
  return path.join(config.releasesDir, remote, version);
}

/** Names a remote or a version may have (no dots-only segments, no separators). */
export const REMOTE_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
export const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
