import { configure, screen } from '@testing-library/react';
import { http } from 'shared/core';
import { renderApp } from '../../tools/jest/render';
import Resources from './resources';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const get = jest.spyOn(http, 'get');
beforeEach(() => {
  get.mockReset().mockImplementation(async (url: string) => ({
    data: url === 'designations'
      ? { data: [{ id: 1, name: 'Site Engineer', department: 'TECHNICAL', status: '1', version: 1 }], total: 1, page: 1, pageSize: 10 }
      : { data: [], total: 0, page: 1, pageSize: 100 },
  }) as never);
});

test('the one exposed module renders the description declared at the path, whatever its case', async () => {
  renderApp(<Resources />, { route: '/admin/Designations' });
  expect(await screen.findByText('Site Engineer')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Department/ })).toBeInTheDocument();
  expect(screen.getByText('Technical')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('designations', expect.anything());
});

test('a path without a resource page says so', () => {
  renderApp(<Resources />, { route: '/admin/nothing-here' });
  expect(screen.getByRole('alert')).toHaveTextContent('No resource page is declared at /admin/nothing-here.');
});
