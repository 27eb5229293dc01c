import fs from 'node:fs';
import { ownerOf, lockWaiting } from '../lib/file-lock';
import { ReleaseError } from './errors';
import { lockFile } from './paths';

/** Registry writes take milliseconds; a lock this old was left by a crashed writer on another host. */
export const STALE_LOCK_MS = 30_000;
const WAIT_MS = 10_000;

/**
 * Runs `fn` holding releases/.registry.lock (proper-lockfile, see lib/file-lock.ts) so the CLI and
 * every server process (even on other hosts sharing the folder) take turns. A lock whose holder
 * died (same host, pid gone) or that is older than STALE_LOCK_MS is recovered.
 */
export async function withRegistryLock<T>(
  dir: string,
  fn: () => T | Promise<T>,
  opts: { waitMs?: number; staleMs?: number } = {},
): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = lockFile(dir);
  let release: () => Promise<void>;
  try {
    release = await lockWaiting(dir, { lockPath, stale: opts.staleMs ?? STALE_LOCK_MS, waitMs: opts.waitMs ?? WAIT_MS });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = ownerOf(lockPath);
    const who = owner ? ` (pid ${owner.pid} on ${owner.host})` : '';
    throw new ReleaseError('busy', `Another release operation is running${who}; try again in a moment.`);
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => {}); // compromised (taken over as stale): nothing of ours to remove
  }
}
