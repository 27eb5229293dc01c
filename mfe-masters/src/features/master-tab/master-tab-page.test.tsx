import { act, screen } from '@testing-library/react';
import { http, removeLogin, signIn, store } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import MasterTabPage from './master-tab-page';

jest.setTimeout(30_000);

const get = jest.spyOn(http, 'get');
beforeEach(() => {
  get.mockReset().mockImplementation(
    async () =>
      ({
        data: {
          data: [
            {
              id: 1,
              pincode: '400051',
              locality: 'Bandra East',
              district: 'Mumbai Suburban',
              state: 'Maharashtra',
              status: '1',
              version: 1,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      }) as never,
  );
});
afterEach(() => act(() => void store.dispatch(removeLogin())));

const withRights = (names: string[]) =>
  act(
    () =>
      void store.dispatch(
        signIn.fulfilled(
          {
            token: 't',
            user: { id: 1, name: 'Staff', rights: names.map((name) => ({ page: { name }, view_status: '1' })) } as never,
          } satisfies LoginResponse,
          'test',
          { kind: 'admin', email: 'x', password: 'y' },
        ),
      ),
  );

test('a tab for each master the user may view (and the ungated ones), read-only', async () => {
  withRights(['pincode_master', 'master_tab_page']);
  renderApp(<MasterTabPage />);
  const tabs = (await screen.findAllByRole('tab')).map((t) => t.textContent);
  expect(tabs).toEqual(['Pincodes', 'Document Master', 'NDMA Parameters']);
  expect(await screen.findByText('Bandra East')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add pincode' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('pincodes', expect.anything());
});

test('the tabs follow the pages: the checklist and the mail templates too, in menu order', async () => {
  withRights(['document_master', 'mail_setting_page', 'master_tab_page']);
  renderApp(<MasterTabPage />);
  const tabs = (await screen.findAllByRole('tab')).map((t) => t.textContent);
  expect(tabs).toEqual([
    'Master Documents',
    'Mail Settings',
    'Document Master',
    'NDMA Parameters',
    'Visit Photo Checklist',
    'Site Visit Settings',
  ]);
  expect(get).toHaveBeenCalledWith('required-documents', expect.anything());
});
