import type { PageName } from 'shared/resources';
import { BRANCH_LOGIN_PAGE_NAMES } from '../resources/page-names';
import { canView } from '../resources/rights';
import { selectLogin, selectRights } from './session-slice';
import { useAppSelector, type RootState } from './store';

type Rights = ReturnType<typeof selectRights>;
const isBranchLogin = (s: RootState) => !!selectLogin(s) && !selectLogin(s)?.user;
const viewCheck =
  (rights: Rights, branchLogin: boolean) =>
  (page: PageName | undefined | null): boolean =>
    branchLogin ? !page || BRANCH_LOGIN_PAGE_NAMES.includes(page) : canView(rights, page);

/**
 * The one rights check used by the menu, the routes and the buttons. A bank-branch login (a login
 * without user data) has no rights list: it holds the pages the API grants it (BRANCH_LOGIN_PAGE_NAMES).
 */
export function useCanView(): (page: PageName | undefined | null) => boolean {
  return viewCheck(useAppSelector(selectRights), useAppSelector(isBranchLogin));
}

/** The same check outside React, on the store's state now (the shell's start, before its first render). */
export const canViewIn = (state: RootState) => viewCheck(selectRights(state), isBranchLogin(state));
