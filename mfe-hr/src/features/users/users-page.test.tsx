import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import UsersPage from './users-page';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

jest.setTimeout(30_000);
const get = jest.spyOn(http, 'get');

/**
 * Success popups close themselves after 1.5 s; on a loaded machine the click can land while the
 * popup is already animating out (pointer-events: none), so the OK click tolerates that and the
 * test asserts the popup is gone either way.
 */
async function dismiss(message: string) {
  const ok = screen.queryByRole('button', { name: 'OK' });
  if (ok) await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(ok);
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
}
const post = jest.spyOn(http, 'post');
const del = jest.spyOn(http, 'delete');

const USERS = [{ id: 1, name: 'Admin User', email: 'admin@example.com', role: 'Level-3', status: '1', kind: 'admin', version: 1 }];
const DUMMIES = [
  {
    id: 9,
    name: 'Nikhil Pawar',
    email: 'nikhil@example.com',
    role: 'Site Inspector',
    source: 'PLACEHOLDER',
    mobile_no: '9823011122',
    version: 4,
  },
];

beforeEach(() => {
  get.mockReset().mockImplementation(async (url: string) => {
    const list = (data: unknown[]) => ({ data: { data, total: data.length, page: 1, pageSize: 25 } });
    if (url === 'users') return list(USERS) as never;
    if (url === 'users_dummy') return list(DUMMIES) as never;
    if (url === 'lookups/dummy-users') return { data: { data: [{ id: 9, name: 'Nikhil Pawar' }] } } as never;
    return { data: { data: [] } } as never;
  });
  post.mockReset().mockResolvedValue({ data: { data: { id: 50 } } } as never);
  del.mockReset().mockResolvedValue({ data: {} } as never);
});

test('lists users and dummy users; "Make user" adds the user, then deletes the dummy with its message', async () => {
  renderApp(<UsersPage />);
  const dummies = await screen.findByRole('table', { name: 'Dummy Users' });
  expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
  await userEvent.click(within(dummies).getByRole('button', { name: 'Make user dummy user Nikhil Pawar' }));
  const form = await screen.findByRole('dialog', { name: 'Add user' });
  expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Nikhil Pawar');
  await userEvent.click(within(form).getByLabelText(/^Password/));
  await userEvent.paste('Cobalt-Window-123');
  await userEvent.click(within(form).getByLabelText(/^Confirm Password/));
  await userEvent.paste('Cobalt-Window-123');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('users', expect.objectContaining({ name: 'Nikhil Pawar', delete_id: 9, role: 'Site Inspector' })),
  );
  expect(await screen.findByText('Added The New User!')).toBeInTheDocument();
  await dismiss('Added The New User!');
  // With the version of the row as listed.
  await waitFor(() => expect(del).toHaveBeenCalledWith('users_dummy/9', { headers: { 'If-Match': '"4"' } }));
  expect(await screen.findByText('Dummy User Deleted Successfully!')).toBeInTheDocument();
  await dismiss('Dummy User Deleted Successfully!');
});

test('bulk deactivate posts userStatus with the selected ids', async () => {
  renderApp(<UsersPage />);
  const users = await screen.findByRole('table', { name: 'Users' });
  await userEvent.click(await within(users).findByRole('checkbox', { name: 'Select user Admin User' }));
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(post).toHaveBeenCalledWith('userStatus', { action: 'deactivate', ids: [1], status: '0' });
  expect(await screen.findByText('DeActivated All Selected Users!')).toBeInTheDocument();
  await dismiss('DeActivated All Selected Users!');
});
