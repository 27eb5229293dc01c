import { http, store, type ApiError } from 'shared/core';
import { canView } from 'shared/resources';
import type { BranchOption } from './filter-bar';

type Listed = { data: { id: number; branch_name?: string; name?: string }[] };

/**
 * The company branches for the selector: the branch master list (spec: GET branch-master, page 1,
 * page size 10000); staff without the branch-master right get the same names from the lookup.
 */
export async function fetchBranchOptions(): Promise<BranchOption[]> {
  let res: Listed;
  // Ask for the list only with its right: a refused call would still log a 403 in the console.
  const login = store.getState().session.login;
  if (login?.user && !canView(login.user.rights, 'branch_master')) {
    return toOptions((await http.get<Listed>('lookups/company-branches')).data);
  }
  try {
    res = (await http.get<Listed>('branch-master', { params: { page: 1, pageSize: 10000 } })).data;
  } catch (e) {
    if ((e as ApiError).status !== 403) throw e;
    res = (await http.get<Listed>('lookups/company-branches')).data;
  }
  return toOptions(res);
}

function toOptions(res: Listed): BranchOption[] {
  return res.data
    .map((b) => ({ id: b.id, name: b.branch_name ?? b.name ?? String(b.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
