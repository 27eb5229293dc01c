import type { LoginResponse, TaskListResponse, ListResponse, UserDTO } from 'shared/resources';
import { baseApi } from './base-api';

/** What the shell's top bar and profile need; remotes inject their own endpoints. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Omit<LoginResponse, 'token'>, void>({ query: () => 'me', providesTags: ['Me'] }),
    /** The top bar's call (spec: page 1, page size 1,000,000); the API clamps the page and counts pending. */
    topBarTasks: build.query<TaskListResponse<{ id: number; status: string }>, void>({
      query: () => ({ url: 'tasks', params: { page: 1, pageSize: 1_000_000 } }),
      providesTags: ['Task'],
    }),
    topBarUsers: build.query<ListResponse<UserDTO>, void>({
      query: () => ({ url: 'users', params: { page: 1, pageSize: 1_000_000 } }),
      providesTags: ['User'],
    }),
  }),
});

export const { useMeQuery, useTopBarTasksQuery, useTopBarUsersQuery, useLazyTopBarTasksQuery, useLazyTopBarUsersQuery } =
  sessionApi;
