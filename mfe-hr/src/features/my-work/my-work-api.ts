import { baseApi, listTag } from 'shared/core';
import { assetsResource, leavesResource, tasksResource, ticketsResource, type MyLeaveOverview, type MyWork } from '../../model';

const dataOf = <T>(res: { data: T }) => res.data;

/**
 * My work's calls (/api/me/…, the caller's own). The leave overview carries the leaves' list tag,
 * so applying, cancelling or HR's decision (Leave Management's moves) fetch it again.
 */
const WORK = [tasksResource.name, ticketsResource.name, assetsResource.name];

const myWorkApi = baseApi.enhanceEndpoints({ addTagTypes: [leavesResource.name, ...WORK] }).injectEndpoints({
  endpoints: (b) => ({
    myLeave: b.query<MyLeaveOverview, void>({
      query: () => 'me/leave',
      transformResponse: dataOf<MyLeaveOverview>,
      providesTags: [listTag(leavesResource.name)],
    }),
    applyMyLeave: b.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({ url: 'me/leave', method: 'POST', data: body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag(leavesResource.name)]),
    }),
    myWork: b.query<MyWork, void>({
      query: () => 'me/work',
      transformResponse: dataOf<MyWork>,
      providesTags: WORK.map(listTag),
    }),
  }),
});

export const { useMyLeaveQuery, useApplyMyLeaveMutation, useMyWorkQuery } = myWorkApi;
