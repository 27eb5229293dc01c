import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { DbHandle } from './client';

/** From the repository root: this module runs from api/src or bundled in api/dist. */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api', 'migrations');

/** Serialises migrations (and seeding) when several API instances start against one PostgreSQL. */
export const MIGRATION_LOCK_ID = 7_260_001;

const FILE_RE = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** The migration files in order: `NNNN_name.sql`. */
export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const bad = files.filter((f) => !FILE_RE.test(f));
  if (bad.length) throw new Error(`Migration files must be named NNNN_lower_snake.sql: ${bad.join(', ')}`);
  const sorted = files.sort();
  const seen = new Map<string, string>();
  for (const f of sorted) {
    const n = f.slice(0, 4);
    if (seen.has(n)) throw new Error(`Two migrations share the number ${n}: ${seen.get(n)} and ${f}`);
    seen.set(n, f);
  }
  return sorted;
}

/**
 * Applies the pending migrations, each in its own transaction, recorded in `_migrations`.
 * Returns the names applied now (empty when the database was up to date).
 */
export async function migrate(handle: Pick<DbHandle, 'query' | 'transaction'>, dir = MIGRATIONS_DIR): Promise<string[]> {
  await handle.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec('CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  // One read decides what is pending (a start on a current database costs one query, not one
  // transaction per migration); each pending one is checked again under the lock below.
  const done = new Set((await handle.query<{ name: string }>('SELECT name FROM _migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of listMigrations(dir).filter((m) => !done.has(m))) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    const ran = await handle.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const rows = await tx.query('SELECT 1 FROM _migrations WHERE name = $1', [name]);
      if (rows.length) return false;
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`Migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query('INSERT INTO _migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** PGlite never autovacuums: refresh planner statistics after migrations or bulk loads. */
export async function vacuumIfEmbedded(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.exec('VACUUM ANALYZE');
}
