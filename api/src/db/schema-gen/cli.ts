// `npm run db:schema`: writes api/src/db/schema/tables.generated.ts from the migrations.
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, generateSchema } from './generate';

const text = await generateSchema();
const before = fs.existsSync(GENERATED_FILE) ? fs.readFileSync(GENERATED_FILE, 'utf8') : '';
fs.writeFileSync(GENERATED_FILE, text);
const tables = text.match(/^export const \w+ = pgTable\(/gm)?.length ?? 0;
console.log(`${path.relative(process.cwd(), GENERATED_FILE)}: ${tables} tables, ${before === text ? 'unchanged' : 'written'}`);
