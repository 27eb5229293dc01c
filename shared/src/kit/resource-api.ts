import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { baseApi, http, listTag, type ApiError, type axiosBaseQuery } from 'shared/core';
import type { BulkActionDesc, ListQuery, ListResponse, ResourceDesc, ResourceRow } from 'shared/resources';

/**
 * The kit's one data path: RTK Query endpoints injected per resource into the one `baseApi`, over
 * the one axios instance. Every list of a resource provides the resource's tag (its `name`) and
 * every change invalidates it, so each screen showing those records (a list, the top bar's count)
 * fetches again after a change made anywhere.
 */

export interface WriteArgs {
  body: Record<string, unknown>;
  files?: Record<string, File>;
}

/**
 * The query string of a list: paging, sort, search and the column filters. The page number goes
 * with a cursor too: a server without keyset paging ignores the cursor and reads the number.
 */
export function listParams(query: ListQuery): Record<string, string | number> {
  return {
    // A page counted from the end (negative) is read by its cursor alone.
    page: Math.max(1, query.page),
    pageSize: query.pageSize,
    ...(query.cursor ? { cursor: query.cursor } : {}),
    ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...query.filters,
  };
}

/** JSON, or multipart when the form carries files. */
function payload(values: Record<string, unknown>, files: Record<string, File> = {}): unknown {
  if (!Object.keys(files).length) return values;
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) form.append(k, '');
    else form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  for (const [k, f] of Object.entries(files)) form.append(k, f, f.name);
  return form;
}

type Build = EndpointBuilder<typeof axiosBaseQuery, string, 'api'>;

/**
 * Each call goes through the one axios instance with the verb's own method (http.get, http.post…),
 * as the kit always called it; the answer or the normalised ApiError becomes RTK Query's result.
 */
async function call<T>(run: () => Promise<{ data: T }>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: (await run()).data };
  } catch (error) {
    return { error: error as ApiError };
  }
}

/**
 * What a successful change to a resource's records invalidates: its lists, the record itself when
 * `id` is given, and the tags of other screens its description says show the same records
 * (`invalidates`, e.g. 'Task' for the top bar). A refused write changed nothing: callers invalidate
 * these only on success.
 */
export function changedTags(desc: Pick<ResourceDesc, 'name' | 'invalidates'>, id?: number) {
  return [
    listTag(desc.name),
    ...(id === undefined ? [] : [{ type: desc.name, id }]),
    ...(desc.invalidates ?? []).map((type) => ({ type })),
  ];
}

function definitions(build: Build, desc: ResourceDesc) {
  const tag = desc.name;
  const changed = changedTags(desc);
  return {
    list: build.query<ListResponse<ResourceRow>, ListQuery>({
      queryFn: (query, { signal }) =>
        call(() =>
          query.search && desc.searchVia
            ? http.post<ListResponse<ResourceRow>>(desc.searchVia.path, listParams(query), { signal })
            : http.get<ListResponse<ResourceRow>>(desc.path, { params: listParams(query), signal }),
        ),
      providesTags: [listTag(tag)],
    }),
    /** How many records match the filters (the top bar's pending tasks), without their rows. */
    count: build.query<{ total: number }, Record<string, string> | void>({
      queryFn: (filters, { signal }) => call(() => http.get<{ total: number }>(`${desc.path}/count`, { params: filters ?? {}, signal })),
      providesTags: [listTag(tag)],
    }),
    read: build.query<{ data: ResourceRow }, number>({
      queryFn: (id, { signal }) => call(() => http.get<{ data: ResourceRow }>(`${desc.path}/${id}`, { signal })),
      providesTags: (_r, _e, id) => [{ type: tag, id }],
    }),
    create: build.mutation<{ data: ResourceRow; message?: string }, WriteArgs>({
      queryFn: ({ body, files }) => call(() => http.post<{ data: ResourceRow; message?: string }>(desc.path, payload(body, files))),
      invalidatesTags: (_r, error) => (error ? [] : changed),
    }),
    update: build.mutation<{ data: ResourceRow; message?: string }, WriteArgs & { id: number; method?: 'PUT' | 'PATCH' }>({
      queryFn: ({ id, body, files, method }) =>
        call(() =>
          http.request<{ data: ResourceRow; message?: string }>({
            url: `${desc.path}/${id}`,
            method: method ?? 'PUT',
            data: payload(body, files),
          }),
        ),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changedTags(desc, id)),
    }),
    /**
     * DELETE {path}/{id} with If-Match of the version read: the API refuses a DELETE without one
     * (428) except on the legacy paths of spec section 7, and a stale one (409).
     */
    remove: build.mutation<unknown, Pick<ResourceRow, 'id' | 'version'>>({
      queryFn: ({ id, version }) =>
        call(() => http.delete(`${desc.path}/${id}`, version === undefined ? undefined : { headers: { 'If-Match': `"${version}"` } })),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changedTags(desc, id)),
    }),
    bulk: build.mutation<{ count: number }, { action: BulkActionDesc; ids: number[] }>({
      queryFn: ({ action, ids }) =>
        call(() => http.post<{ count: number }>(action.path ?? `${desc.path}/bulk`, { action: action.id, ids, ...action.set })),
      invalidatesTags: (_r, error) => (error ? [] : changed),
    }),
  };
}

// Type only: the endpoints one resource gets, with their hooks (the function is never called).
type Injected = (desc: ResourceDesc) => ReturnType<typeof baseApi.injectEndpoints<ReturnType<typeof definitions>>>;
export type ResourceEndpoints = ReturnType<Injected>['endpoints'];
type Key = keyof ResourceEndpoints;
const KEYS: Key[] = ['list', 'count', 'read', 'create', 'update', 'remove', 'bulk'];

const injected = new Map<string, ResourceEndpoints>();

/**
 * The endpoints of one resource, injected once per resource name and path
 * (`kit:<name>@<path>:list`…): a resource nested under a parent (a ticket's comments at
 * tickets/{id}/comments) gets endpoints and a cache of its own per parent, never the first path
 * seen. Every path of a name shares the name's tag, and a remote that publishes a newer
 * description of the same resource gets the same tag, so the screens stay in step.
 */
export function resourceApi(desc: ResourceDesc): ResourceEndpoints {
  const key = `${desc.name}@${desc.path}`;
  const known = injected.get(key);
  if (known) return known;
  const name = (k: string) => `kit:${key}:${k}`;
  const api = baseApi.enhanceEndpoints({ addTagTypes: [desc.name] }).injectEndpoints({
    endpoints: (build) => {
      const defs = definitions(build, desc);
      return Object.fromEntries(KEYS.map((k) => [name(k), defs[k]]));
    },
    overrideExisting: false,
  });
  const endpoints = Object.fromEntries(KEYS.map((k) => [k, api.endpoints[name(k)]])) as unknown as ResourceEndpoints;
  injected.set(key, endpoints);
  return endpoints;
}
