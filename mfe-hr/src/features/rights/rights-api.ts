import { http } from 'shared/core';
import type { RightDTO } from 'shared/resources';

export interface RightsMatrix {
  user: { id: number; name: string; email: string };
  rights: RightDTO[];
  /** Carried back by the save: a stale one answers 409 instead of overwriting someone's change. */
  version: number;
}

/** GET rights/{user_id}: the user's view_status over every page name of spec section 3. */
export async function fetchRights(userId: number, signal?: AbortSignal): Promise<RightsMatrix> {
  const { data } = await http.get<{ data: RightsMatrix }>(`rights/${userId}`, { signal });
  return data.data;
}

/** PUT rights/{user_id} with the whole matrix. */
export async function saveRights(userId: number, version: number, granted: ReadonlySet<string>, pages: readonly string[]): Promise<void> {
  await http.put(`rights/${userId}`, {
    version,
    rights: pages.map((name) => ({ page: { name }, view_status: granted.has(name) ? '1' : '0' })),
  });
}

/** 'user_creation_page' -> 'User creation page'. */
export function pageLabel(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
