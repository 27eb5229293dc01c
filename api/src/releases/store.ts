import type { ReleaseAuditEntry } from 'shared/resources';
import { fileStamp } from '../lib/file-stamp';
import { appendAudit, readAudit } from './audit';
import { withRegistryLock } from './lock';
import { registryFile } from './paths';
import { readRegistry, writeRegistry, type StoredRegistry } from './registry-store';

/** What a registry change writes to the audit log (who, when and how are added by the store). */
export type AuditFacts = Omit<ReleaseAuditEntry, 'at' | 'user' | 'via'>;
export interface AuditWho {
  user: string;
  via: 'cli' | 'web';
}

/**
 * Where the release registry (pointers, history, canaries) and the audit log live. Published
 * builds are immutable files in RELEASES_DIR either way.
 *   - file: registry.json + audit.log under a lock file (one machine; PGlite; the default).
 *   - pg: two tables in the PostgreSQL of DATABASE_URL, writes serialised by the database, so
 *     every API instance on that database serves the same registry at once.
 */
export interface RegistryStore {
  readonly kind: 'file' | 'pg';
  read(): Promise<StoredRegistry>;
  /**
   * Runs `change` on the current registry alone (no other change in between). When it answers
   * audit facts, the registry's revision is bumped, the registry saved and the entry appended, all
   * in one step; otherwise nothing is written.
   */
  change<T>(who: AuditWho, change: (registry: StoredRegistry) => { audit?: AuditFacts; result: T }): Promise<T>;
  /** Appends an entry that changes no pointer (a publish). */
  appendAudit(entry: ReleaseAuditEntry): Promise<void>;
  /** Newest first. */
  audit(filter?: { remote?: string }): Promise<ReleaseAuditEntry[]>;
  /** Changes whenever the registry changes (the served registry is cached per key). */
  version(): Promise<string>;
}

export function fileStore(dir: string): RegistryStore {
  return {
    kind: 'file',
    read: async () => readRegistry(dir),
    change: (who, change) =>
      withRegistryLock(dir, () => {
        const registry = readRegistry(dir);
        const { audit, result } = change(registry);
        if (audit) {
          registry.revision += 1;
          writeRegistry(registry, dir);
          appendAudit(dir, { at: new Date().toISOString(), ...who, ...audit });
        }
        return result;
      }),
    appendAudit: (entry) => withRegistryLock(dir, () => appendAudit(dir, entry)),
    audit: async (filter) => readAudit(dir, filter),
    // Every write renames a new file over the old one: a new inode, so the key changes.
    version: () => fileStamp(registryFile(dir)),
  };
}
