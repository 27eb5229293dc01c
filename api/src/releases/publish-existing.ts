import fs from 'node:fs';
import { ReleaseError } from './errors';
import { promoteIfMissing, type Actor, type ReleaseContext } from './operations';
import { federationName, versionDir } from './paths';
import { publishBuild } from './publish';
import { isPublished } from './versions';

export interface Candidate {
  remote: string;
  /** The version its package.json declares. */
  version: string;
  /** The built files (default <repo>/<remote>/dist). */
  from?: string;
}

/**
 * `npm start`: every built remote the registry lacks is published and pointed at. One remote that
 * cannot be published never stops the start: when its version is already published with other
 * files (a rebuild after a change, on a new database), the published version is served and the
 * warning says how to ship the new build; any other failure leaves that remote out, with a warning.
 */
export async function publishExisting(
  ctx: ReleaseContext,
  candidates: Candidate[],
  actor: Actor,
  log: { info: (line: string) => void; warn: (line: string) => void },
): Promise<void> {
  const registry = await ctx.store.read();
  for (const { remote, version, from } of candidates) {
    const entry = registry.remotes[federationName(remote)];
    if (entry && fs.existsSync(versionDir(ctx.dir, remote, entry.version))) continue;
    try {
      const r = await publishBuild({ dir: ctx.dir, remote, version, from, ...actor, store: ctx.store });
      await promoteIfMissing(ctx, remote, version, actor);
      log.info(`${remote}@${version} ${r.created ? 'published' : 'already published'} and promoted`);
    } catch (e) {
      if (!(e instanceof ReleaseError)) throw e;
      if (e.kind === 'conflict' && isPublished(ctx.dir, remote, version)) {
        try {
          await promoteIfMissing(ctx, remote, version, actor);
        } catch (promoteError) {
          log.warn(`${remote}: serving nothing new: ${(promoteError as Error).message}`);
          continue;
        }
        log.warn(
          `${remote}: its build differs from the published ${remote}@${version}, which is served unchanged ` +
            `(published versions are never overwritten). To ship the new build, publish it under a new version: ` +
            `npm run release -- publish ${remote} --bump patch --promote (or raise "version" in ${remote}/package.json and restart).`,
        );
      } else {
        log.warn(`${remote}: not published (${e.message}); the suite starts without it.`);
      }
    }
  }
}
