/**
 * Every drizzle table: generated from the migrations (api/migrations/*.sql, the one statement of
 * each table) by `npm run db:schema` into tables.generated.ts, and the types a few of its columns
 * are narrowed to (types.ts).
 */
export * from './tables.generated';
export * from './types';
