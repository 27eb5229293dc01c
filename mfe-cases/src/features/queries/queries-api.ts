import { baseApi, listTag } from 'shared/core';
import { changedTags } from 'shared/kit';
import type { ThreadComment } from 'shared/resources';
import { queriesResource, queryCommentsResource } from '../../model';

/** A query's thread and its moves on the suite's one RTK Query API; a move refreshes the list and the thread. */
const queriesApi = baseApi.enhanceEndpoints({ addTagTypes: [queriesResource.name, queryCommentsResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    queryComments: b.query<ThreadComment[], number>({
      query: (id) => `queries/${id}/comments`,
      transformResponse: (res: { data: ThreadComment[] }) => res.data,
      providesTags: [listTag(queryCommentsResource.name)],
    }),
    moveQuery: b.mutation<unknown, { id: number; body: { move: string; version: number; comment?: string } }>({
      query: ({ id, body }) => ({ url: `queries/${id}/move`, method: 'POST', data: body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...changedTags(queriesResource, id), listTag(queryCommentsResource.name)]),
    }),
  }),
});

export const { useQueryCommentsQuery, useMoveQueryMutation } = queriesApi;
