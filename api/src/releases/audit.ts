import fs from 'node:fs';
import os from 'node:os';
import type { ReleaseAuditEntry } from 'shared/resources';
import { auditFile } from './paths';

/** Who runs the CLI: RELEASE_USER, else the operating-system user. */
export function cliUser(): string {
  if (process.env.RELEASE_USER) return process.env.RELEASE_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Appends one JSON line to releases/audit.log and fsyncs it. A writer that crashed mid-line
 * leaves a torn last line: the next append starts on a fresh line, and readers skip the torn one.
 */
export function appendAudit(dir: string, entry: ReleaseAuditEntry): void {
  fs.mkdirSync(dir, { recursive: true });
  const fd = fs.openSync(auditFile(dir), 'a+');
  try {
    const { size } = fs.fstatSync(fd);
    let prefix = '';
    if (size > 0) {
      const last = new Uint8Array(1);
      fs.readSync(fd, last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    fs.writeSync(fd, `${prefix}${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The audit log, newest first; lines that do not parse (a torn last write) are skipped. */
export function readAudit(dir: string, filter: { remote?: string } = {}): ReleaseAuditEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(auditFile(dir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const entries: ReleaseAuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line) as ReleaseAuditEntry;
      if (e && typeof e.action === 'string' && (!filter.remote || e.remote === filter.remote)) entries.push(e);
    } catch {
      // torn line
    }
  }
  return entries.reverse();
}
