import type { RawSql } from '../client';

/** One column as the migrated database has it. */
export interface CatalogColumn {
  name: string;
  /** format_type() of the column: `integer`, `numeric(14,2)`, `text[]`, `timestamp with time zone`... */
  type: string;
  notNull: boolean;
  /** The default expression as PostgreSQL prints it (pg_get_expr), or null. */
  default: string | null;
  /** The expression of a `GENERATED ALWAYS AS (...) STORED` column, or null. */
  generated: string | null;
  /** `a`: GENERATED ALWAYS AS IDENTITY, `d`: BY DEFAULT, '' none. */
  identity: '' | 'a' | 'd';
  /** The default is nextval() of a sequence the column owns: a serial column. */
  serial: boolean;
}

export interface CatalogTable {
  name: string;
  /** In ordinal order, dropped columns left out. */
  columns: CatalogColumn[];
  /** The primary key's columns in key order (empty: none). */
  primaryKey: string[];
  /** Unique constraints (not bare unique indexes), by name. */
  uniques: { name: string; columns: string[]; nullsNotDistinct: boolean }[];
}

/** The migrations' own bookkeeping (api/src/db/migrate.ts makes it), not a table of the application. */
const SKIPPED = new Set(['_migrations']);

/** Every ordinary or partitioned table of schema `public` (partitions aside), by name. */
export async function readCatalog(db: Pick<RawSql, 'query'>): Promise<CatalogTable[]> {
  const tables = await db.query<{ oid: number; name: string }>(
    `SELECT c.oid::int AS oid, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname COLLATE "C"`,
  );
  const columns = await db.query<{
    table_oid: number;
    name: string;
    type: string;
    not_null: boolean;
    default: string | null;
    generated: string;
    identity: '' | 'a' | 'd';
    serial: boolean;
  }>(
    `SELECT a.attrelid::int AS table_oid, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default, a.attgenerated::text AS generated,
            a.attidentity::text AS identity,
            (a.attgenerated = '' AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL
              AND pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%') AS serial
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attrelid, a.attnum`,
  );
  const constraints = await db.query<{
    table_oid: number;
    name: string;
    kind: 'p' | 'u';
    columns: string[];
    nulls_not_distinct: boolean;
  }>(
    `SELECT con.conrelid::int AS table_oid, con.conname AS name, con.contype::text AS kind,
            array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(attnum, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.i) AS columns,
            coalesce(i.indnullsnotdistinct, false) AS nulls_not_distinct
       FROM pg_constraint con
       JOIN pg_namespace n ON n.oid = con.connamespace
       LEFT JOIN pg_index i ON i.indexrelid = con.conindid
      WHERE n.nspname = 'public' AND con.contype IN ('p', 'u')
      ORDER BY con.conrelid, con.conname COLLATE "C"`,
  );
  return tables
    .filter((t) => !SKIPPED.has(t.name))
    .map((t) => {
      const own = constraints.filter((c) => c.table_oid === t.oid);
      return {
        name: t.name,
        columns: columns
          .filter((c) => c.table_oid === t.oid)
          .map((c) => ({
            name: c.name,
            type: c.type,
            notNull: c.not_null,
            default: c.generated ? null : c.default,
            generated: c.generated ? c.default : null,
            identity: c.identity,
            serial: c.serial,
          })),
        primaryKey: own.find((c) => c.kind === 'p')?.columns ?? [],
        uniques: own
          .filter((c) => c.kind === 'u')
          .map((c) => ({ name: c.name, columns: c.columns, nullsNotDistinct: c.nulls_not_distinct })),
      };
    });
}
