import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from 'shared/core';
import type { DashboardChart } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { resetDashboardTests } from '../../test/fake-api';
import { ChartCard } from './chart-card';

afterEach(() => resetDashboardTests());

const chart: DashboardChart = {
  id: 'pincode_initiation',
  title: 'Pincode Initiation',
  kind: 'bar',
  indexBy: 'pincode',
  indexLabel: 'Pincode',
  series: [{ key: 'count', label: 'Cases initiated', color: 'blue' }],
  format: 'count',
  rows: [
    { pincode: '400001', count: 1234 },
    { pincode: '411001', count: 7 },
  ],
};

async function show(c: DashboardChart = chart) {
  renderApp(<ChartCard chart={c} />);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return userEvent.setup();
}

test('the card is a region named by the chart title, drawn as a chart first', async () => {
  await show();
  const card = screen.getByRole('region', { name: 'Pincode Initiation' });
  expect(within(card).getByRole('heading', { name: 'Pincode Initiation' })).toBeVisible();
  expect(within(card).getByTestId('chart-canvas')).toBeInTheDocument();
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
});

test('"View as table" shows every row with its figures, and "View as chart" goes back', async () => {
  const user = await show();
  await user.click(screen.getByRole('button', { name: 'View as table: Pincode Initiation' }));
  const table = screen.getByRole('table', { name: 'Pincode Initiation' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Pincode', 'Cases initiated']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['400001', '1,234'],
    ['411001', '7'],
  ]);
  expect(screen.getByRole('button', { name: 'View as chart: Pincode Initiation' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'View as chart: Pincode Initiation' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('money figures read in rupees with Indian grouping in the table', async () => {
  const user = await show({ ...chart, format: 'money', rows: [{ pincode: '400001', count: 1234567.5 }] });
  await user.click(screen.getByRole('button', { name: 'View as table: Pincode Initiation' }));
  expect(screen.getByRole('cell', { name: '₹12,34,567.50' })).toBeVisible();
});

test('"Export CSV" downloads the rows (raw numbers) as a file named after the title and the day', async () => {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const user = await show();
  await user.click(screen.getByRole('button', { name: 'Export CSV: Pincode Initiation' }));
  expect(names).toEqual([`pincode-initiation-${today()}.csv`]);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]);
  });
  expect(text.replace(/^\uFEFF/, '')).toBe('Pincode,Cases initiated\r\n400001,1234\r\n411001,7\r\n');
});

test('a chart with no figures says so instead of drawing empty axes', async () => {
  await show({ ...chart, rows: [{ pincode: '400001', count: 0 }] });
  expect(screen.getByText('No figures for this period.')).toBeVisible();
  expect(screen.queryByTestId('chart-canvas')).not.toBeInTheDocument();
});
