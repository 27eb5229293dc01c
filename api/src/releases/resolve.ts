import crypto from 'node:crypto';
import type { Registry, RegistryRemote } from 'shared/resources';
import type { StoredRegistry } from './registry-store';

/**
 * The bucket (0-99) of a browser for one canary. Salted with the remote and the canary version:
 * each canary samples its own users, and widening it (10% -> 50%) keeps everyone already in.
 */
export function bucketOf(uid: string, remote: string, version: string): number {
  const h = crypto.createHash('sha256').update(`${uid}\0${remote}\0${version}`).digest();
  return h.readUInt32BE(0) % 100;
}

/**
 * The registry one browser gets: each remote resolved to exactly one version (the canary for the
 * browsers whose bucket falls under its percentage), without the internal history and canary
 * fields. `variant` names the choice, to cache and tag each distinct answer.
 */
export function resolveRegistry(stored: StoredRegistry, uid: string | null): { registry: Registry; variant: string } {
  const remotes: Record<string, RegistryRemote> = {};
  const chosen: string[] = [];
  for (const [key, r] of Object.entries(stored.remotes)) {
    const c = r.canary;
    const useCanary = !!c && !!uid && bucketOf(uid, r.name, c.version) < c.percent;
    if (useCanary && c) {
      remotes[key] = { name: r.name, package: r.package, version: c.version, entry: c.entry, pages: c.pages, publishedAt: c.publishedAt };
      chosen.push(`${key}@${c.version}`);
    } else {
      remotes[key] = { name: r.name, package: r.package, version: r.version, entry: r.entry, pages: r.pages, publishedAt: r.publishedAt };
    }
  }
  const registry: Registry = stored.revision > 0 ? { revision: stored.revision, remotes } : { remotes };
  return { registry, variant: chosen.join(',') };
}
