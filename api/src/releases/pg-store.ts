import type { ReleaseAuditEntry } from 'shared/resources';
import type { RawSql } from '../db/client';
import type { StoredRegistry } from './registry-store';
import type { RegistryStore } from './store';

/** What the PostgreSQL store needs of a database handle (DbHandle has it). */
export interface SqlHandle extends RawSql {
  transaction<T>(fn: (tx: RawSql) => Promise<T>): Promise<T>;
}

/** One id for every registry writer on the database (advisory locks are per database). */
export const REGISTRY_LOCK_ID = 7_260_002;

const EMPTY = (): StoredRegistry => ({ revision: 0, remotes: {} });

interface Row {
  revision: number;
  doc: StoredRegistry['remotes'];
}

async function current(sql: RawSql, lock: boolean): Promise<StoredRegistry> {
  const rows = await sql.query<Row>(`SELECT revision, doc FROM release_registry WHERE id = 1${lock ? ' FOR UPDATE' : ''}`);
  return rows.length ? { revision: Number(rows[0].revision), remotes: rows[0].doc ?? {} } : EMPTY();
}

async function insertAudit(sql: RawSql, entry: ReleaseAuditEntry) {
  await sql.query('INSERT INTO release_audit (at, remote, entry) VALUES ($1, $2, $3)', [entry.at, entry.remote, JSON.stringify(entry)]);
}

/**
 * The registry as one row (id 1) of release_registry and the audit log as release_audit, in the
 * PostgreSQL of DATABASE_URL (migration 0700). A change takes a transaction-scoped advisory lock
 * first, so concurrent writers from any instance or the CLI run one after another, and the new
 * registry and its audit entry commit together.
 */
export function pgStore(handle: SqlHandle): RegistryStore {
  return {
    kind: 'pg',
    read: () => current(handle, false),
    change: (who, change) =>
      handle.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK_ID]);
        const registry = await current(tx, true);
        const { audit, result } = change(registry);
        if (audit) {
          registry.revision += 1;
          await tx.query(
            `INSERT INTO release_registry (id, revision, doc, updated_at) VALUES (1, $1, $2, now())
             ON CONFLICT (id) DO UPDATE SET revision = EXCLUDED.revision, doc = EXCLUDED.doc, updated_at = now()`,
            [registry.revision, JSON.stringify(registry.remotes)],
          );
          await insertAudit(tx, { at: new Date().toISOString(), ...who, ...audit });
        }
        return result;
      }),
    appendAudit: (entry) => insertAudit(handle, entry),
    audit: async (filter) => {
      const rows = filter?.remote
        ? await handle.query<{ entry: ReleaseAuditEntry }>('SELECT entry FROM release_audit WHERE remote = $1 ORDER BY id DESC', [filter.remote])
        : await handle.query<{ entry: ReleaseAuditEntry }>('SELECT entry FROM release_audit ORDER BY id DESC');
      return rows.map((r) => (typeof r.entry === 'string' ? (JSON.parse(r.entry) as ReleaseAuditEntry) : r.entry));
    },
    version: async () => {
      const rows = await handle.query<{ revision: number }>('SELECT revision FROM release_registry WHERE id = 1');
      return rows.length ? String(rows[0].revision) : '0';
    },
  };
}
