import { matchPath, useLocation } from 'react-router-dom';
import { Text } from 'shared/ui';
import { isResourcePage, type PageDecl } from 'shared/resources';
import type { FieldControls } from './form-field';
import { ResourcePage } from './resource-page';

/**
 * The one page module a remote exposes for all its `resourcePage` declarations: renders the
 * description of the declared page at the current path (paths match without regard to case, as
 * the shell's routes do). `controls` gives a description's fields (by the description's name) the
 * remote's own form controls.
 */
export function ResourceRoute({ pages, controls }: { pages: readonly PageDecl[]; controls?: Readonly<Record<string, FieldControls>> }) {
  const { pathname } = useLocation();
  const page = pages
    .filter(isResourcePage)
    .find((p) => [p.path, ...(p.aliases ?? [])].some((path) => matchPath({ path, caseSensitive: false }, pathname)));
  if (!page) return <Text role="alert">No resource page is declared at {pathname}.</Text>;
  return <ResourcePage key={page.desc.name} desc={page.desc} heading={null} controls={controls?.[page.desc.name]} />;
}
