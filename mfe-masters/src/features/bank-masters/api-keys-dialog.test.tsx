import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, removeLogin, signIn, store } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import BanksPage from './banks-page';

jest.setTimeout(30_000);

const SBI = { id: 1, name: 'State Bank of India', short_name: 'SBI', client_type: 'PSB', status: '1', default_tat_days: 5, version: 1 };
const KEY = {
  id: 3,
  bank_id: 1,
  bank_branch_id: null,
  bank_branch_name: null,
  name: 'Loan system',
  prefix: 'vbk_AbCdEf',
  scopes: ['cases:read'],
  rate_per_minute: 120,
  expires_at: null,
  last_used_at: '2026-11-20T10:00:00.000Z',
  revoked_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const TOKEN = `vbk_${'x'.repeat(43)}`;

const get = jest.spyOn(http, 'get');
const request = jest.spyOn(http, 'request');
beforeEach(() => {
  get
    .mockReset()
    .mockImplementation(
      async (url: string) => ({ data: url === 'banks' ? { data: [SBI], total: 1, page: 1, pageSize: 25 } : { data: [] } }) as never,
    );
  request.mockReset().mockImplementation(async (cfg) => {
    if (cfg.method === 'POST' && cfg.url === 'banks/1/api-keys') return { data: { token: TOKEN, message: 'API key issued.' } } as never;
    if (cfg.method === 'POST') return { data: { message: 'API key revoked.' } } as never;
    return { data: { data: [KEY] } } as never;
  });
});
afterEach(() => act(() => void store.dispatch(removeLogin())));

const asStaff = (rights: string[]) =>
  act(
    () =>
      void store.dispatch(
        signIn.fulfilled(
          { token: 't', user: { id: 1, name: 'Staff', rights: rights.map((name) => ({ page: { name }, view_status: '1' })) } as never },
          'test',
          { kind: 'admin', email: 'x', password: 'y' },
        ),
      ),
  );

test('a holder of the bank master issues a key (shown once, with its scopes) and revokes one', async () => {
  asStaff(['bank_page', 'bank_master_page']);
  renderApp(<BanksPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'API keys bank State Bank of India' }));
  const dialog = await screen.findByRole('dialog', { name: 'API keys of State Bank of India' });
  expect(await within(dialog).findByText('Loan system')).toBeInTheDocument();
  expect(within(dialog).getByText('vbk_AbCdEf…')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Key name' }), 'Mobile app');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Raise and answer queries/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Issue key' }));
  expect(await within(dialog).findByLabelText('New API key')).toHaveTextContent(TOKEN);
  const sent = request.mock.calls.find(([c]) => c.method === 'POST')![0];
  expect(sent.data).toEqual({
    name: 'Mobile app',
    scopes: ['cases:read', 'queries:write'],
    bank_branch_id: null,
    expires_at: null,
    rate_per_minute: 120,
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key Loan system' }));
  expect(request.mock.calls.some(([c]) => c.method === 'POST' && c.url === 'banks/1/api-keys/3/revoke')).toBe(true);
});

test('without the bank master’s right there is no key action', async () => {
  asStaff(['bank_page']);
  renderApp(<BanksPage />);
  await screen.findByText('State Bank of India');
  expect(screen.queryByRole('button', { name: /^API keys/ })).not.toBeInTheDocument();
});
