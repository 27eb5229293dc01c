import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { http } from 'shared/core';
import { setBusinessTimeZone } from 'shared/resources';
import type { ResourceDesc } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourcePage } from './resource-page';
import { answer, FRUITS, fruitDesc } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

type Cfg = { params?: unknown };
const get = jest.spyOn(http, 'get');
beforeEach(() => {
  localStorage.clear();
  get.mockReset().mockImplementation(async (_url: string, cfg?: Cfg) => {
    const p = (cfg?.params ?? {}) as Record<string, unknown>;
    const rows = p.status ? FRUITS.filter((r) => String(p.status).split(',').includes(String(r.status))) : FRUITS;
    return { data: answer(p as never, rows) } as never;
  });
});

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{pathname + search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser Forward
      </button>
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;
const lastParams = () => (get.mock.calls.at(-1)?.[1] as Cfg).params;
const mount = (route = '/fruits', desc: ResourceDesc = fruitDesc) =>
  renderApp(
    <>
      <ResourcePage desc={desc} />
      <Where />
    </>,
    { route },
  );

test('page, sort and search go into the URL; Back and Forward bring each state back', async () => {
  mount();
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(url()).toBe('/fruits?page=2');
  await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
  await waitFor(() => expect(url()).toBe('/fruits?sort=name&order=asc'));
  await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser Forward' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
});

test('a shared link opens the same list: page size, sort, order, search and filters from the URL', async () => {
  mount('/fruits?pageSize=25&sort=name&order=desc&search=Fruit&status=0');
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 25, sort: 'name', order: 'desc', search: 'Fruit', status: '0' }));
  expect(screen.getByRole('searchbox', { name: 'Search Fruits' })).toHaveValue('Fruit');
  expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  expect(await screen.findByText('Showing 1–11 of 11')).toBeInTheDocument();
});

test('nonsense in the URL falls back to the defaults', async () => {
  mount('/fruits?page=abc&pageSize=99999&sort=password&order=sideways');
  await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 10, sort: 'id', order: 'asc' }));
});

test('filters from the description: options as checkboxes, applied on the server and kept in the URL', async () => {
  mount();
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Inactive' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(url()).toBe('/fruits?status=0'));
  expect(lastParams()).toEqual(expect.objectContaining({ status: '0', page: 1 }));
  expect(await screen.findByText('Showing 1–10 of 11')).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(url()).toBe('/fruits'));
});

test('a date range filter refuses a To Date before the From Date with the spec message', async () => {
  const dated: ResourceDesc = {
    ...fruitDesc,
    fields: [...fruitDesc.fields, { name: 'picked_on', label: 'Picked On', type: 'date' }],
    columns: [...fruitDesc.columns, { field: 'picked_on', label: 'Picked On', format: 'date' }],
  };
  mount('/fruits', dated);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Picked On from' }), '20261124');
  expect(screen.getByRole('textbox', { name: 'Picked On from' })).toHaveValue('2026-11-24');
  await userEvent.type(screen.getByRole('textbox', { name: 'Picked On to' }), '2026-11-01');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('To Date cannot be before From Date');
  expect(url()).toBe('/fruits');
});

test('the column chooser hides a column and remembers it for this user and resource', async () => {
  const { unmount } = mount();
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: 'Price' }));
  expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  expect(screen.queryByText('₹1,000.00')).not.toBeInTheDocument();
  unmount();
  mount();
  await screen.findByText('Fruit 01');
  expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
});

test('rows past their date and not closed are marked Overdue (business calendar)', async () => {
  setBusinessTimeZone('Asia/Kolkata');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const dueDesc: ResourceDesc = {
    ...fruitDesc,
    fields: [...fruitDesc.fields, { name: 'due', label: 'Due', type: 'date' }],
    columns: [...fruitDesc.columns, { field: 'due', label: 'Due', format: 'date' }],
    overdue: { field: 'due', closed: { field: 'status', values: ['0'] } },
  };
  const rows = [
    { id: 1, name: 'Late open', price: 1, status: '1', due: '2020-01-01', version: 1 },
    { id: 2, name: 'Late closed', price: 1, status: '0', due: '2020-01-01', version: 1 },
    { id: 3, name: 'Due today', price: 1, status: '1', due: today, version: 1 },
  ];
  get.mockImplementation(async (_u: string, cfg?: Cfg) => ({ data: answer((cfg?.params ?? {}) as never, rows) }) as never);
  mount('/fruits', dueDesc);
  const row = (text: string) => screen.getByText(text).closest('tr')!;
  await screen.findByText('Late open');
  expect(within(row('Late open')).getByText('Overdue')).toBeInTheDocument();
  expect(within(row('Late closed')).queryByText('Overdue')).not.toBeInTheDocument();
  expect(within(row('Due today')).queryByText('Overdue')).not.toBeInTheDocument();
});

test('two lists on one page keep apart: the second prefixes its keys with its name', async () => {
  const other: ResourceDesc = { ...fruitDesc, name: 'veg', title: 'Vegetables', path: 'veg' };
  renderApp(
    <>
      <ResourcePage desc={fruitDesc} />
      <ResourcePage desc={other} />
      <Where />
    </>,
    { route: '/food' },
  );
  await waitFor(() => expect(screen.getAllByText('Fruit 01')).toHaveLength(2));
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Vegetables pages' })).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(url()).toBe('/food?veg.page=2'));
  expect(within(screen.getByRole('navigation', { name: 'Fruits pages' })).getByText('Page 1 of 3')).toBeInTheDocument();
});
