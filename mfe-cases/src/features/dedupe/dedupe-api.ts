import { baseApi } from 'shared/core';
import { changedTags } from 'shared/kit';
import { dedupeResource } from '../../model';

type Said = { message: string };

/** The dedupe page's decisions and scan; each refreshes the list of pairs. */
const dedupeApi = baseApi.enhanceEndpoints({ addTagTypes: [dedupeResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    scanDuplicates: b.mutation<Said & { count: number }, void>({
      query: () => ({ url: 'dedupe/scan', method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : changedTags(dedupeResource)),
    }),
    notDuplicate: b.mutation<Said, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `dedupe/${id}/not-duplicate`, method: 'POST', data: { version } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changedTags(dedupeResource, id)),
    }),
    cancelDuplicate: b.mutation<Said, { id: number; version: number; case_id: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `dedupe/${id}/cancel`, method: 'POST', data: body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changedTags(dedupeResource, id)),
    }),
  }),
});

export const { useScanDuplicatesMutation, useNotDuplicateMutation, useCancelDuplicateMutation } = dedupeApi;
