import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { baseApi, http, removeLogin, selectLogin, signIn, store } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { AdminLayout } from './admin-layout';

const login: LoginResponse = {
  token: 't0k',
  user: {
    id: 1,
    name: 'Asha Rao',
    surname: null,
    email: 'asha@example.com',
    role: 'Level-1',
    designation: 'N/A',
    mobile_no: null,
    address: null,
    city: null,
    country: null,
    pincode: null,
    about: null,
    join_date: null,
    rating: 4.3,
    status: '1',
    kind: 'admin',
    company_branch_id: null,
    company_branch_name: null,
    reporting_manager_id: null,
    rights: [{ page: { name: 'dashboard_page' }, view_status: '1' }],
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function mount(route: string) {
  return renderApp(
    <Routes>
      <Route path="/auth/login" element={<p>Sign-in page</p>} />
      <Route element={<AdminLayout />}>
        <Route path="/admin/index" element={<p>Home content</p>} />
        <Route path="/admin/viewWorkInProgress" element={<p>WIP viewer</p>} />
        <Route path="/admin/splitScreen" element={<p>Split</p>} />
        <Route
          path="/admin/task-management"
          element={
            <>
              <p>Task list</p>
              <Where />
            </>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
}

/** The window's width for `matchMedia` (jsdom has none): min-width queries in rem, at 16 px a rem. */
let width = 1280;
const widthChanged = new Set<() => void>();
function setWidth(px: number) {
  width = px;
  for (const changed of widthChanged) changed();
}
window.matchMedia = (query: string) =>
  ({
    get matches() {
      const min = /min-width:\s*([\d.]+)rem/.exec(query);
      return !min || width >= Number(min[1]) * 16;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => widthChanged.add(l),
    removeEventListener: (_: string, l: () => void) => widthChanged.delete(l),
  }) as unknown as MediaQueryList;

beforeEach(() => {
  width = 1280;
  jest.restoreAllMocks();
  store.dispatch(removeLogin());
  store.dispatch(baseApi.util.resetApiState());
  jest.spyOn(http, 'request').mockResolvedValue({ data: { total: 7 } });
});

test('an empty stored login goes to the sign-in page', () => {
  mount('/admin/index');
  expect(screen.getByText('Sign-in page')).toBeInTheDocument();
});

test('a signed-in user gets the menu, the top bar with rating and pending count, and the footer', async () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  mount('/admin/index');
  expect(screen.getByText('Home content')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { hidden: true })).toHaveAttribute('aria-label', 'Main menu');
  expect(screen.getByText('4.3')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Pending task 7' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'IT Support' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  // One count call, no task rows and no user list.
  expect(http.request).toHaveBeenCalledWith(expect.objectContaining({ url: 'tasks/count', params: { status: '0' } }));
  expect(http.request).not.toHaveBeenCalledWith(expect.objectContaining({ url: 'tasks' }));
  expect(http.request).not.toHaveBeenCalledWith(expect.objectContaining({ url: 'users' }));
});

test('on a phone the rating is not rendered (its code is not fetched); it appears when the window widens', async () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  setWidth(390);
  mount('/admin/index');
  expect(await screen.findByRole('button', { name: 'Pending task 7' })).toBeInTheDocument();
  expect(screen.queryByText('4.3')).not.toBeInTheDocument();
  act(() => setWidth(1024));
  expect(screen.getByText('4.3')).toBeInTheDocument();
});

test('on a phone the closed side menu renders no entries; the Menu button renders and shows them', async () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  setWidth(390);
  mount('/admin/index');
  const nav = screen.getByRole('navigation', { hidden: true });
  expect(nav).toHaveAttribute('id', 'side-menu');
  expect(nav).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  expect(within(nav).getByText('Valuation Back Office')).toBeInTheDocument();
});

test('the pending task button opens task management filtered to pending tasks, and a task change refreshes the count', async () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  mount('/admin/index');
  await userEvent.click(await screen.findByRole('button', { name: 'Pending task 7' }));
  expect(await screen.findByText('Task list')).toBeInTheDocument();
  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/task-management?status=0');
  (http.request as jest.Mock).mockResolvedValue({ data: { total: 6 } });
  store.dispatch(baseApi.util.invalidateTags([{ type: 'tasks', id: 'LIST' }]));
  expect(await screen.findByRole('button', { name: 'Pending task 6' })).toBeInTheDocument();
  expect(http.request).not.toHaveBeenCalledWith(expect.objectContaining({ url: 'users' }));
});

test('no side menu on the work-in-progress viewer, no chrome at all on the split screen', () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  const { unmount } = mount('/admin/viewWorkInProgress');
  expect(screen.getByText('WIP viewer')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'IT Support' })).toBeInTheDocument();
  unmount();
  mount('/admin/splitScreen');
  expect(screen.getByText('Split')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'IT Support' })).not.toBeInTheDocument();
  expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
});

test('the profile menu loads on first use: a click opens it and Logout signs out', async () => {
  store.dispatch({ type: signIn.fulfilled.type, payload: login });
  mount('/admin/index');
  const profile = screen.getByRole('button', { name: 'Asha Rao' });
  expect(profile).toHaveAttribute('aria-haspopup', 'menu');
  expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  await userEvent.click(profile);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  // Logout waits for the server's answer before it navigates: give a loaded machine its time.
  expect(await screen.findByText('Sign-in page', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(selectLogin(store.getState())).toBeFalsy();
});
