import type { GateResultDTO, ReleaseAuditEntry } from 'shared/resources';
import { ReleaseError } from './errors';
import { apiModels } from './api-models';
import { checkCandidate } from './gate';
import { federationName, packageName, versionDir } from './paths';
import { checkNames, registryEntry } from './publish';
import type { StoredRegistry, StoredRemote } from './registry-store';
import type { RegistryStore } from './store';
import { shellProvides } from './shell-shared';
import { isPublished, listVersions } from './versions';

export interface ReleaseContext {
  /** RELEASES_DIR */
  dir: string;
  /** The built shell the gate compares shared singletons against. */
  shellDist: string;
  /** Where the registry and the audit log live (files in `dir`, or PostgreSQL). */
  store: RegistryStore;
}

export interface Actor {
  user: string;
  via: 'cli' | 'web';
}

export interface Change {
  remote: string;
  from: string | null;
  to: string | null;
  gate?: GateResultDTO;
  /** Nothing to do (e.g. promoting the current version). */
  unchanged?: boolean;
}

const HISTORY_LIMIT = 50;

export function requirePublished(ctx: ReleaseContext, remote: string, version: string) {
  checkNames(remote, version);
  if (isPublished(ctx.dir, remote, version)) return;
  const have = listVersions(ctx.dir, remote).map((v) => v.version);
  throw new ReleaseError(
    'not-found',
    have.length
      ? `${remote} has no published version ${version} (published: ${have.join(', ')}).`
      : `${remote} has no published versions; publish one first (npm run release -- publish ${remote}).`,
  );
}

export function gate(ctx: ReleaseContext, remote: string, version: string, current?: StoredRemote): GateResultDTO {
  const result = checkCandidate({
    remote,
    version,
    dir: versionDir(ctx.dir, remote, version),
    current: current ? { version: current.version, pages: current.pages } : undefined,
    provided: shellProvides(ctx.shellDist),
    apiModels: apiModels(),
  });
  if (!result.ok) {
    throw new ReleaseError('gate', `${remote}@${version} cannot be promoted: ${result.reasons.join(' ')}`, result.reasons);
  }
  return result;
}

/** Changes the registry alone (see RegistryStore.change), and audits the change in the same step. */
export async function mutate(
  ctx: ReleaseContext,
  actor: Actor,
  change: (registry: StoredRegistry) => (Omit<ReleaseAuditEntry, 'at' | 'user' | 'via'> & { result: Change }) | Change,
): Promise<Change> {
  return ctx.store.change(actor, (registry) => {
    const outcome = change(registry);
    if (!('action' in outcome)) return { result: outcome };
    const { result, ...audit } = outcome;
    return { audit, result };
  });
}

/** Points every browser at `version` (ends a canary, whichever way). */
export async function promote(ctx: ReleaseContext, remoteArg: string, version: string, actor: Actor): Promise<Change> {
  const remote = packageName(remoteArg);
  requirePublished(ctx, remote, version);
  return mutate(ctx, actor, (registry) => {
    const key = federationName(remote);
    const current = registry.remotes[key];
    if (current?.version === version && !current.canary) return { remote, from: version, to: version, unchanged: true };
    const g = gate(ctx, remote, version, current);
    const history = [...(current?.history ?? [])];
    if (current && current.version !== version) history.push(current.version);
    registry.remotes[key] = { ...registryEntry(ctx.dir, remote, version), history: history.slice(-HISTORY_LIMIT) };
    const from = current?.version ?? null;
    return { action: 'promote', remote, from, to: version, result: { remote, from, to: version, gate: g } };
  });
}

/** What `rollback` without a target goes back to: the last promoted version still published. */
export function previousVersion(ctx: ReleaseContext, current: StoredRemote | undefined): string | null {
  const history = current?.history ?? [];
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i] !== current!.version && isPublished(ctx.dir, current!.package, history[i])) return history[i];
  }
  return null;
}

export async function rollback(ctx: ReleaseContext, remoteArg: string, to: string | undefined, actor: Actor): Promise<Change> {
  const remote = packageName(remoteArg);
  checkNames(remote, to);
  return mutate(ctx, actor, (registry) => {
    const key = federationName(remote);
    const current = registry.remotes[key];
    if (!current) throw new ReleaseError('not-found', `${remote} has never been promoted, so there is nothing to roll back.`);
    const target = to ?? previousVersion(ctx, current);
    if (!target) {
      throw new ReleaseError(
        'conflict',
        `${remote} has no earlier promoted version to roll back to; name one with --to <version> (published: ${listVersions(ctx.dir, remote)
          .map((v) => v.version)
          .join(', ')}).`,
      );
    }
    requirePublished(ctx, remote, target);
    if (target === current.version && !current.canary) {
      return { remote, from: target, to: target, unchanged: true };
    }
    const g = gate(ctx, remote, target, current);
    let history = [...(current.history ?? [])];
    const at = history.lastIndexOf(target);
    if (at >= 0) history = history.slice(0, at);
    else if (target !== current.version) history.push(current.version);
    registry.remotes[key] = { ...registryEntry(ctx.dir, remote, target), history };
    const from = current.version;
    return { action: 'rollback', remote, from, to: target, result: { remote, from, to: target, gate: g } };
  });
}

/** For `npm start`: point the registry at `version` only if it has no entry for the remote yet. */
export async function promoteIfMissing(ctx: ReleaseContext, remote: string, version: string, actor: Actor): Promise<Change> {
  return mutate(ctx, actor, (registry) => {
    const key = federationName(remote);
    if (registry.remotes[key] && isPublished(ctx.dir, remote, registry.remotes[key].version)) {
      return { remote, from: registry.remotes[key].version, to: registry.remotes[key].version, unchanged: true };
    }
    const from = registry.remotes[key]?.version ?? null;
    gate(ctx, remote, version);
    registry.remotes[key] = { ...registryEntry(ctx.dir, remote, version), history: [] };
    return { action: 'promote', remote, from, to: version, result: { remote, from, to: version } };
  });
}
