import type { BranchOption } from './filter-bar';

export type ListedBranches = { data: { id: number; name: string }[] };

/** The lookup's company branches as selector options, by name. */
export function toBranchOptions(res: ListedBranches): BranchOption[] {
  return res.data.map((b) => ({ id: b.id, name: b.name })).sort((a, b) => a.name.localeCompare(b.name));
}
