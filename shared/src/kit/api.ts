import { http, saveBlob, store } from 'shared/core';
import {
  businessToday,
  type BulkActionDesc,
  type ListQuery,
  type ListResponse,
  type OptionsSource,
  type ResourceDesc,
  type ResourceRow,
} from 'shared/resources';
import { listParams, resourceApi } from './resource-api';

/**
 * The kit's calls as promises, for screens that are not a list (a single-record form, a dialog).
 * They run the resource's RTK Query endpoints (resource-api.ts), so a change made here refreshes
 * every list and count of the same resource; errors arrive as ApiError.
 */

/** GET {path}?page&pageSize&sort&order&search&filters (or the description's search call), fetched fresh. */
export async function fetchList(desc: ResourceDesc, query: ListQuery, signal?: AbortSignal): Promise<ListResponse<ResourceRow>> {
  const request = store.dispatch(resourceApi(desc).list.initiate(query, { forceRefetch: true, subscribe: false }));
  signal?.addEventListener('abort', () => request.abort());
  return request.unwrap();
}

export function createRecord(desc: ResourceDesc, values: Record<string, unknown>, files: Record<string, File> = {}) {
  return store.dispatch(resourceApi(desc).create.initiate({ body: values, files })).unwrap();
}

export function updateRecord(
  desc: ResourceDesc,
  id: number,
  values: Record<string, unknown>,
  files: Record<string, File> = {},
  method: 'PUT' | 'PATCH' = 'PUT',
) {
  return store.dispatch(resourceApi(desc).update.initiate({ id, body: values, files, method })).unwrap();
}

/** DELETE {path}/{id}, sending the version of the record as read (If-Match): stale is 409, none 428. */
export async function deleteRecord(desc: ResourceDesc, record: Pick<ResourceRow, 'id' | 'version'>): Promise<void> {
  await store.dispatch(resourceApi(desc).remove.initiate({ id: record.id, version: record.version })).unwrap();
}

/** POST {path}/bulk (or the action's own path) with { action, ids, ...set }. */
export function runBulk(desc: ResourceDesc, action: BulkActionDesc, ids: number[]) {
  return store.dispatch(resourceApi(desc).bulk.initiate({ action, ids })).unwrap();
}

/** The record as stored now (e.g. the other person's version after a 409). */
export async function readRecord(desc: ResourceDesc, id: number): Promise<ResourceRow> {
  const res = await store.dispatch(resourceApi(desc).read.initiate(id, { forceRefetch: true, subscribe: false })).unwrap();
  return res.data;
}

/** Options of a select: `{ data: [{ id, name }] }` matching the search text. */
export async function fetchOptions(source: OptionsSource, search: string, signal?: AbortSignal) {
  const { data } = await http.get<{ data: Record<string, unknown>[] }>(source.path, {
    params: search ? { search } : {},
    signal,
  });
  return data.data.map((row) => ({ value: String(row[source.valueField]), label: String(row[source.labelField] ?? '') }));
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads the current query (search, sort and filters, every page) from GET {path}/export.csv or
 * export.xlsx; the server names the file with the business day.
 */
export async function exportList(desc: ResourceDesc, query: ListQuery, format: ExportFormat = 'csv'): Promise<void> {
  const { page: _page, pageSize: _size, cursor: _cursor, ...params } = listParams(query);
  const res = await http.get<Blob>(`${desc.path}/export.${format}`, { params, responseType: 'blob' });
  const disposition = String(res.headers?.['content-disposition'] ?? '');
  const named = /filename="([^"]+)"/.exec(disposition)?.[1];
  saveBlob(res.data, named ?? `${desc.name}-${businessToday()}.${format}`);
}

/** Kept for callers of the CSV-only export. */
export const exportCsv = (desc: ResourceDesc, query: ListQuery) => exportList(desc, query, 'csv');
