import { matchPath, useLocation } from 'react-router-dom';
import { Text } from 'shared/ui';
import { isResourcePage, type PageDecl } from 'shared/resources';
import { ResourcePage } from './resource-page';

/**
 * The one page module a remote exposes for all its `resourcePage` declarations: renders the
 * description of the declared page at the current path (paths match without regard to case, as
 * the shell's routes do).
 */
export function ResourceRoute({ pages }: { pages: readonly PageDecl[] }) {
  const { pathname } = useLocation();
  const page = pages
    .filter(isResourcePage)
    .find((p) => [p.path, ...(p.aliases ?? [])].some((path) => matchPath({ path, caseSensitive: false }, pathname)));
  if (!page) return <Text role="alert">No resource page is declared at {pathname}.</Text>;
  return <ResourcePage key={page.desc.name} desc={page.desc} heading={null} />;
}
