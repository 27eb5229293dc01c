import { BRANCH_MENU_GROUP, MENU_GROUPS } from 'shared/core';
import type { PageName } from 'shared/resources';
import type { ResolvedPage } from '../federation/pages';
import { SHELL_PAGES } from './shell-pages';

export interface MenuEntry {
  path: string;
  label: string;
  order: number;
}
export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
}
export interface MenuModel {
  top: MenuEntry[];
  groups: MenuGroup[];
}

const entryOf = ({ page }: ResolvedPage): MenuEntry => ({
  path: page.path,
  label: page.menu?.label ?? page.title,
  order: page.menu?.order ?? 0,
});
const byOrder = (a: { order: number; label: string }, b: { order: number; label: string }) =>
  a.order - b.order || a.label.localeCompare(b.label);

/**
 * The full menu from the declared pages: a group shows when its header right and at least one
 * entry's right are granted (spec section 6).
 */
export function buildMenu(pages: ResolvedPage[], canView: (p?: PageName | null) => boolean): MenuModel {
  const inMenu = [...pages, ...SHELL_PAGES].filter((p) => p.page.menu && p.page.branchMenu !== 'only' && canView(p.page.right));
  const top = inMenu.filter((p) => p.page.menu!.group === null).map(entryOf);
  const groups = MENU_GROUPS.filter((g) => canView(g.right))
    .map((g) => ({
      id: g.id as string,
      label: g.label as string,
      order: g.order,
      entries: inMenu
        .filter((p) => p.page.menu!.group === g.id)
        .map(entryOf)
        .sort(byOrder),
    }))
    .filter((g) => g.entries.length > 0);
  // Top-level entries interleave with groups by their order.
  return { top: top.sort(byOrder), groups };
}

/** The reduced menu for logins without user data (branch logins). */
export function buildBranchMenu(pages: ResolvedPage[]): MenuModel {
  const flagged = pages.filter((p) => p.page.branchMenu);
  const top = flagged.filter((p) => p.page.menu?.group === 'dashboard' || p.page.menu?.group === null).map(entryOf);
  const grouped = flagged
    .filter((p) => !top.some((t) => t.path === p.page.path))
    .map(entryOf)
    .sort(byOrder);
  return {
    top: top.sort(byOrder),
    groups: grouped.length ? [{ id: BRANCH_MENU_GROUP.id, label: BRANCH_MENU_GROUP.label, entries: grouped }] : [],
  };
}
