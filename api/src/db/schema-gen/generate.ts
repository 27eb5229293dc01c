import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as prettier from 'prettier';
import { pgliteRaw } from '../pglite-raw';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../migrate';
import { readCatalog } from './catalog';
import { renderSchema } from './render';

/** The one file this writes; api/src/db/schema/index.ts re-exports it. */
export const GENERATED_FILE = path.join(MIGRATIONS_DIR, '..', 'src', 'db', 'schema', 'tables.generated.ts');

/**
 * The generated schema's text: every migration applied to a fresh in-memory PGlite, its catalog
 * read, rendered and formatted as the repository formats (Prettier). Opens PGlite itself, not
 * through client.ts, which imports the schema this writes: a broken generated file must not stop
 * its own regeneration.
 */
export async function generateSchema(): Promise<string> {
  const client = await PGlite.create();
  try {
    await migrate({ ...pgliteRaw(client), transaction: (fn) => client.transaction((tx) => fn(pgliteRaw(tx))) });
    const tables = await readCatalog(pgliteRaw(client));
    const sources = Object.fromEntries(listMigrations().map((f) => [f, fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8')]));
    const text = renderSchema(tables, sources);
    const options = await prettier.resolveConfig(GENERATED_FILE);
    return await prettier.format(text, { ...options, filepath: GENERATED_FILE });
  } finally {
    await client.close();
  }
}
