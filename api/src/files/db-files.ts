import fsp from 'node:fs/promises';
import type { RawSql } from '../db/client';
import type { FileBackend } from './file-store';

/** `_` and `%` in a key are literal in a prefix match. */
const likePrefix = (folder: string) => `${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/**
 * Files as rows of `stored_files` (migration 0701) in the PostgreSQL of DATABASE_URL: every API
 * instance reads what any other stored, with no shared folder to mount. Uploads are at most 5 MB,
 * so a file is one bytea value read whole.
 */
export function dbFiles(sql: Pick<RawSql, 'query'>): FileBackend {
  const read = async (key: string) => {
    const [row] = await sql.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files WHERE path = $1', [key]);
    return row ? Buffer.from(row.bytes) : null;
  };
  return {
    kind: 'db',
    put: async (key, source) => {
      const bytes = Buffer.isBuffer(source) ? source : await fsp.readFile(source.file);
      await sql.query(
        `INSERT INTO stored_files (path, bytes, size) VALUES ($1, $2, $3)
         ON CONFLICT (path) DO UPDATE SET bytes = EXCLUDED.bytes, size = EXCLUDED.size, created_at = now()`,
        [key, bytes, bytes.length],
      );
      if (!Buffer.isBuffer(source)) await fsp.rm(source.file, { force: true });
    },
    read,
    open: read,
    remove: async (key) => {
      await sql.query('DELETE FROM stored_files WHERE path = $1', [key]);
    },
    removeUnder: async (folder) => {
      await sql.query(`DELETE FROM stored_files WHERE path LIKE $1`, [likePrefix(folder)]);
    },
  };
}
