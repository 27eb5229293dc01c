import type { Registry } from 'shared/resources';

export interface RemoteChange {
  name: string;
  package: string;
  from: string;
  to: string;
}

/**
 * Remotes this page has loaded whose registry version moved since the page started. The page keeps
 * running the versions it registered at load (it never swaps a remote in place); a reload picks up
 * the new ones.
 */
export function changedRemotes(boot: Registry, latest: Registry, loaded: ReadonlySet<string>): RemoteChange[] {
  const out: RemoteChange[] = [];
  for (const name of loaded) {
    const was = boot.remotes[name];
    const now = latest.remotes[name];
    if (was && now && was.version !== now.version) out.push({ name, package: now.package, from: was.version, to: now.version });
  }
  return out.sort((a, b) => a.package.localeCompare(b.package));
}
