import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, http, store } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import PendingAmountPage from './pending-amount-page';
import TdsDetailsPage from './tds-page';

jest.setTimeout(30_000);

const AGEING = {
  data: [
    {
      bank_id: 1,
      bank_name: 'State Bank of India',
      bank_branch_id: 7,
      bank_branch_name: 'Andheri East',
      bills: 3,
      buckets: { Current: 11800, '1-30': 0, '31-60': 5900.5, '61-90': 0, '90+': 1234567.25 },
      outstanding: 1252267.75,
    },
  ],
  totals: { Current: 11800, '1-30': 0, '31-60': 5900.5, '61-90': 0, '90+': 1234567.25, outstanding: 1252267.75 },
};
const TDS = (group: string) => ({
  data: [{ key: group, label: group === 'bank' ? 'State Bank of India' : '194J(b)', bills: 4, expected: 4000, deducted: 2500, gap: 1500 }],
  totals: { bills: 4, expected: 4000, deducted: 2500, gap: 1500 },
});

// The screens read through RTK Query, whose base query calls the one axios instance's request().
const request = jest.spyOn(http, 'request');
beforeEach(() => {
  store.dispatch(baseApi.util.resetApiState());
  request.mockReset().mockImplementation(async (config) => {
    if (config.url === 'bills/ageing') return { data: AGEING } as never;
    if (config.url === 'bills/tds') return { data: TDS(String((config.params as { group?: string } | undefined)?.group)) } as never;
    throw {
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Error:500Error Text: Internal Server Error',
      display: 'Error:500Error Text: Internal Server Error',
    };
  });
});

test('pending amount: each ageing bucket in en-IN money, with the totals row', async () => {
  renderApp(<PendingAmountPage />);
  const table = await screen.findByRole('table', { name: 'Ageing' });
  const row = within(table).getByRole('row', { name: /Andheri East/ });
  expect(row).toHaveTextContent('₹12,34,567.25');
  expect(row).toHaveTextContent('₹5,900.50');
  expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹12,52,267.75');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('TDS details: expected, deducted and the gap, regrouped on demand', async () => {
  renderApp(<TdsDetailsPage />);
  const table = await screen.findByRole('table', { name: 'TDS details' });
  expect(within(table).getByRole('row', { name: /State Bank of India/ })).toHaveTextContent('₹1,500.00');
  await userEvent.selectOptions(screen.getByLabelText('Group by'), 'section');
  expect(await screen.findByRole('columnheader', { name: 'Section' })).toBeInTheDocument();
  expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ url: 'bills/tds', params: { group: 'section' } }));
});

test('a failed load shows the spec error text and Retry', async () => {
  request.mockReset().mockRejectedValue({
    status: 503,
    statusText: 'Service Unavailable',
    message: 'Error:503Error Text: Service Unavailable',
    display: 'Error:503Error Text: Service Unavailable',
  });
  renderApp(<PendingAmountPage />);
  expect(await screen.findByText('Error:503Error Text: Service Unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
