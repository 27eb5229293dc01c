import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http, type ApiError } from './http';

export interface HttpArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** For the slow calls (a mailed report, a CSV import): longer than the client's default. */
  timeout?: number;
  /** A file the site serves outside /api (e.g. the release registry): '' there. */
  baseURL?: string;
}

/** RTK Query over the one axios instance; errors arrive already normalised (ApiError). */
export const axiosBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiError> = async (args) => {
  const req = typeof args === 'string' ? { url: args } : args;
  try {
    const res = await http.request({
      url: req.url,
      method: req.method ?? 'GET',
      data: req.data,
      params: req.params,
      headers: req.headers,
      ...(req.timeout ? { timeout: req.timeout } : {}),
      ...(req.baseURL !== undefined ? { baseURL: req.baseURL } : {}),
    });
    return { data: res.data };
  } catch (error) {
    return { error: error as ApiError };
  }
};

/**
 * The one RTK Query API. Remotes add endpoints with `baseApi.injectEndpoints` and tag types with
 * `baseApi.enhanceEndpoints({ addTagTypes })`.
 */
/** The tag every list (and count) of records of type `type` provides: the kit's lists and a domain's own. */
export const listTag = (type: string) => ({ type, id: 'LIST' as const });

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // Tag types are strings: the kit adds one per resource (its name) as resources are first used.
  tagTypes: ['Me', 'Sessions', 'Task', 'User'] as string[],
  endpoints: () => ({}),
});
