import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'shared/core';
import type { ListQuery } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { useResourceList, type ResourceList } from './use-resource-list';
import { fruitDesc, seekAnswer } from './test-fixtures';

type Cfg = { params?: unknown };
const paramsOf = (cfg?: Cfg) => (cfg?.params ?? {}) as Partial<ListQuery>;
const get = jest.spyOn(http, 'get');
beforeEach(() => get.mockReset().mockImplementation(async (_u: string, cfg?: Cfg) => ({ data: seekAnswer(paramsOf(cfg)) }) as never));

let list: ResourceList;
function List() {
  list = useResourceList(fruitDesc);
  return <output>{`${list.status} page ${list.page}`}</output>;
}

const lastParams = () => paramsOf(get.mock.calls.at(-1)?.[1] as Cfg);

test('a page by its number (setPage, reload to another page) is read without the cursor', async () => {
  renderApp(<List />);
  await screen.findByText('loaded page 1');
  expect(list.next).toBe('after:10');
  expect(list.prev).toBeUndefined();
  act(() => list.nextPage());
  await screen.findByText('loaded page 2');
  expect(list.query).toEqual(expect.objectContaining({ page: 2, cursor: 'after:10' }));
  expect(list.prev).toBe('before:11');
  act(() => list.setPage(3));
  await screen.findByText('loaded page 3');
  expect(list.query).not.toHaveProperty('cursor');
  expect(lastParams()).toEqual({ page: 3, pageSize: 10, sort: 'id', order: 'asc' });
  act(() => list.prevPage());
  await waitFor(() => expect(list.query).toEqual(expect.objectContaining({ page: 2, cursor: 'before:21' })));
  await screen.findByText('loaded page 2');
  act(() => list.reload({ page: 1 }));
  await screen.findByText('loaded page 1');
  expect(list.query).not.toHaveProperty('cursor');
});
