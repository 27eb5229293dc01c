/**
 * Every drizzle table, one file per feature. A new feature adds `<feature>.ts` here
 * (and its SQL in api/migrations/NNNN_<feature>.sql, which stays the source of truth).
 */
export * from './core';
export * from './tasks';
export * from './kit';
export * from './masters';
export * from './cases';
export * from './bills';
export * from './security';
export * from './case-workflow';
export * from './masters-lists';
export * from './hr';
export * from './masters-mail';
