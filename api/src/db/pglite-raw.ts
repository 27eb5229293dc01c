import type { PGlite } from '@electric-sql/pglite';
import type { RawSql } from './client';

/**
 * PGlite (or one of its transactions) as RawSql. Its own module, importing client.ts for types
 * only: the schema generator runs it without loading the schema it is about to write.
 */
export const pgliteRaw = (c: Pick<PGlite, 'exec' | 'query'>): RawSql => ({
  exec: async (sql) => {
    await c.exec(sql);
  },
  query: async <T>(sql: string, params?: unknown[]) => (await c.query<T>(sql, params)).rows,
});
