import { baseApi } from 'shared/core';
import type { ListResponse, ReleaseAuditEntry, ReleaseChangeDTO, ReleasesResponse } from 'shared/resources';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (b) => ({
    releases: b.query<ReleasesResponse, void>({ query: () => ({ url: 'releases' }), providesTags: ['Releases'] }),
    releaseAudit: b.query<ListResponse<ReleaseAuditEntry>, { page: number; pageSize: number }>({
      query: (params) => ({ url: 'releases/audit', params }),
      providesTags: ['Releases'],
    }),
    promoteRelease: b.mutation<ReleaseChangeDTO, { remote: string; version: string }>({
      query: ({ remote, version }) => ({ url: `releases/${remote}/promote`, method: 'POST', data: { version } }),
      invalidatesTags: ['Releases'],
    }),
    rollbackRelease: b.mutation<ReleaseChangeDTO, { remote: string; to?: string }>({
      query: ({ remote, to }) => ({ url: `releases/${remote}/rollback`, method: 'POST', data: to ? { to } : {} }),
      invalidatesTags: ['Releases'],
    }),
    startCanary: b.mutation<ReleaseChangeDTO, { remote: string; version: string; percent: number }>({
      query: ({ remote, ...data }) => ({ url: `releases/${remote}/canary`, method: 'POST', data }),
      invalidatesTags: ['Releases'],
    }),
    abortCanary: b.mutation<ReleaseChangeDTO, { remote: string }>({
      query: ({ remote }) => ({ url: `releases/${remote}/canary`, method: 'DELETE' }),
      invalidatesTags: ['Releases'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useReleasesQuery,
  useReleaseAuditQuery,
  usePromoteReleaseMutation,
  useRollbackReleaseMutation,
  useStartCanaryMutation,
  useAbortCanaryMutation,
} = api;
