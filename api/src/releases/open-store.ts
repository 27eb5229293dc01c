import { openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { pgStore } from './pg-store';
import { fileStore, type RegistryStore } from './store';

/**
 * The registry store for the CLI: PostgreSQL when DATABASE_URL is set (migrated first, so the CLI
 * works before any server has started), else the files in RELEASES_DIR.
 */
export async function openStore(dir: string, databaseUrl: string | undefined): Promise<{ store: RegistryStore; close: () => Promise<void> }> {
  if (!databaseUrl) return { store: fileStore(dir), close: async () => {} };
  const handle = await openDb({ databaseUrl, dataDir: '' });
  await migrate(handle);
  return { store: pgStore(handle), close: () => handle.close() };
}
