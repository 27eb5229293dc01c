// npm run release -- <command>: publish, promote, rollback, canary, list, audit, check (README.md here).
import { parseArgs } from 'node:util';
import { cliUser } from './audit';
import { ReleaseError } from './errors';
import { apiModels } from './api-models';
import { checkCandidate } from './gate';
import { abortCanary, startCanary } from './canary';
import { promote, rollback, type Actor, type Change } from './operations';
import { publishExisting } from './publish-existing';
import { publish } from './cli-publish';
import { federationName, packageName, releasesDir, shellDistDir, versionDir } from './paths';
import { checkNames, packageVersion } from './publish';
import { shellProvides } from './shell-shared';
import { releaseStatus } from './status';
import { openStore } from './open-store';

const USAGE = `usage: npm run release -- <command>
  publish <remote> [--bump patch|minor|major | --version <v>] [--no-build | --from <dir>] [--promote]
  promote <remote> <version>
  rollback <remote> [--to <version>]
  canary <remote> <version> --percent <1-99>     (again with another percent: widen or narrow)
  canary <remote> --abort                         (end it by sending everyone back; promote ends it the other way)
  list [--json]
  audit [--remote <remote>] [--limit <n>]
  check <remote> <version>                        (run the promotion gate only)
  publish-existing <remote...>                    (npm start: publish built remotes the registry lacks)
Who: RELEASE_USER, else the OS user. Where: RELEASES_DIR (default ./releases).`;

const dir = releasesDir();
const opened = await openStore(dir, process.env.DATABASE_URL || undefined);
const ctx = { dir, shellDist: shellDistDir(), store: opened.store };
const actor: Actor = { user: cliUser(), via: 'cli' };

function say(c: Change, verb: string) {
  if (c.unchanged) console.log(`${c.remote}: already at ${c.to}; nothing changed.`);
  else console.log(`${c.remote}: ${verb} ${c.from ?? '(none)'} -> ${c.to}`);
  for (const w of c.gate?.warnings ?? []) console.log(`  warning: ${w}`);
}

async function list(json: boolean) {
  const status = await releaseStatus(ctx);
  if (json) return console.log(JSON.stringify(status, null, 2));
  if (!status.remotes.length) return console.log(`No remotes published in ${ctx.dir}.`);
  for (const r of status.remotes) {
    const canary = r.canary ? `  canary ${r.canary.version} @ ${r.canary.percent}%` : '';
    console.log(`${r.package.padEnd(16)} current ${r.current ?? '(none)'}${canary}${r.previous ? `  rollback -> ${r.previous}` : ''}`);
    for (const v of r.versions) {
      const mark = v.current ? ' *' : v.canary ? ' c' : '  ';
      console.log(`  ${mark} ${v.version.padEnd(12)} ${v.publishedAt}  ${v.publishedBy ?? ''}`);
    }
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  switch (command) {
    case 'publish':
      return publish(rest, ctx, actor, say);
    case 'publish-existing':
      // npm start: never fails over one remote (see publish-existing.ts); warnings go to stderr.
      return publishExisting(
        ctx,
        rest.map((remote) => ({ remote, version: packageVersion(remote) })),
        actor,
        { info: (l) => console.log(l), warn: (l) => console.error(`warning: ${l}`) },
      );
    case 'promote': {
      if (rest.length !== 2) throw new ReleaseError('invalid', USAGE);
      return say(await promote(ctx, rest[0], rest[1], actor), 'promoted');
    }
    case 'rollback': {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { to: { type: 'string' } } });
      if (positionals.length !== 1) throw new ReleaseError('invalid', USAGE);
      return say(await rollback(ctx, positionals[0], values.to, actor), 'rolled back');
    }
    case 'canary': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { percent: { type: 'string' }, abort: { type: 'boolean' } },
      });
      if (values.abort && positionals.length === 1) return say(await abortCanary(ctx, positionals[0], actor), 'canary aborted');
      if (positionals.length !== 2 || !values.percent) throw new ReleaseError('invalid', USAGE);
      const c = await startCanary(ctx, positionals[0], positionals[1], Number(values.percent), actor);
      return say(c, `canary at ${values.percent}%:`);
    }
    case 'list':
      return list(rest.includes('--json'));
    case 'audit': {
      const { values } = parseArgs({ args: rest, options: { remote: { type: 'string' }, limit: { type: 'string' } } });
      const entries = (await ctx.store.audit({ remote: values.remote && packageName(values.remote) })).slice(0, Number(values.limit ?? 50));
      for (const e of entries.reverse()) console.log(JSON.stringify(e));
      return;
    }
    case 'check': {
      if (rest.length !== 2) throw new ReleaseError('invalid', USAGE);
      const [remote, version] = [packageName(rest[0]), rest[1]];
      checkNames(remote, version);
      const current = (await ctx.store.read()).remotes[federationName(remote)];
      const g = checkCandidate({
        remote,
        version,
        dir: versionDir(ctx.dir, remote, version),
        current: current && { version: current.version, pages: current.pages },
        provided: shellProvides(ctx.shellDist),
        apiModels: apiModels(),
      });
      for (const w of g.warnings) console.log(`warning: ${w}`);
      if (!g.ok) throw new ReleaseError('gate', `${remote}@${version} would be refused:\n  ${g.reasons.join('\n  ')}`);
      return console.log(`${remote}@${version} passes the gate.`);
    }
    default:
      console.error(USAGE);
      process.exit(command ? 2 : 0);
  }
}

main(process.argv.slice(2))
  .finally(() => opened.close())
  .catch((e: unknown) => {
  if (e instanceof ReleaseError) {
    console.error(e.kind === 'gate' && e.reasons.length ? `${e.message.split(':')[0]}:\n  ${e.reasons.join('\n  ')}` : e.message);
    process.exit(e.kind === 'invalid' ? 2 : 1);
  }
  console.error((e as Error).message ?? e);
  process.exit(1);
});
