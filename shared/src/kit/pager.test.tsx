import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { http } from 'shared/core';
import type { ListQuery } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourcePage } from './resource-page';
import { apiError, FRUITS, fruitDesc, seekAnswer } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

type Cfg = { params?: unknown };
const paramsOf = (cfg?: Cfg) => (cfg?.params ?? {}) as Partial<ListQuery> & Record<string, unknown>;
const get = jest.spyOn(http, 'get');
const serve = (rows = FRUITS, capAt?: number) =>
  get.mockReset().mockImplementation(async (_u: string, cfg?: Cfg) => {
    const p = paramsOf(cfg);
    const kept = p.status ? rows.filter((r) => String(p.status).split(',').includes(String(r.status))) : rows;
    return { data: seekAnswer(p, kept, capAt) } as never;
  });
beforeEach(() => serve());

function Url() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{decodeURIComponent(pathname + search)}</output>;
}

const url = () => screen.getByTestId('url').textContent;
const lastParams = () => paramsOf(get.mock.calls.at(-1)?.[1] as Cfg);
const FIRST = { page: 1, pageSize: 10, sort: 'id', order: 'asc' };
const pager = () => within(screen.getByRole('navigation', { name: 'Fruits pages' }));
const click = (name: string) => userEvent.click(pager().getByRole('button', { name }));
const mount = (route = '/fruits') =>
  renderApp(
    <>
      <ResourcePage desc={fruitDesc} />
      <Url />
    </>,
    { route },
  );

test('Next sends the answer’s next cursor with the page after; Previous its prev with the page before', async () => {
  mount();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(lastParams()).toEqual(FIRST);
  expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(pager().getByRole('button', { name: 'First page' })).toBeDisabled();

  await click('Next page');
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 2, cursor: 'after:10' });
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();
  expect(url()).toBe('/fruits?page=2&cursor=after:10');

  await click('Next page');
  expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 3, cursor: 'after:20' });
  // The answer has no next: the end of the list.
  expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(pager().getByRole('button', { name: 'Last page' })).toBeDisabled();

  await click('Previous page');
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 2, cursor: 'before:21' });
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(url()).toBe('/fruits?page=2&cursor=before:21');
});

test('First reads page 1 without a cursor', async () => {
  mount('/fruits?page=2&cursor=after:10');
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  await click('First page');
  expect(await screen.findByText('Fruit 01')).toBeInTheDocument();
  expect(lastParams()).toEqual(FIRST);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(url()).toBe('/fruits');
});

test('Last sends cursor=last with the last page’s number, and shows the number the answer gives', async () => {
  let rows = FRUITS;
  get.mockImplementation(async (_u: string, cfg?: Cfg) => ({ data: seekAnswer(paramsOf(cfg), rows) }) as never);
  mount();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  // Ten more rows came since: the last page is the fourth, not the third the client counted.
  rows = [...FRUITS, ...FRUITS.slice(0, 10).map((r) => ({ ...r, id: Number(r.id) + 100, name: `Late ${String(r.id)}` }))];
  await click('Last page');
  expect(await screen.findByText('Late 10')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 3, cursor: 'last' });
  expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
  expect(screen.getByText('Showing 31–33 of 33')).toBeInTheDocument();
  expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
  // The query keeps the number it sent: no second request to put the answer's into it.
  const calls = get.mock.calls.length;
  await new Promise((r) => setTimeout(r, 100));
  expect(get.mock.calls.length).toBe(calls);
  expect(url()).toBe('/fruits?page=3&cursor=last');

  await click('Previous page');
  // The pager's label follows the URL at once; the rows and the range wait for the answer.
  expect(await screen.findByText('Showing 21–30 of 33')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 3, cursor: `before:${rows.at(-3)!.id}` });
});

test('under a capped total Last reads the last page and counts pages from the end (how many lie before is unknown)', async () => {
  serve(FRUITS, 20);
  mount();
  expect(await screen.findByText('Page 1 of 2+')).toBeInTheDocument();
  await click('Next page');
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  await click('Last page');
  expect(await screen.findByText('Fruit 23')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 1, cursor: 'last' });
  expect(screen.getByText('Last page')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–10 from the end of 20+')).toBeInTheDocument();
  expect(url()).toBe('/fruits?page=-1&cursor=last');
  expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();

  await click('Previous page');
  expect(await screen.findByText('Showing 11–20 from the end of 20+')).toBeInTheDocument();
  expect(screen.getByText('Page 2 from the end')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 1, cursor: 'before:14' });
  expect(screen.getByText('Fruit 13')).toBeInTheDocument();

  await click('Next page');
  expect(await screen.findByText('Showing 1–10 from the end of 20+')).toBeInTheDocument();
  expect(screen.getByText('Last page')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 1, cursor: 'after:13' });
  expect(screen.getByText('Fruit 23')).toBeInTheDocument();
});

