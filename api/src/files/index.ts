import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import { dbFiles } from './db-files';
import { diskFiles } from './disk-files';
import { fileStoreOver, type FileStore } from './file-store';

export type { FileStore } from './file-store';

/**
 * The one file store of a server: in PostgreSQL with DATABASE_URL (every instance on that
 * database shares it), else under UPLOAD_DIR. Staging is local under UPLOAD_DIR either way.
 */
export function filesFor(handle: DbHandle, config: Pick<Config, 'uploadDir'>): FileStore {
  return fileStoreOver(handle.kind === 'pg' ? dbFiles(handle) : diskFiles(config.uploadDir), config.uploadDir);
}
