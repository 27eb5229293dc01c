import type { PageDecl } from 'shared/resources';
import { lowerPath, type ResolvedPage } from 'shared/core';

export { allPages, findPage, type ResolvedPage } from 'shared/core';

/** The pages that asked to be shown inside `page` (PageDecl.inside), in the stable order. */
export function sectionsOf(pages: ResolvedPage[], page: PageDecl): ResolvedPage[] {
  return pages.filter((p) => p.page.inside !== undefined && lowerPath(p.page.inside) === lowerPath(page.path));
}