test('past a capped count the pager counts the rows it was given', async () => {
  serve(FRUITS, 10);
  mount();
  expect(await screen.findByText('Showing 1–10 of 10+')).toBeInTheDocument();
  await click('Next page');
  expect(await screen.findByText('Showing 11–20 of 20+')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2+')).toBeInTheDocument();
  expect(pager().getByRole('button', { name: 'Next page' })).toBeEnabled();
});

test('at the end of an exactly counted list the rows shown count back from the total (rows deleted on the way)', async () => {
  let rows = FRUITS;
  get.mockImplementation(async (_u: string, cfg?: Cfg) => ({ data: seekAnswer(paramsOf(cfg), rows) }) as never);
  mount();
  await screen.findByText('Page 1 of 3');
  await click('Next page');
  expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
  rows = FRUITS.slice(2);
  await click('Next page');
  expect(await screen.findByText('Fruit 21')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 3, cursor: 'after:20' });
  expect(screen.getByText('Showing 19–21 of 21')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
});

test('a sort, search, filter or page size change drops the cursor and reads page 1', async () => {
  mount();
  await screen.findByText('Fruit 01');
  const nextThen = async (change: () => Promise<void>, params: object) => {
    await waitFor(() => expect(pager().getByRole('button', { name: 'Next page' })).toBeEnabled());
    await click('Next page');
    // (Read from the cache when the same page was read before.)
    await waitFor(() => expect(url()).toMatch(/[?&]page=2&cursor=after:\d+/));
    await screen.findByText(/^Page 2 of \d+$/);
    await change();
    await waitFor(() => expect(lastParams()).toEqual(params));
    expect(url()).not.toContain('cursor');
  };
  await nextThen(() => userEvent.click(screen.getByRole('button', { name: 'Sort by Name' })), { ...FIRST, sort: 'name' });
  await nextThen(() => userEvent.type(screen.getByRole('searchbox', { name: 'Search Fruits' }), 'Fruit'), {
    ...FIRST,
    sort: 'name',
    search: 'Fruit',
  });
  await nextThen(
    async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const panel = screen.getByRole('region', { name: 'Filters' });
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Active' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    },
    { ...FIRST, sort: 'name', search: 'Fruit', status: '1' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await nextThen(() => userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25'), {
    ...FIRST,
    pageSize: 25,
    sort: 'name',
    search: 'Fruit',
  });
});

test('a link with a cursor (reload, Back) reads that page again', async () => {
  mount('/fruits?page=2&cursor=after:10');
  expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 2, cursor: 'after:10' });
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
});

test('an answer without cursors (a server without keyset paging) is paged by its numbers', async () => {
  get.mockImplementation(async (_u: string, cfg?: Cfg) => {
    const { next: _n, prev: _p, ...plain } = seekAnswer({ ...paramsOf(cfg), cursor: undefined });
    return { data: plain } as never;
  });
  mount();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await click('Next page');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 2 });
  await click('Last page');
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(lastParams()).toEqual({ ...FIRST, page: 3, cursor: 'last' });
  expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
  await click('Previous page');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  // Page 2 by its number, as read before (from the cache).
  expect(url()).toBe('/fruits?page=2');
});

test('a cursor the server refuses fails the list, and First still goes to page 1', async () => {
  serve();
  get.mockRejectedValueOnce(apiError(400, 'Bad Request', 'The page cursor is not one this list gave out. Go to the first page.'));
  mount('/fruits?page=2&cursor=after:nonsense');
  expect(await screen.findByText('The page cursor is not one this list gave out. Go to the first page.')).toBeInTheDocument();
  await click('First page');
  expect(await screen.findByText('Fruit 01')).toBeInTheDocument();
  expect(lastParams()).toEqual(FIRST);
  expect(url()).toBe('/fruits');
});
