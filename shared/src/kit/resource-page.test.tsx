import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { renderApp } from '../../../tools/jest/render';
import { ResourcePage } from './resource-page';
import { answer, apiError, fruitDesc } from './test-fixtures';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

type Cfg = { params?: unknown };
const get = jest.spyOn(http, 'get');
const post = jest.spyOn(http, 'post');
const del = jest.spyOn(http, 'delete');

beforeEach(() => {
  get.mockReset().mockImplementation(async (_url: string, cfg?: Cfg) => ({ data: answer((cfg?.params ?? {}) as never) }) as never);
  post.mockReset();
  del.mockReset();
});

const table = () => screen.getByRole('table', { name: 'Fruits' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

test('shows loading, then the first page with formatted cells', async () => {
  renderApp(<ResourcePage desc={fruitDesc} />);
  expect(screen.getByText('Loading Fruits…')).toBeInTheDocument();
  expect(await screen.findByText('Fruit 01')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(10);
  expect(within(bodyRows()[0]).getByText('₹1,000.00')).toBeInTheDocument();
  expect(within(bodyRows()[1]).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
  expect(get).toHaveBeenLastCalledWith('fruits', expect.objectContaining({ params: { page: 1, pageSize: 10, sort: 'id', order: 'asc' } }));
});

test('a failed list shows the error text and Retry loads it again', async () => {
  get.mockRejectedValueOnce(apiError(500, 'Internal Server Error'));
  renderApp(<ResourcePage desc={fruitDesc} />);
  expect(await screen.findByText('Error:500Error Text: Internal Server Error')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Fruit 01')).toBeInTheDocument();
  expect(screen.queryByText(/Error:500/)).not.toBeInTheDocument();
});

test('an empty list says so, and a search without match names the search', async () => {
  get.mockImplementation(async (_u: string, cfg?: Cfg) => ({ data: answer((cfg?.params ?? {}) as never, []) }) as never);
  renderApp(<ResourcePage desc={fruitDesc} />);
  expect(await screen.findByText('No Fruits yet.')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Fruits' }), 'kiwi{Enter}');
  expect(await screen.findByText('No Fruits match "kiwi".')).toBeInTheDocument();
});

test('pagination moves pages and changes the page size on the server', async () => {
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
  expect(await screen.findByText('Fruit 23')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
  expect(await screen.findByText('Showing 1–23 of 23')).toBeInTheDocument();
  expect(get).toHaveBeenLastCalledWith('fruits', expect.objectContaining({ params: expect.objectContaining({ page: 1, pageSize: 25 }) }));
});

test('a capped total (a search counted only so far) shows as a floor, in the counts and the pages', async () => {
  get.mockImplementation(
    async (_u: string, cfg?: Cfg) => ({ data: { ...answer((cfg?.params ?? {}) as never), total: 5_000, totalCapped: true } }) as never,
  );
  renderApp(<ResourcePage desc={fruitDesc} />);
  expect(await screen.findByText('Showing 1–10 of 5,000+')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
});

test('sorting by a column header asks the server and marks the header', async () => {
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
  await waitFor(() =>
    expect(get).toHaveBeenLastCalledWith(
      'fruits',
      expect.objectContaining({ params: expect.objectContaining({ sort: 'name', order: 'asc' }) }),
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
  expect(await screen.findByText('Fruit 23')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  expect(within(bodyRows()[0]).getByText('Fruit 23')).toBeInTheDocument();
});

test('search is sent to the server and goes back to page 1', async () => {
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Fruit 11');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Fruits' }), 'Fruit 2');
  expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
  expect(get).toHaveBeenLastCalledWith(
    'fruits',
    expect.objectContaining({ params: expect.objectContaining({ page: 1, search: 'Fruit 2' }) }),
  );
});

test('selecting rows shows the bulk bar; a bulk action posts the ids, shows its message and reloads', async () => {
  post.mockResolvedValue({ data: { count: 2 } } as never);
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select fruit Fruit 02' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select fruit Fruit 04' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByText('2 selected')).toBeInTheDocument();
  const calls = get.mock.calls.length;
  await userEvent.click(within(bar).getByRole('button', { name: 'Activate' }));
  expect(post).toHaveBeenCalledWith('fruits/bulk', { action: 'activate', ids: [2, 4], status: '1' });
  expect(await screen.findByText('Activated All Selected Fruits!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(get.mock.calls.length).toBe(calls + 1));
  expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
});

test('select all on the page, then clear', async () => {
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  expect(screen.getByText('10 selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByText('10 selected')).not.toBeInTheDocument();
});

test('delete asks first: Cancel keeps the row, Delete removes it with the message and reloads', async () => {
  del.mockResolvedValue({ data: {} } as never);
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Delete fruit Fruit 03' }));
  expect(await screen.findByText('Delete fruit Fruit 03?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete fruit Fruit 03' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(del).toHaveBeenCalledWith('fruits/3', { headers: { 'If-Match': '"1"' } });
  expect(await screen.findByText('Deleted The Fruit!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
});

test('a refused delete shows the server message', async () => {
  del.mockRejectedValue(apiError(409, 'Conflict', 'This branch is still used by 3 users.'));
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.click(screen.getByRole('button', { name: 'Delete fruit Fruit 01' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This branch is still used by 3 users.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
});

test('Export CSV downloads the current query (search and sort, no paging)', async () => {
  const createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Fruits' }), 'Fruit 1{Enter}');
  await screen.findByText('Showing 1–10 of 10');
  get.mockResolvedValueOnce({ data: new Blob(['id,name\n']) } as never);
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(get).toHaveBeenLastCalledWith('fruits/export.csv', {
    params: { sort: 'id', order: 'asc', search: 'Fruit 1' },
    responseType: 'blob',
  });
  expect(createObjectURL).toHaveBeenCalled();
});

test('one data path: a delete in one screen refreshes another screen showing the same records', async () => {
  del.mockResolvedValue({ data: {} } as never);
  renderApp(
    <>
      <ResourcePage desc={fruitDesc} />
      <ResourcePage desc={fruitDesc} heading="Fruits again" />
    </>,
  );
  await waitFor(() => expect(screen.getAllByText('Fruit 01')).toHaveLength(2));
  const before = get.mock.calls.filter(([url]) => url === 'fruits').length;
  const [first] = screen.getAllByRole('button', { name: 'Delete fruit Fruit 03' });
  await userEvent.click(first);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Deleted The Fruit!')).toBeInTheDocument();
  // Both lists asked again (they share one cached query, so one request serves both).
  await waitFor(() => expect(get.mock.calls.filter(([url]) => url === 'fruits').length).toBeGreaterThan(before));
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
});

test('Export Excel downloads the same query as .xlsx, named by the server', async () => {
  const createObjectURL = jest.fn(() => 'blob:xlsx');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderApp(<ResourcePage desc={fruitDesc} />, { route: '/fruits?status=1&sort=name&order=desc' });
  await screen.findByText('Showing 1–10 of 23');
  get.mockResolvedValueOnce({
    data: new Blob(['PK']),
    headers: { 'content-disposition': 'attachment; filename="fruits-2026-11-24.xlsx"' },
  } as never);
  await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(get).toHaveBeenLastCalledWith('fruits/export.xlsx', {
    params: { sort: 'name', order: 'desc', status: '1' },
    responseType: 'blob',
  });
  const anchor = click.mock.contexts.at(-1) as HTMLAnchorElement;
  expect(anchor.download).toBe('fruits-2026-11-24.xlsx');
});

test('a write the server wants confirmed first asks with its message; No sends nothing more, Yes sends it again confirmed', async () => {
  const question = 'Ravi already has an offer letter (OL/2026/000012, issued 2026-01-10). Issue another one?';
  const asked = { ...apiError(409, 'Conflict', question), data: { statusCode: 409, error: 'Conflict', message: question, confirm: true } };
  post.mockImplementation(async (_url, body) => {
    const data = body as Record<string, unknown>;
    if (data.confirmed !== '1') throw asked;
    return { data: { data: { id: 99, ...data }, message: 'Added!' } } as never;
  });
  const posts = () => post.mock.calls.map(([, body]) => body as Record<string, unknown>);
  const user = userEvent.setup();
  renderApp(<ResourcePage desc={fruitDesc} />);
  await screen.findByText('Fruit 01');
  await user.click(screen.getByRole('button', { name: 'Add fruit' }));
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Mango');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  let ask = await screen.findByRole('alertdialog', { name: 'Please confirm' });
  expect(ask).toHaveTextContent(question);
  await user.click(within(ask).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument());
  expect(posts()).toHaveLength(1);
  expect(await screen.findByText(question)).toBeInTheDocument(); // the form stays open, saying why
  await user.click(screen.getByRole('button', { name: 'Save' }));
  ask = await screen.findByRole('alertdialog', { name: 'Please confirm' });
  await user.click(within(ask).getByRole('button', { name: 'Yes, go ahead' }));
  await waitFor(() => expect(posts()).toHaveLength(3));
  expect(posts()[2]).toMatchObject({ name: 'Mango', confirmed: '1' });
  expect(posts()[1]).not.toHaveProperty('confirmed');
}, 60_000);
