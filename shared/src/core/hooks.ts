import type { PageName } from 'shared/resources';
import { canView } from 'shared/resources';
import { selectRights } from './session-slice';
import { useAppSelector } from './store';

/** The one rights check used by the menu, the routes and the buttons. */
export function useCanView(): (page: PageName | undefined | null) => boolean {
  const rights = useAppSelector(selectRights);
  return (page) => canView(rights, page);
}
