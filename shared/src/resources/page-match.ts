import type { PageDecl, Registry, RegistryRemote } from './registry';

/** A declared page with the remote that serves it. */
export interface ResolvedPage {
  remote: RegistryRemote;
  page: PageDecl;
}

/**
 * Every declared page of every registered remote, in a stable order (by the remotes' package names,
 * compared as code units: localeCompare's first call sets up ICU's collator, the largest single
 * function in a profile of the engineer's phone starting its page again).
 */
export function allPages(registry: Registry): ResolvedPage[] {
  return Object.values(registry.remotes)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((remote) => remote.pages.map((page) => ({ remote, page })));
}

/** A path compared without letter case or trailing slashes. */
export const lowerPath = (p: string) => p.toLowerCase().replace(/\/+$/, '');

/**
 * The page whose path (or alias) matches, letter case ignored; `:param` segments match anything.
 * The shell routes with it, and the server with it names the files a page will load (preload hints).
 */
export function findPage(pages: ResolvedPage[], pathname: string): ResolvedPage | undefined {
  const target = lowerPath(pathname).split('/');
  return pages.find(({ page }) =>
    [page.path, ...(page.aliases ?? [])].some((candidate) => {
      const parts = lowerPath(candidate).split('/');
      return parts.length === target.length && parts.every((p, i) => p.startsWith(':') || p === target[i]);
    }),
  );
}
