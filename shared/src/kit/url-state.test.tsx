import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryState } from './use-resource-list';
import { fruitDesc } from './test-fixtures';
import { queryFromParams, useUrlQueryState, writeParams } from './url-state';

let state: QueryState;
function List() {
  state = useUrlQueryState(fruitDesc);
  return null;
}

const search = (text: string) => act(() => state[1]((q) => ({ ...q, page: 1, search: text })));

beforeEach(() => window.history.replaceState(null, '', '/admin/fruits'));

test('a change of the list goes into the URL of its page', async () => {
  render(
    <BrowserRouter>
      <List />
    </BrowserRouter>,
  );
  await search('apple');
  expect(window.location.pathname + window.location.search).toBe('/admin/fruits?search=apple');
  expect(state[0].search).toBe('apple');
});

test('a late change after the browser went to another page does not bring the list back', async () => {
  render(
    <BrowserRouter>
      <List />
    </BrowserRouter>,
  );
  // A link to another page was followed: the history moved, the router has not rendered it yet
  // (a route change renders in a transition while the next page's code loads).
  window.history.pushState({ idx: 1, key: 'next', usr: null }, '', '/admin/viewFruit/7');
  await search('apple');
  expect(window.location.pathname + window.location.search).toBe('/admin/viewFruit/7');
});

test('the page cursor goes into the URL under the list’s prefix and comes back from it; an overlong one is dropped', () => {
  const query = { page: 4, pageSize: 10, cursor: 'after:WyJhIiwxMl0', search: '', sort: 'id', order: 'asc' as const };
  const written = writeParams(fruitDesc, new URLSearchParams('tab=2&veg.cursor=before:x'), query, 'veg.');
  expect(written.toString()).toBe('tab=2&veg.page=4&veg.cursor=after%3AWyJhIiwxMl0');
  expect(queryFromParams(fruitDesc, written, 'veg.')).toEqual(query);
  // Another list's keys are not this one's.
  expect(queryFromParams(fruitDesc, written).cursor).toBeUndefined();
  // Back to page 1 by number: the cursor leaves the URL.
  const { cursor: _cursor, ...first } = { ...query, page: 1 };
  expect(writeParams(fruitDesc, written, first, 'veg.').toString()).toBe('tab=2');
  const long = (n: number) => new URLSearchParams({ page: '2', cursor: `after:${'A'.repeat(n - 6)}` });
  expect(queryFromParams(fruitDesc, long(8207)).cursor).toHaveLength(8207);
  expect(queryFromParams(fruitDesc, long(8208))).toEqual({ page: 2, pageSize: 10, search: '', sort: 'id', order: 'asc' });
});
