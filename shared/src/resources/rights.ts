import type { PageName } from './page-names';
import type { RightDTO } from './api-types';

/** A page without a right is open to every signed-in user. */
export function canView(rights: readonly RightDTO[] | undefined | null, page: PageName | undefined | null): boolean {
  if (!page) return true;
  return !!rights?.some((r) => r.page?.name === page && r.view_status === '1');
}
