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
  /**
   * The page's number as the server answered it (the query's while it loads), at most the last
   * page's when the total is exact: `cursor=last` finds the last page's number. The pager shows it;
   * the query keeps the number sent.
   */
  page: number;
  /** Keyset paging: the cursors of the pages after and before this one (absent at either end, and from a server without cursors). */
  next?: string;
  prev?: string;
}

export interface ResourceList extends ListState {
  query: ListQuery;
  /** A page by its number (read without a cursor). */
  setPage(page: number): void;
  /** The neighbour pages through the answer's cursors, page 1, and the last page (`cursor=last`). */
  nextPage(): void;
  prevPage(): void;
  firstPage(): void;
  lastPage(): void;
  setPageSize(pageSize: number): void;
  setSearch(search: string): void;
  /** Click on a sortable header: first ascending, then toggles. */
  toggleSort(field: string): void;
  /** Replaces the column filters (page 1). */
  setFilters(filters: Record<string, string>): void;
  /** Fetches again; `at` moves to another page / size first (e.g. page 1 after a change). */
  reload(at?: Partial<Pick<ListQuery, 'page' | 'pageSize'>>): void;
}

/**
 * The query moved, with the cursor of where to (none: read the page by its number). A cursor
 * belongs to the answer that gave it out, so every change but a step through the pager drops it.
 */
function moved(q: ListQuery, change: Partial<ListQuery>, cursor?: string): ListQuery {
  const { cursor: _cursor, ...rest } = q;
  return cursor ? { ...rest, ...change, cursor } : { ...rest, ...change };
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

  const status: ListStatus = result.isFetching || result.isUninitialized ? 'loading' : result.isError ? 'failed' : 'loaded';
  const data = status === 'loaded' ? result.currentData : undefined;
  const total = data?.total ?? (status === 'failed' ? 0 : lastTotal.total);
  const totalCapped = data ? !!data.totalCapped : status !== 'failed' && lastTotal.capped;
  // The server may clamp pageSize; the pager counts pages the way the server answered.
  const pageSize = data?.pageSize || query.pageSize;
  // A page past the end (a typed URL, rows deleted since) counts as the last one; a capped total
  // is only a floor, so there the answer's number stands.
  const counted = Math.max(1, Math.ceil(total / pageSize));
  // Pages reached from the last one of a capped list are counted from the end (-1 the last, -2
  // the one before): how many pages lie before them is unknown.
  const fromEnd = query.page < 0;
  const page = fromEnd ? query.page : totalCapped ? data?.page || query.page : Math.min(data?.page || query.page, counted);
  const next = data?.next;
  const prev = data?.prev;

  const setPage = useCallback((n: number) => update((q) => moved(q, { page: n })), [update]);
  // A step sends the page's number too (the client's count): a server without cursors reads it.
  const nextPage = useCallback(() => update((q) => moved(q, { page: page + 1 }, next)), [update, page, next]);
  const prevPage = useCallback(
    () => update((q) => moved(q, { page: fromEnd ? page - 1 : Math.max(1, page - 1) }, prev)),
    [update, page, prev, fromEnd],
  );
  const firstPage = useCallback(() => update((q) => moved(q, { page: 1 })), [update]);
  // Under a capped total the last page's number is unknown: it is the first from the end.
  const last = totalCapped ? -1 : counted;
  const lastPage = useCallback(() => update((q) => moved(q, { page: last }, 'last')), [update, last]);
  const setPageSize = useCallback((size: number) => update((q) => moved(q, { page: 1, pageSize: size })), [update]);
  const setSearch = useCallback((search: string) => update((q) => (q.search === search ? q : moved(q, { page: 1, search }))), [update]);
  const setFilters = useCallback((filters: Record<string, string>) => update((q) => moved(q, { page: 1, filters })), [update]);
  const toggleSort = useCallback(
    (field: string) => update((q) => moved(q, { page: 1, sort: field, order: q.sort === field && q.order === 'asc' ? 'desc' : 'asc' })),
    [update],
  );
  const { refetch } = result;
  const reload = useCallback(
    (at?: Partial<Pick<ListQuery, 'page' | 'pageSize'>>) => {
      const elsewhere =
        !!at && ((at.page !== undefined && at.page !== query.page) || (at.pageSize !== undefined && at.pageSize !== query.pageSize));
      if (elsewhere) update((q) => moved(q, at));
      else void refetch();
    },
    [update, refetch, query.page, query.pageSize],
  );

  return {
    status,
    rows: data?.data ?? [],
    total,
    totalCapped,
    error: status === 'failed' ? (result.error as ApiError) : null,
    pageSize,
    page,
    ...(next ? { next } : {}),
    ...(prev ? { prev } : {}),
    query,
    setPage,
    nextPage,
    prevPage,
    firstPage,
    lastPage,
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
