import type { ReleaseRemoteDTO, ReleasesResponse } from 'shared/resources';
import { previousVersion, type ReleaseContext } from './operations';
import { federationName } from './paths';
import { listRemoteFolders, listVersions } from './versions';

/** Every remote that is promoted or has published versions, with its versions and pointers. */
export async function releaseStatus(ctx: ReleaseContext): Promise<ReleasesResponse> {
  const registry = await ctx.store.read();
  const names = new Set([...Object.values(registry.remotes).map((r) => r.package), ...listRemoteFolders(ctx.dir)]);
  const remotes: ReleaseRemoteDTO[] = [...names].sort().map((pkg) => {
    const entry = registry.remotes[federationName(pkg)];
    const canary = entry?.canary;
    return {
      name: federationName(pkg),
      package: pkg,
      current: entry?.version ?? null,
      canary: canary ? { version: canary.version, percent: canary.percent, startedAt: canary.startedAt } : null,
      previous: previousVersion(ctx, entry),
      versions: listVersions(ctx.dir, pkg).map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt,
        publishedBy: v.publishedBy,
        files: v.files,
        bytes: v.bytes,
        current: v.version === entry?.version,
        canary: v.version === canary?.version,
      })),
    };
  });
  return { revision: registry.revision, remotes };
}
