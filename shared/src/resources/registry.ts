import type { PageName } from './page-names';
import type { MenuGroupId } from './menu';
import type { ResourceDesc } from './resources/types';

/**
 * A page a remote declares in its src/pages.ts. The build turns the list into pages.json and the
 * release registry serves it, so the shell builds routes and menu without loading the remote.
 */
export interface PageDecl {
  /** Absolute, e.g. '/admin/userCreation'; matched without regard to letter case. */
  path: string;
  title: string;
  /** An exposed module of the remote whose default export is the page component. */
  module: string;
  /** The right needed to see the page (menu, route and server); none = any signed-in user. */
  right?: PageName;
  /** Where it sits in the side menu; absent = not in the menu. group null = a top-level entry. */
  menu?: { group: MenuGroupId | null; order: number; label?: string };
  /** admin (default): side menu, top bar, footer. auth: the sign-in layout. public: no session needed. */
  layout?: 'admin' | 'auth' | 'public';
  /** Further paths that show the same page (e.g. '/admin/viewWorkInProgress/:id'). */
  aliases?: string[];
  /** Hide the side menu (work-in-progress viewer) or all chrome (split screen). */
  chrome?: 'full' | 'no-side-menu' | 'none';
  /** Public and auth pages: a wide card for long forms (default: a narrow one). */
  wide?: boolean;
  /** Shown in the branch login's reduced menu; 'only': there and not in the staff menu (the bank's own pages). */
  branchMenu?: boolean | 'only';
  /**
   * Also shown at the top of the page at this path, which another remote declares (its right still
   * applies): how a remote puts its component on a page it does not own without an import.
   */
  inside?: string;
  /** A plain resource page (`resourcePage`): the name of the description it renders. */
  resource?: string;
  /**
   * light: the shell starts this page without the UI kit (Chakra), for a phone's first load on a
   * slow network (issue 31): a plain top bar, no side menu; the page brings its own styles and loads
   * the kit only for the parts that need it (shared/ui's UiIsland and UiHosts). Default: full.
   */
  start?: 'full' | 'light';
}

/** Where the shell (and any screen that shows pages by their titles) reads the release registry. */
export const REGISTRY_URL = '/remotes/registry.json';

/** The module each remote exposes once to render every page declared with `resourcePage`. */
export const RESOURCE_PAGE_MODULE = './Resources';

/** A page declared with `resourcePage`: the description travels in the bundle, not in pages.json. */
export interface ResourcePageDecl extends PageDecl {
  resource: string;
  desc: ResourceDesc;
}

/**
 * A list-and-form page of one description, in one line of a remote's pages.ts:
 * `resourcePage(tasksResource, { path: '/admin/task-management', menu: { group: 'hr', order: 3 } })`.
 * Title and right come from the description. Where the spec's page differs, say only that:
 * `title` (its menu and heading text), `menu.label`, or `right: null` for a page the spec leaves
 * ungated in the menu (the description's right still gates its API routes and buttons).
 */
export function resourcePage(
  desc: ResourceDesc,
  { right = desc.right, ...page }: Omit<PageDecl, 'module' | 'right' | 'title' | 'resource'> & { title?: string; right?: PageName | null },
): ResourcePageDecl {
  return { title: desc.title, module: RESOURCE_PAGE_MODULE, ...(right ? { right } : {}), ...page, resource: desc.name, desc };
}

export const isResourcePage = (page: PageDecl): page is ResourcePageDecl => 'desc' in page && !!page.resource;

/** One remote as the registry holds it. */
export interface RegistryRemote {
  /** Federation name, e.g. 'mfe_hr'. */
  name: string;
  /** Workspace / folder name, e.g. 'mfe-hr'. */
  package: string;
  version: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  pages: PageDecl[];
  publishedAt?: string;
}

export interface Registry {
  /** Bumped on every change; lets an open page tell that something moved. */
  revision?: number;
  remotes: Record<string, RegistryRemote>;
}
