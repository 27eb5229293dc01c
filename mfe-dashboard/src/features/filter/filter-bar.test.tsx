import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import { resetDashboardTests } from '../../test/fake-api';
import { FilterBar } from './filter-bar';

afterEach(() => resetDashboardTests());

const branches = [
  { id: 1, name: 'Mumbai' },
  { id: 2, name: 'Pune' },
];
const initial = { branch_id: 'all' as const, from_date: today(), to_date: today() };

async function setup() {
  const onSubmit = jest.fn();
  renderApp(<FilterBar initial={initial} branches={branches} onSubmit={onSubmit} />);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return { onSubmit, user: userEvent.setup() };
}

test('Branch offers All then each branch by name, All chosen; both dates default to today', async () => {
  await setup();
  const branch = screen.getByLabelText('Branch') as HTMLSelectElement;
  expect([...branch.options].map((o) => o.textContent)).toEqual(['All', 'Mumbai', 'Pune']);
  expect(branch.value).toBe('all');
  expect(screen.getByLabelText('From Date')).toHaveValue(today());
  expect(screen.getByLabelText('To Date')).toHaveValue(today());
  expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("Submit sends branch_id 'all' and today's dates by default", async () => {
  const { onSubmit, user } = await setup();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({ branch_id: 'all', from_date: today(), to_date: today() });
});

test('a chosen branch and dates are sent as the branch id and YYYY-MM-DD', async () => {
  const { onSubmit, user } = await setup();
  await user.selectOptions(screen.getByLabelText('Branch'), 'Pune');
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-10-01' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-10-31' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({ branch_id: 2, from_date: '2026-10-01', to_date: '2026-10-31' });
});

test("a To Date before the From Date is refused with the 'Invalid Date Range' popup", async () => {
  const { onSubmit, user } = await setup();
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-10-10' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-10-09' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const popup = await screen.findByRole('alertdialog');
  expect(within(popup).getByText('Invalid Date Range')).toBeVisible();
  expect(within(popup).getByText('To Date cannot be before From Date')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();
  await user.click(within(popup).getByRole('button', { name: 'OK' }));
});

test('the same day as From and To is a valid range', async () => {
  const { onSubmit, user } = await setup();
  fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-10-10' } });
  fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-10-10' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
