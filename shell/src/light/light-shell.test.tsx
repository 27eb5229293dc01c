import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Provider } from 'react-redux';
import { removeLogin, signIn, store, type ResolvedPage } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { LightShell } from './light-shell';

const remote = { name: 'mfe_cases', package: 'mfe-cases', version: '1.0.0', entry: '/remotes/mfe_cases/1.0.0/remoteEntry.js', pages: [] };
const opened = (module: string): ResolvedPage => ({
  remote,
  page: { path: '/admin/siteEngineer1', title: 'Site Engineer', module, right: 'case_master_page', start: 'light' },
});

function signInWith(rights: string[]) {
  const user = { id: 7, name: 'Employee User', rights: rights.map((name) => ({ page: { name }, view_status: '1' })) };
  store.dispatch(
    signIn.fulfilled({ token: 't', user } as unknown as LoginResponse, 'test', { kind: 'employee', email: 'x', password: 'y' }),
  );
}

const show = (page: ResolvedPage, toSignIn = jest.fn()) => {
  const { unmount } = render(
    <Provider store={store}>
      <LightShell opened={page} toSignIn={toSignIn} />
    </Provider>,
  );
  return { toSignIn, unmount };
};

afterEach(() => {
  act(() => void store.dispatch(removeLogin()));
  jest.mocked(loadRemote).mockReset();
  localStorage.clear();
});

test('signed in with the right: the page under a plain top bar, titled as in the full shell', async () => {
  signInWith(['case_master_page']);
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <h2>Today’s appointments (2)</h2> } as never);
  show(opened('./DayA'));
  expect(await screen.findByRole('heading', { name: 'Today’s appointments (2)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
  expect(screen.getByText('Employee User')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All pages' })).toHaveAttribute('href', '/admin/index');
  expect(document.title).toBe('Site Engineer | Valuation Back Office');
  expect(loadRemote).toHaveBeenCalledWith('mfe_cases/DayA');
});

test('without the page’s right: told so, and the page is not loaded', () => {
  signInWith(['bill_page']);
  show(opened('./DayB'));
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page.');
  expect(loadRemote).not.toHaveBeenCalled();
});

test('signed out, or on Sign out: to the sign-in page', async () => {
  const signedOut = show(opened('./DayC'));
  expect(signedOut.toSignIn).toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  signedOut.unmount();
  signInWith(['case_master_page']);
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <p>The day</p> } as never);
  const { toSignIn } = show(opened('./DayD'));
  await screen.findByText('The day');
  expect(toSignIn).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(toSignIn).toHaveBeenCalled();
});

test('a page that cannot load: Module unavailable, and Retry loads it again', async () => {
  signInWith(['case_master_page']);
  jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  show(opened('./DayE'));
  expect(await screen.findByTestId('module-unavailable', {}, { timeout: 3000 })).toHaveTextContent('(mfe-cases) could not be loaded');
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <p>The day, at last</p> } as never);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The day, at last')).toBeInTheDocument();
});
