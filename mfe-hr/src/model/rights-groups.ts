import { MENU_GROUPS, PAGE_NAMES, POWER_RIGHTS, type PageName, type Registry } from 'shared/resources';

/** One right as the rights dialog shows it: the menu's words, the internal name as a hint. */
export interface RightEntry {
  name: PageName;
  title: string;
}
export interface RightsGroup {
  id: string;
  label: string;
  rights: RightEntry[];
}

/** The powers over other people's records (issue 24) in words; they are on no page of their own. */
const POWER_TITLES: Record<string, string> = {
  applicant_final_approval: 'Final approval of applicants (Master Approval)',
  all_tickets: 'Every ticket, not only my own',
  leave_approval_all: 'Every leave, holiday and balance',
  learning_edit_all: 'Edit every learning article',
};

/** 'user_creation_page' -> 'User creation page': for a right no page names. */
export function pageLabel(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A right in words where no menu page names it: a power's own words, else its name spelled out. */
export const rightTitle = (name: string): string => POWER_TITLES[name] ?? pageLabel(name);

/**
 * Every right grouped as the side menu groups pages (menu order), each named by the menu titles
 * of the pages it opens (a right several pages share lists them all, once, where it first
 * appears); a group's header right heads each group it opens. Rights no menu page needs come last.
 */
export function groupRights(registry: Registry | undefined): RightsGroup[] {
  const pages = Object.values(registry?.remotes ?? {})
    .flatMap((r) => r.pages)
    .filter((p) => p.right && (p.layout ?? 'admin') === 'admin' && p.branchMenu !== 'only');
  const titles = new Map<PageName, string[]>();
  const addTitle = (name: PageName, title: string) => {
    const list = titles.get(name) ?? [];
    if (!list.includes(title)) titles.set(name, [...list, title]);
  };
  const placed = new Map<string, PageName[]>();
  /** A header right that is also the right of pages in its group (Dashboard) is named by them. */
  const headerTitles = new Map<string, string[]>();
  /** A right sits once, where it first appears; a group header right in every group it heads. */
  const place = (group: string, name: PageName, header = false) => {
    if ((header ? (placed.get(group) ?? []) : [...placed.values()].flat()).includes(name)) return;
    placed.set(group, [...(placed.get(group) ?? []), name]);
  };
  const groups: { id: string; label: string; right: PageName | null }[] = [
    ...[...MENU_GROUPS].sort((a, b) => a.order - b.order),
    { id: 'top', label: 'Menu entries of their own', right: null },
    { id: 'elsewhere', label: 'Pages outside the menu', right: null },
  ];
  for (const g of groups) {
    if (g.right) place(g.id, g.right, true);
    const inGroup = pages
      .filter((p) => (g.id === 'elsewhere' ? !p.menu : p.menu && (p.menu.group ?? 'top') === g.id))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    for (const p of inGroup) {
      if (p.right === g.right) headerTitles.set(g.id, [...(headerTitles.get(g.id) ?? []), p.menu?.label ?? p.title]);
      else addTitle(p.right!, p.menu?.label ?? p.title);
      place(g.id, p.right!);
    }
  }
  for (const name of POWER_RIGHTS) place('powers', name);
  for (const name of PAGE_NAMES) place('other', name);
  const all = [...groups, { id: 'powers', label: 'Powers over other people’s records' }, { id: 'other', label: 'Other rights' }];
  return all
    .filter((g) => placed.get(g.id)?.length)
    .map((g) => ({
      id: g.id,
      label: g.label,
      rights: placed.get(g.id)!.map((name) => ({
        name,
        title:
          'right' in g && g.right === name
            ? (headerTitles.get(g.id)?.join(', ') ?? `${g.label} menu group`)
            : (titles.get(name)?.join(', ') ?? rightTitle(name)),
      })),
    }));
}

/** Whether a right matches the dialog's search: its words, its internal name or its group's label. */
export function rightMatches(entry: RightEntry, group: RightsGroup, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [entry.title, entry.name, entry.name.replace(/_/g, ' '), group.label].some((s) => s.toLowerCase().includes(q));
}
