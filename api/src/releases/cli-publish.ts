// `npm run release -- publish <remote> ...`: build one remote and copy it into an immutable version folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ReleaseError } from './errors';
import { promote, type Actor, type Change, type ReleaseContext } from './operations';
import { federationName, packageName, repoRoot } from './paths';
import { checkNames, packageVersion, publishBuild } from './publish';
import { bumpVersion, compareVersions } from './semver';
import { listVersions } from './versions';

function isRemote(remote: string) {
  return fs.existsSync(path.join(repoRoot(), remote, 'src', 'pages.ts'));
}

/** The version to publish under: --version, or package.json (after --bump writes the next one). */
function chooseVersion(ctx: ReleaseContext, remote: string, values: { version?: string; bump?: string }): string {
  if (values.version) return values.version;
  const current = packageVersion(remote);
  if (!values.bump) return current;
  if (!['patch', 'minor', 'major'].includes(values.bump)) throw new ReleaseError('invalid', '--bump takes patch, minor or major.');
  const highest = [current, ...listVersions(ctx.dir, remote).map((v) => v.version)].sort(compareVersions).at(-1)!;
  const next = bumpVersion(highest, values.bump as 'patch');
  const file = path.join(repoRoot(), remote, 'package.json');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace(/("version"\s*:\s*")[^"]*(")/, `$1${next}$2`));
  console.log(`${remote}/package.json: version ${current} -> ${next}`);
  return next;
}

export async function publish(argv: string[], ctx: ReleaseContext, actor: Actor, say: (c: Change, verb: string) => void) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      bump: { type: 'string' },
      'no-build': { type: 'boolean' },
      from: { type: 'string' },
      promote: { type: 'boolean' },
    },
  });
  const remote = positionals[0] ? packageName(positionals[0]) : '';
  if (!remote || positionals.length > 1) throw new ReleaseError('invalid', 'usage: npm run release -- publish <remote> [options]');
  checkNames(remote, values.version);
  if (!values.from && !isRemote(remote)) throw new ReleaseError('not-found', `${remote} is not a remote of this repository.`);
  if (values.version && values.bump) throw new ReleaseError('invalid', 'Give --version or --bump, not both.');
  const version = chooseVersion(ctx, remote, values);
  if (!values.from && !values['no-build']) {
    const res = spawnSync(process.execPath, [path.join(repoRoot(), 'tools/build-all.mjs'), remote], { stdio: 'inherit' });
    if (res.status !== 0) throw new ReleaseError('invalid', `Building ${remote} failed; nothing was published.`);
  }
  const r = await publishBuild({ dir: ctx.dir, remote, version, from: values.from, ...actor, store: ctx.store });
  console.log(`${remote}@${version} ${r.created ? 'published' : 'already published (same files)'} in ${r.dir}`);
  const registered = (await ctx.store.read()).remotes[federationName(remote)];
  if (values.promote || !registered) say(await promote(ctx, remote, version, actor), 'promoted');
  else if (registered.version !== version) console.log(`Promote it with: npm run release -- promote ${remote} ${version}`);
}
