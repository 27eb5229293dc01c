import type { PageDecl, Registry, RegistryRemote } from 'shared/resources';

export interface ResolvedPage {
  remote: RegistryRemote;
  page: PageDecl;
}

/** Every declared page of every registered remote, in a stable order. */
export function allPages(registry: Registry): ResolvedPage[] {
  return Object.values(registry.remotes)
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((remote) => remote.pages.map((page) => ({ remote, page })));
}

const lower = (p: string) => p.toLowerCase().replace(/\/+$/, '');

/** The pages that asked to be shown inside `page` (PageDecl.inside), in the stable order. */
export function sectionsOf(pages: ResolvedPage[], page: PageDecl): ResolvedPage[] {
  return pages.filter((p) => p.page.inside !== undefined && lower(p.page.inside) === lower(page.path));
}

/** The page whose path (or alias) matches, letter case ignored; `:param` segments match anything. */
export function findPage(pages: ResolvedPage[], pathname: string): ResolvedPage | undefined {
  const target = lower(pathname).split('/');
  return pages.find(({ page }) =>
    [page.path, ...(page.aliases ?? [])].some((candidate) => {
      const parts = lower(candidate).split('/');
      return parts.length === target.length && parts.every((p, i) => p.startsWith(':') || p === target[i]);
    }),
  );
}
