import { configure, screen, within } from '@testing-library/react';
import { http } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import EmployeeLocationPage from './employee-location-page';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
// RTK Query's base query calls the one axios instance's request.
const request = jest.spyOn(http, 'request');

const ROW = {
  user_id: 7,
  name: 'Suresh Patil',
  designation: 'Site Engineer',
  // 06:05 UTC is 11:35 in the office (Asia/Kolkata): the page shows the office clock.
  at: '2026-11-25T06:05:00.000Z',
  source: 'PHOTO',
  lat: 18.52043,
  lng: 73.85674,
  accuracy_m: 8,
  note: 'Site photo for BR/2526/000201',
  visits_today: 2,
};

beforeEach(() => {
  request.mockReset().mockImplementation(async (config) => {
    const { url } = config as { url: string };
    if (url === 'employee-locations') return { data: { data: [ROW], total: 1, page: 1, pageSize: 500 } } as never;
    return { data: { data: [] } } as never;
  });
});

test('a last position is listed at its time on the office clock, with its visits and a map link', async () => {
  renderApp(<EmployeeLocationPage />);
  const table = await screen.findByRole('table', { name: 'Last known positions' });
  const row = (await within(table).findByText('Suresh Patil')).closest('tr')!;
  expect(within(row).getByText('2026-11-25 11:35')).toBeInTheDocument();
  expect(within(row).getByText('Site photo geotag')).toBeInTheDocument();
  expect(within(row).getByText('2')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: /Open map/ })).toHaveAttribute('href', expect.stringContaining('18.52043'));
});
