import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryState } from './use-resource-list';
import { fruitDesc } from './test-fixtures';
import { useUrlQueryState } from './url-state';

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
