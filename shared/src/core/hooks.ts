import type { PageName } from 'shared/resources';
import { BRANCH_LOGIN_PAGE_NAMES } from '../resources/page-names';
import { canView } from '../resources/rights';
import { selectLogin, selectRights } from './session-slice';
import { useAppSelector } from './store';

/**
 * The one rights check used by the menu, the routes and the buttons. A bank-branch login (a login
 * without user data) has no rights list: it holds the pages the API grants it (BRANCH_LOGIN_PAGE_NAMES).
 */
export function useCanView(): (page: PageName | undefined | null) => boolean {
  const rights = useAppSelector(selectRights);
  const branchLogin = useAppSelector((s) => !!selectLogin(s) && !selectLogin(s)?.user);
  return (page) => (branchLogin ? !page || BRANCH_LOGIN_PAGE_NAMES.includes(page) : canView(rights, page));
}
