import { http } from 'shared/core';
import { createRecord, fetchList } from './api';
import { listParams } from './resource-api';
import { fruitDesc } from './test-fixtures';

const commentsOf = (ticket: number) => ({ ...fruitDesc, name: 'fruitComments', path: `fruits/${ticket}/comments` });

test('one resource nested under two parents posts and lists at each parent’s own path', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { id: 1 } } } as never);
  const get = jest
    .spyOn(http, 'get')
    .mockImplementation(async (url) => ({ data: { data: [{ id: 1, url }], total: 1, page: 1, pageSize: 10 } }) as never);
  await createRecord(commentsOf(1), { name: 'first' });
  await createRecord(commentsOf(2), { name: 'second' });
  expect(post.mock.calls.map((c) => c[0])).toEqual(['fruits/1/comments', 'fruits/2/comments']);
  const query = { page: 1, pageSize: 10 };
  const one = await fetchList(commentsOf(1), query);
  const two = await fetchList(commentsOf(2), query);
  expect([one.data[0].url, two.data[0].url]).toEqual(['fruits/1/comments', 'fruits/2/comments']);
  expect(get).toHaveBeenCalledTimes(2);
});

test('a list’s query string carries the page cursor, with the page number for servers without cursors', () => {
  const query = { page: 3, pageSize: 10, sort: 'name', order: 'desc' as const, search: 'kiwi', filters: { status: '1' } };
  expect(listParams({ ...query, cursor: 'after:WyJrIiw3XQ' })).toEqual({
    page: 3,
    pageSize: 10,
    cursor: 'after:WyJrIiw3XQ',
    sort: 'name',
    order: 'desc',
    search: 'kiwi',
    status: '1',
  });
  expect(listParams(query)).not.toHaveProperty('cursor');
  expect(Object.keys(listParams({ ...query, cursor: 'last' })).slice(0, 3)).toEqual(['page', 'pageSize', 'cursor']);
});
