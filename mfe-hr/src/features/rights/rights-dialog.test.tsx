import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { PAGE_NAMES } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { RightsDialog } from './rights-dialog';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// The rights go through RTK Query's base query, which calls the one axios instance's request.
const request = jest.spyOn(http, 'request');
type Call = { url: string; method: string; data?: unknown };
const puts = () => request.mock.calls.map(([c]) => c as Call).filter((c) => c.method === 'PUT');
beforeEach(() => {
  request.mockReset().mockImplementation(async (config) =>
    (config as Call).method === 'PUT'
      ? ({ data: {} } as never)
      : ({
          data: {
            data: {
              user: { id: 7, name: 'Ravi', email: 'ravi@example.com' },
              rights: PAGE_NAMES.map((name) => ({ page: { name }, view_status: name === 'dashboard_page' ? '1' : '0' })),
              version: 3,
            },
          },
        } as never),
  );
});

test('shows every page name, saves the whole matrix and says so', async () => {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={onClose} onSaved={onSaved} />);
  expect(await screen.findByText(`1 of ${PAGE_NAMES.length} pages viewable`)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Dashboard page' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Branch master' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save rights' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  const { url, data } = puts()[0];
  const body = data as { rights: { page: { name: string }; view_status: string }[] };
  expect(url).toBe('rights/7');
  expect((body as unknown as { version: number }).version).toBe(3);
  expect(body.rights).toHaveLength(PAGE_NAMES.length);
  expect(body.rights.filter((r) => r.view_status === '1').map((r) => r.page.name)).toEqual(['dashboard_page', 'branch_master']);
  expect(await screen.findByText('Successfully Updated The User Rights!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test('a failed load shows the error text and Retry', async () => {
  request.mockRejectedValueOnce({
    status: 500,
    statusText: 'Internal Server Error',
    display: 'Error:500Error Text: Internal Server Error',
    message: 'x',
  });
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={jest.fn()} />);
  expect(await screen.findByText('Error:500Error Text: Internal Server Error')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('checkbox', { name: 'Dashboard page' })).toBeChecked();
});
