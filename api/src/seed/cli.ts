/**
 * `npm run seed -w api [-- options]`: migrates the database and loads the demo data.
 * Options are parsed by `parseArgs` below; add new ones to SEED_OPTIONS (e.g. `--cases N`).
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { migrate, vacuumIfEmbedded } from '../db/migrate';
import { seedDemo } from './seed-demo';
import { runCasesOption } from './cases/cli-option';

export interface SeedOptionSpec {
  type: 'boolean' | 'number' | 'string';
  description: string;
  default?: boolean | number | string;
}

/** Every option the seed command knows. Extend this table, then read the value in `main`. */
export const SEED_OPTIONS: Record<string, SeedOptionSpec> = {
  help: { type: 'boolean', description: 'show this help', default: false },
  cases: { type: 'number', description: 'generate N cases over two years (replaces cases, bills, expenses)' },
};

export type SeedArgs = Record<string, boolean | number | string | undefined>;

/** `--name value`, `--name=value`, `--flag`, `--no-flag`; unknown options are an error. */
export function parseArgs(argv: string[], specs: Record<string, SeedOptionSpec> = SEED_OPTIONS): SeedArgs {
  const out: SeedArgs = {};
  for (const [name, spec] of Object.entries(specs)) if (spec.default !== undefined) out[name] = spec.default;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}". Run with --help.`);
    let [name, value] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    let negate = false;
    if (!specs[name] && name.startsWith('no-') && specs[name.slice(3)]?.type === 'boolean') {
      name = name.slice(3);
      negate = true;
    }
    const spec = specs[name];
    if (!spec) throw new Error(`Unknown option --${name}. Run with --help.`);
    if (spec.type === 'boolean') {
      out[name] = negate ? false : value === undefined ? true : value !== 'false' && value !== '0';
      continue;
    }
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value.`);
    }
    if (spec.type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got "${value}".`);
      out[name] = n;
    } else {
      out[name] = value;
    }
  }
  return out;
}

function usage(): string {
  const lines = Object.entries(SEED_OPTIONS).map(([n, s]) => `  --${n.padEnd(14)} ${s.description}`);
  return `Usage: npm run seed -w api -- [options]\n${lines.join('\n')}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(usage());
    return;
  }
  const config = loadConfig();
  const handle = await openDb(config);
  try {
    const applied = await migrate(handle);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    const { seeded } = await seedDemo(handle.db);
    console.log(seeded ? 'Demo data loaded.' : 'Demo data already present.');
    if (applied.length || seeded) await vacuumIfEmbedded(handle);
    if (args.cases !== undefined) await runCasesOption(handle, Number(args.cases));
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('seed/cli.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
