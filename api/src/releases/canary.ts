import { ReleaseError } from './errors';
import { gate, mutate, requirePublished, type Actor, type Change, type ReleaseContext } from './operations';
import { checkNames, registryEntry } from './publish';
import { federationName, packageName } from './paths';

/** Serves `version` to `percent` % of browsers (sticky per browser); again with another percent widens it. */
export async function startCanary(
  ctx: ReleaseContext,
  remoteArg: string,
  version: string,
  percent: number,
  actor: Actor,
): Promise<Change> {
  const remote = packageName(remoteArg);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError('invalid', 'The canary percentage must be a whole number from 1 to 99 (promote to give it to everyone).');
  }
  requirePublished(ctx, remote, version);
  return mutate(ctx, actor, (registry) => {
    const key = federationName(remote);
    const current = registry.remotes[key];
    if (!current) throw new ReleaseError('conflict', `${remote} has no promoted version yet; promote one before a canary.`);
    if (current.version === version) {
      throw new ReleaseError('conflict', `${remote}@${version} is already the promoted version; a canary needs another version.`);
    }
    const old = current.canary;
    if (old?.version === version && old.percent === percent) return { remote, from: current.version, to: version, unchanged: true };
    const g = gate(ctx, remote, version, current);
    const entry = registryEntry(ctx.dir, remote, version);
    current.canary = {
      version,
      percent,
      startedAt: old?.version === version ? old.startedAt : new Date().toISOString(),
      entry: entry.entry,
      pages: entry.pages,
      publishedAt: entry.publishedAt,
    };
    return {
      action: 'canary',
      remote,
      from: current.version,
      to: version,
      percent,
      ...(old?.version === version ? { fromPercent: old.percent } : {}),
      result: { remote, from: current.version, to: version, gate: g },
    };
  });
}

/** Ends a canary by sending its users back to the promoted version. */
export async function abortCanary(ctx: ReleaseContext, remoteArg: string, actor: Actor): Promise<Change> {
  const remote = packageName(remoteArg);
  checkNames(remote);
  return mutate(ctx, actor, (registry) => {
    const current = registry.remotes[federationName(remote)];
    if (!current?.canary) throw new ReleaseError('conflict', `${remote} has no canary running.`);
    const from = current.canary.version;
    delete current.canary;
    return { action: 'canary-abort', remote, from, to: current.version, result: { remote, from, to: current.version } };
  });
}
