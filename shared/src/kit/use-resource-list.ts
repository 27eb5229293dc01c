import { useCallback, useMemo, useState } from 'react';
import type { ApiError } from 'shared/core';
import type { ListQuery, ListResponse, ResourceDesc, ResourceRow } from 'shared/resources';
import { resourceApi } from './resource-api';

/** Spec section 4: every list goes through loading, loaded, failed. */
export type ListStatus = 'loading' | 'loaded' | 'failed';

export interface ListState {
  status: ListStatus;
  rows: ResourceRow[];
  total: number;
  /** `total` is a floor: the server stopped counting matches there (shown "5,000+"). */
  totalCapped: boolean;
  error: ApiError | null;
  /** The page size the server used (it clamps large requests). */
  pageSize: number;
}

export interface ResourceList extends ListState {
  query: ListQuery;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSearch(search: string): void;
  /** Click on a sortable header: first ascending, then toggles. */
  toggleSort(field: string): void;
  /** Replaces the column filters (page 1). */
  setFilters(filters: Record<string, string>): void;
  /** Fetches again; `at` moves to another page / size first (e.g. page 1 after a change). */
  reload(at?: Partial<Pick<ListQuery, 'page' | 'pageSize'>>): void;
}

export function initialQuery(desc: ResourceDesc): ListQuery {
  return {
    page: 1,
    pageSize: desc.defaultPageSize ?? desc.pageSizes[0] ?? 25,
    search: '',
    sort: desc.defaultSort.field,
    order: desc.defaultSort.order,
  };
}

/** Where a list keeps its query: component state by default, the URL for a page's main list. */
export type QueryState = [ListQuery, (update: (q: ListQuery) => ListQuery) => void];

export function useLocalQueryState(desc: ResourceDesc): QueryState {
  const [query, setQuery] = useState<ListQuery>(() => initialQuery(desc));
  return [query, setQuery];
}

/**
 * The list of a resource with server-side paging, sorting, search and filters, read through the
 * resource's RTK Query endpoint (cached per query, refetched when any screen changes a record of
 * the resource). While a page loads the list is empty (spec section 4); the total stays so the
 * pager holds still.
 */
export function useResourceList(desc: ResourceDesc, state?: QueryState): ResourceList {
  const local = useLocalQueryState(desc);
  const [query, update] = state ?? local;
  const endpoints = useMemo(() => resourceApi(desc), [desc]);
  const result = endpoints.list.useQuery(query);
  const lastTotal = useLastTotal(result.data);

  const setPage = useCallback((page: number) => update((q) => ({ ...q, page })), [update]);
  const setPageSize = useCallback((pageSize: number) => update((q) => ({ ...q, page: 1, pageSize })), [update]);
  const setSearch = useCallback((search: string) => update((q) => (q.search === search ? q : { ...q, page: 1, search })), [update]);
  const setFilters = useCallback((filters: Record<string, string>) => update((q) => ({ ...q, page: 1, filters })), [update]);
  const toggleSort = useCallback(
    (field: string) => update((q) => ({ ...q, page: 1, sort: field, order: q.sort === field && q.order === 'asc' ? 'desc' : 'asc' })),
    [update],
  );
  const { refetch } = result;
  const reload = useCallback(
    (at?: Partial<Pick<ListQuery, 'page' | 'pageSize'>>) => {
      const moved =
        !!at && ((at.page !== undefined && at.page !== query.page) || (at.pageSize !== undefined && at.pageSize !== query.pageSize));
      if (moved) update((q) => ({ ...q, ...at }));
      else void refetch();
    },
    [update, refetch, query.page, query.pageSize],
  );

  const status: ListStatus = result.isFetching || result.isUninitialized ? 'loading' : result.isError ? 'failed' : 'loaded';
  const data = status === 'loaded' ? result.currentData : undefined;
  return {
    status,
    rows: data?.data ?? [],
    total: data?.total ?? (status === 'failed' ? 0 : lastTotal.total),
    totalCapped: data ? !!data.totalCapped : status !== 'failed' && lastTotal.capped,
    error: status === 'failed' ? (result.error as ApiError) : null,
    // The server may clamp pageSize; the pager counts pages the way the server answered.
    pageSize: data?.pageSize || query.pageSize,
    query,
    setPage,
    setPageSize,
    setSearch,
    setFilters,
    toggleSort,
    reload,
  };
}

function useLastTotal(data: ListResponse<ResourceRow> | undefined): { total: number; capped: boolean } {
  const [last, setLast] = useState({ total: 0, capped: false });
  const capped = !!data?.totalCapped;
  if (data && (data.total !== last.total || capped !== last.capped)) setLast({ total: data.total, capped });
  return data ? { total: data.total, capped } : last;
}
