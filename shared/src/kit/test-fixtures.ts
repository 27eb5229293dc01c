import type { ApiError } from 'shared/core';
import type { ListQuery, ResourceDesc, ResourceRow } from 'shared/resources';

/** A small resource for the kit's own tests. */
export const fruitDesc: ResourceDesc = {
  name: 'fruits',
  title: 'Fruits',
  singular: 'fruit',
  path: 'fruits',
  right: 'dashboard_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required' },
    { name: 'price', label: 'Price', type: 'money' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: '1', label: 'Active' },
        { value: '0', label: 'Inactive' },
      ],
      default: '1',
    },
  ],
  columns: [
    { field: 'id', label: 'ID', sortable: true },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'price', label: 'Price', format: 'money' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status' },
  ],
  searchable: ['name'],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [10, 25],
  maxPageSize: 100,
  messages: { created: 'Added The New Fruit!', updated: 'Successfully Updated The Fruit!', deleted: 'Deleted The Fruit!' },
  bulkActions: [{ id: 'activate', label: 'Activate', kind: 'update', set: { status: '1' }, message: 'Activated All Selected Fruits!' }],
};

export const FRUITS: ResourceRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Fruit ${String(i + 1).padStart(2, '0')}`,
  price: 1000 + i,
  status: i % 2 ? '0' : '1',
  version: 1,
}));

function matches(query: Partial<ListQuery>, rows: ResourceRow[]) {
  let data = rows.filter((r) => !query.search || String(r.name).toLowerCase().includes(query.search.toLowerCase()));
  if (query.sort) {
    const k = query.sort;
    data = [...data].sort((a, b) => (a[k]! < b[k]! ? -1 : a[k]! > b[k]! ? 1 : 0) * (query.order === 'desc' ? -1 : 1));
  }
  return data;
}

/** What a list endpoint without keyset paging would answer for the query (paging, sorting, prefix search; a cursor is ignored). */
export function answer(query: Partial<ListQuery>, rows = FRUITS) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const data = matches(query, rows);
  return { data: data.slice((page - 1) * pageSize, page * pageSize), total: data.length, page, pageSize };
}

/**
 * What a list endpoint with keyset paging would answer (as api/src/kit/store-list.ts): a cursor
 * reads beside the row it names (`after:<id>`, `before:<id>`), `last` the last numbered page when
 * the total is exact and the last pageSize rows when it is capped (`capAt`: the count stops there),
 * echoing the page sent; without a cursor the page is read by its number. The answer names its
 * neighbours.
 */
export function seekAnswer(query: Partial<ListQuery>, rows = FRUITS, capAt = Infinity) {
  const pageSize = query.pageSize ?? 10;
  const data = matches(query, rows);
  const capped = data.length > capAt;
  const total = capped ? capAt : data.length;
  const at = (id: string) => data.findIndex((r) => String(r.id) === id);
  const [side, id] = (query.cursor ?? '').split(':');
  let page = query.page ?? 1;
  let start = (page - 1) * pageSize;
  if (side === 'after') start = at(id) + 1;
  else if (side === 'before') start = Math.max(0, at(id) - pageSize);
  else if (side === 'last' && capped) start = Math.max(0, data.length - pageSize);
  else if (side === 'last') {
    page = Math.max(1, Math.ceil(data.length / pageSize));
    start = (page - 1) * pageSize;
  }
  const shown = data.slice(start, start + pageSize);
  const end = start + shown.length;
  return {
    data: shown,
    total,
    page,
    pageSize,
    ...(capped ? { totalCapped: true } : {}),
    ...(shown.length && end < data.length ? { next: `after:${shown.at(-1)!.id}` } : {}),
    ...(shown.length && start > 0 ? { prev: `before:${shown[0].id}` } : {}),
  };
}

export function apiError(status: number, statusText: string, message?: string, fields?: Record<string, string>): ApiError {
  const display = `Error:${status}Error Text: ${statusText}`;
  return { status, statusText, display, message: message ?? display, fields };
}
