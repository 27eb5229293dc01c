import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * Locks between processes on a shared folder, with proper-lockfile: the lock is a directory made
 * atomically, its mtime refreshed while held, and taken over once older than `stale`. Beside it we
 * record who holds it (owner.json), to name them in messages and to take over at once a lock whose
 * holder died on this host (killed servers are restarted at once; waiting out `stale` would not do).
 */
export interface Owner {
  pid: number;
  host: string;
}

export const ownerOf = (lockPath: string): Owner | null => {
  try {
    return JSON.parse(fs.readFileSync(path.join(lockPath, 'owner.json'), 'utf8')) as Owner;
  } catch {
    return null;
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder writes owner.json right after making the lock directory, and removes it right before removing the directory. */
const OWNERLESS_MS = 500;

function ownerlessAge(lockPath: string): number {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Removes the lock when its recorded holder is a process of this host that no longer runs, or when
 * it has had no owner.json for longer than a live holder ever leaves it so (a holder killed between
 * making the directory and recording itself, or between the two steps of its release).
 */
function breakIfHolderDied(lockPath: string): boolean {
  const owner = ownerOf(lockPath);
  if (!owner) {
    if (ownerlessAge(lockPath) < OWNERLESS_MS) return false;
    fs.rmSync(lockPath, { recursive: true, force: true });
    return true;
  }
  if (owner.host !== os.hostname() || owner.pid === process.pid || alive(owner.pid)) return false;
  fs.rmSync(lockPath, { recursive: true, force: true });
  return true;
}

export interface LockOptions {
  /** The lock directory. */
  lockPath: string;
  /** Older than this (ms, at least 5000), a lock is another host's crashed holder's: taken over. */
  stale: number;
  onCompromised?: (err: Error) => void;
}

/** The file system the library uses, except that removing a lock removes its owner.json first. */
const ownerAwareFs = {
  ...fs,
  rmdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
    fs.rm(path.join(dir, 'owner.json'), { force: true }, () => fs.rmdir(dir, callback)),
  rmdirSync: (dir: string) => {
    fs.rmSync(path.join(dir, 'owner.json'), { force: true });
    fs.rmdirSync(dir);
  },
};

const libOptions = (o: LockOptions) => ({
  lockfilePath: o.lockPath,
  realpath: false,
  stale: o.stale,
  onCompromised: o.onCompromised,
  fs: ownerAwareFs,
});

function recordOwner(lockPath: string): void {
  fs.writeFileSync(path.join(lockPath, 'owner.json'), JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner));
}

/** Takes the lock now or throws (`code` ELOCKED when someone holds it). Returns the release. */
export function lockNow(target: string, o: LockOptions): () => void {
  let release: () => void;
  try {
    release = lockfile.lockSync(target, libOptions(o));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED' || !breakIfHolderDied(o.lockPath)) throw err;
    release = lockfile.lockSync(target, libOptions(o));
  }
  recordOwner(o.lockPath);
  return release;
}

/** Waits up to `waitMs` for the lock; throws the library's ELOCKED error when it stays taken. */
export async function lockWaiting(target: string, o: LockOptions & { waitMs: number }): Promise<() => Promise<void>> {
  const deadline = Date.now() + o.waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(target, libOptions(o));
      recordOwner(o.lockPath);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      if (breakIfHolderDied(o.lockPath)) continue;
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, Math.min(5 + attempt * 5, 50) + Math.random() * 10));
    }
  }
}
