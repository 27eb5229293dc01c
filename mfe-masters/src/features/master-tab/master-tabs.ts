import { MENU_GROUPS, type PageName, type ResourceDesc } from 'shared/resources';
import { pages } from '../../pages';

/** A tab of /admin/masterTab: a master's list and the right its reads need (none = any signed-in user). */
export interface MasterTab {
  id: string;
  label: string;
  desc: ResourceDesc;
  right?: PageName;
}

const groupOrder = (id: string | null | undefined) => MENU_GROUPS.find((g) => g.id === id)?.order ?? 0;

/**
 * Every master of this remote's menu that shows a list, in menu order, derived from pages.ts: a
 * new master page is a new tab. The right is its list's (an ungated page such as Notes still
 * reads through bank_master_page), unless the description opens its reads to everyone.
 */
export const MASTER_TABS: readonly MasterTab[] = pages
  .flatMap((p) => (p.desc && p.menu ? [{ ...p, desc: p.desc, menu: p.menu }] : []))
  .sort((a, b) => groupOrder(a.menu.group) - groupOrder(b.menu.group) || a.menu.order - b.menu.order)
  .map((p) => ({ id: p.path, label: p.title, desc: p.desc, ...(p.desc.openReads ? {} : { right: p.desc.right }) }));

/** The same list read-only: a quick look-up has search, paging and export, and no changes. */
export function lookupDesc(desc: ResourceDesc): ResourceDesc {
  return { ...desc, operations: { create: false, update: false, delete: false, export: true }, bulkActions: undefined };
}
