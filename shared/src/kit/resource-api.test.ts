import { http } from 'shared/core';
import { createRecord, fetchList } from './api';
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
