import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from 'shared/core';
import type { ListQuery, ResourceDesc, ResourceRow } from 'shared/resources';
import { fetchList } from './api';

/** Spec section 4: every list goes through loading, loaded, failed. */
export type ListStatus = 'loading' | 'loaded' | 'failed';

export interface ListState {
  status: ListStatus;
  rows: ResourceRow[];
  total: number;
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

/** The list of a resource with server-side paging, sorting and search. */
export function useResourceList(desc: ResourceDesc, fetcher = fetchList): ResourceList {
  const [query, setQuery] = useState<ListQuery>(() => initialQuery(desc));
  const [tick, setTick] = useState(0);
  // Loading empties the list (spec section 4); the previous total keeps the pager steady.
  const [state, setState] = useState<ListState>({ status: 'loading', rows: [], total: 0, error: null, pageSize: 0 });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', rows: [], error: null }));
    fetcherRef.current(desc, query, controller.signal).then(
      (res) => {
        if (controller.signal.aborted) return;
        // The server may clamp pageSize; the pager counts pages the way the server answered.
        setState({ status: 'loaded', rows: res.data, total: res.total, error: null, pageSize: res.pageSize || query.pageSize });
      },
      (error: ApiError) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', rows: [], total: 0, error, pageSize: query.pageSize });
      },
    );
    return () => controller.abort();
  }, [desc, query, tick]);

  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const setPageSize = useCallback((pageSize: number) => setQuery((q) => ({ ...q, page: 1, pageSize })), []);
  const setSearch = useCallback((search: string) => setQuery((q) => (q.search === search ? q : { ...q, page: 1, search })), []);
  const toggleSort = useCallback(
    (field: string) =>
      setQuery((q) => ({ ...q, page: 1, sort: field, order: q.sort === field && q.order === 'asc' ? 'desc' : 'asc' })),
    [],
  );
  const reload = useCallback((at?: Partial<Pick<ListQuery, 'page' | 'pageSize'>>) => {
    if (at) setQuery((q) => ({ ...q, ...at }));
    setTick((t) => t + 1);
  }, []);

  return { ...state, pageSize: state.pageSize || query.pageSize, query, setPage, setPageSize, setSearch, toggleSort, reload };
}
