import { useCallback, useMemo, useRef, useState, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { listFilters, type ListQuery, type ResourceDesc } from 'shared/resources';
import { initialQuery, type QueryState } from './use-resource-list';

/**
 * A list's query (page and its cursor, page size, sort, search, filters) kept in the URL, so
 * reload, Back, Forward and a shared link bring the same list back. Defaults are left out of the
 * URL. The first list of a page owns the plain names (`?page=2&status=0`); another list on the same
 * page (users and dummy users) prefixes its own (`?users_dummy.page=2`).
 */
// The list owning the plain names, and the page it is on (the page being left may not have
// released it yet when the next page's list first renders).
let owner: { name: string; path: string } | null = null;

function useUrlPrefix(desc: ResourceDesc, explicit: string | undefined, enabled: boolean): string {
  const { pathname } = useLocation();
  const [prefix] = useState(() => {
    if (explicit !== undefined || !enabled) return explicit ?? '-';
    if (owner === null || owner.name === desc.name || owner.path !== pathname) {
      owner = { name: desc.name, path: pathname };
      return '';
    }
    return `${desc.name}.`;
  });
  useEffect(() => {
    if (!enabled || prefix !== '') return;
    owner = { name: desc.name, path: pathname };
    return () => {
      if (owner?.name === desc.name && owner.path === pathname) owner = null;
    };
  }, [prefix, desc.name, enabled, pathname]);
  return prefix;
}

const positive = (v: string | null) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined);
/** The server's cursors are opaque; its query schema takes up to 8,207 characters (kit/seek.ts): a longer one is dropped. */
const CURSOR_MAX = 8207;

/** The query the URL describes (anything unusable falls back to the default). */
export function queryFromParams(desc: ResourceDesc, params: URLSearchParams, prefix = ''): ListQuery {
  const q = initialQuery(desc);
  const read = (k: string) => params.get(prefix + k);
  const cursor = read('cursor');
  // A page counted from the end of a capped list (-1, -2) is a place only with its cursor.
  const fromEnd = cursor && /^-[1-9]\d{0,8}$/.test(read('page') ?? '') ? Number(read('page')) : undefined;
  const page = positive(read('page')) ?? fromEnd;
  const size = positive(read('pageSize'));
  const sortable = new Set([...desc.columns.filter((c) => c.sortable).map((c) => c.field), desc.defaultSort.field]);
  const sort = read('sort');
  const order = read('order');
  const filters: Record<string, string> = {};
  for (const spec of listFilters(desc)) {
    for (const p of spec.params) {
      const v = read(p);
      if (v) filters[p] = v.slice(0, 500);
    }
  }
  return {
    page: page ?? 1,
    ...(cursor && cursor.length <= CURSOR_MAX ? { cursor } : {}),
    pageSize: size && size <= desc.maxPageSize ? size : size && desc.pageSizes.includes(size) ? size : q.pageSize,
    search: (read('search') ?? '').slice(0, 100),
    sort: sort && sortable.has(sort) ? sort : q.sort,
    order: order === 'asc' || order === 'desc' ? order : sort && sortable.has(sort) ? 'asc' : q.order,
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/** Writes the query into the URL's own keys, leaving other parameters alone. */
export function writeParams(desc: ResourceDesc, current: URLSearchParams, q: ListQuery, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(current);
  const def = initialQuery(desc);
  const keys = ['page', 'cursor', 'pageSize', 'sort', 'order', 'search', ...listFilters(desc).flatMap((s) => s.params)];
  for (const k of keys) next.delete(prefix + k);
  const set = (k: string, v: string | number | undefined, skip: unknown) => {
    if (v !== undefined && v !== '' && v !== skip) next.set(prefix + k, String(v));
  };
  set('page', q.page, 1);
  set('cursor', q.cursor, undefined);
  set('pageSize', q.pageSize, def.pageSize);
  if (q.sort !== def.sort || q.order !== def.order) {
    set('sort', q.sort, undefined);
    set('order', q.order, undefined);
  }
  set('search', q.search, '');
  for (const [k, v] of Object.entries(q.filters ?? {})) set(k, v, '');
  return next;
}

/**
 * Whether the browser went to another page since this list last rendered at `pathname`. A route
 * change renders in a transition, so the list stays mounted while the next page's code loads; a
 * late change of its own then (a search applied after a pause in typing) would navigate back to the
 * list. Only where the router is the window's (`routed`: the paths agreed when the list mounted, as
 * in a BrowserRouter); a MemoryRouter's path is its own.
 */
const leftPage = (pathname: string, routed: boolean) => routed && window.location.pathname !== pathname;

export function useUrlQueryState(desc: ResourceDesc, explicitPrefix?: string, enabled = true): QueryState {
  const prefix = useUrlPrefix(desc, explicitPrefix, enabled);
  const { pathname } = useLocation();
  const [routed] = useState(() => typeof window !== 'undefined' && window.location.pathname === pathname);
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // `key` (the params as a string) stands for `params`, whose object identity changes on every render.
  const query = useMemo(() => queryFromParams(desc, params, prefix), [desc, key, prefix]);
  const latest = useRef(query);
  latest.current = query;
  const update = useCallback(
    (fn: (q: ListQuery) => ListQuery) => {
      if (leftPage(pathname, routed)) return;
      const next = fn(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      // Each change is a history entry: Back returns to the previous page, sort or filter.
      setParams((current) => writeParams(desc, current, next, prefix));
    },
    [desc, prefix, setParams, pathname, routed],
  );
  return [query, update];
}
