import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { ReleaseError } from './errors';
import { lockFile } from './paths';

/** Registry writes take milliseconds; a lock this old was left by a crashed writer on another host. */
export const STALE_LOCK_MS = 30_000;
const WAIT_MS = 10_000;

interface LockBody {
  pid: number;
  host: string;
  token: string;
  at: number;
}

function readBody(file: string): { raw: string; body: LockBody | null; mtimeMs: number } | null {
  try {
    const raw = fs.readFileSync(file, 'utf8');
    const mtimeMs = fs.statSync(file).mtimeMs;
    try {
      return { raw, body: JSON.parse(raw) as LockBody, mtimeMs };
    } catch {
      return { raw, body: null, mtimeMs };
    }
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(lock: { body: LockBody | null; mtimeMs: number }, staleMs: number): boolean {
  // Empty or torn: the writer died between creating and filling it (a fill takes microseconds).
  if (!lock.body) return Date.now() - lock.mtimeMs > 2000;
  if (lock.body.host === os.hostname() && !alive(lock.body.pid)) return true;
  return Date.now() - lock.body.at > staleMs;
}

/**
 * Removes a stale lock. Two processes may judge the same lock stale at once: each moves it aside
 * (rename is atomic, so only one moves any given file) and checks that it moved the stale one; if it
 * moved a fresh lock taken in between, it puts that one back.
 */
function breakStale(file: string, observedRaw: string): void {
  const aside = `${file}.stale-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // someone else moved it
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved !== observedRaw) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // a third process already holds a new lock
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Runs `fn` holding releases/.registry.lock, created atomically (link fails on an existing file) so the CLI and every server
 * process (even on other hosts sharing the folder) take turns. A lock whose holder died (same
 * host, pid gone) or that is older than STALE_LOCK_MS is recovered.
 */
export async function withRegistryLock<T>(
  dir: string,
  fn: () => T | Promise<T>,
  opts: { waitMs?: number; staleMs?: number } = {},
): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockFile(dir);
  const body: LockBody = { pid: process.pid, host: os.hostname(), token: crypto.randomUUID(), at: Date.now() };
  const deadline = Date.now() + (opts.waitMs ?? WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    // The lock appears with its body already in it (write aside, then link, which fails if the
    // lock exists): a writer killed at any moment never leaves an empty lock that others must age out.
    const tmp = `${file}.${process.pid}.${body.token}`;
    try {
      body.at = Date.now();
      fs.writeFileSync(tmp, JSON.stringify(body));
      try {
        fs.linkSync(tmp, file);
      } finally {
        fs.rmSync(tmp, { force: true });
      }
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const held = readBody(file);
      if (held && isStale(held, opts.staleMs ?? STALE_LOCK_MS)) {
        breakStale(file, held.raw);
        continue;
      }
      if (Date.now() > deadline) {
        const who = held?.body ? ` (pid ${held.body.pid} on ${held.body.host})` : '';
        throw new ReleaseError('busy', `Another release operation is running${who}; try again in a moment.`);
      }
      await sleep(Math.min(5 + attempt * 5, 50) + Math.random() * 10);
    }
  }
  try {
    return await fn();
  } finally {
    // Remove only our own lock: never one that a stale-lock recovery handed to someone else.
    const held = readBody(file);
    if (held?.body?.token === body.token) fs.rmSync(file, { force: true });
  }
}
