import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useCanView } from './hooks';
import { removeLogin, signIn } from './session-slice';
import { store } from './store';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
afterEach(() => act(() => void store.dispatch(removeLogin())));

test('staff: the rights list decides', () => {
  const user = {
    id: 1,
    name: 'HR',
    rights: [
      { page: { name: 'bank_page' }, view_status: '1' },
      { page: { name: 'branch_page' }, view_status: '0' },
    ],
  };
  act(() => void store.dispatch(signIn.fulfilled({ token: 't', user } as never, 'r', { kind: 'admin', email: 'a', password: 'b' })));
  const { result } = renderHook(() => useCanView(), { wrapper });
  expect([result.current('bank_page'), result.current('branch_page'), result.current(undefined)]).toEqual([true, false, true]);
});

test('a bank-branch login (no user data) holds the pages the API grants it, nothing else', () => {
  const branch = { id: 1, name: 'SBI Andheri East Branch', email: 'branch@example.com', bank_branch_id: 7 };
  act(() => void store.dispatch(signIn.fulfilled({ token: 't', branch }, 'r', { kind: 'branch', email: 'a', password: 'b' })));
  const { result } = renderHook(() => useCanView(), { wrapper });
  expect(
    ['bank_master_page', 'bank_page', 'branch_page', 'aggreement_page', 'dashboard_page'].map((p) => result.current(p as never)),
  ).toEqual([true, true, true, false, false]);
  expect(result.current(null)).toBe(true);
});
