import { http } from 'shared/core';
import type { BulkActionDesc, ListQuery, ListResponse, OptionsSource, ResourceDesc, ResourceRow } from 'shared/resources';

/** The kit's calls, all through the one axios instance (bearer token, errors as ApiError). */

function listParams(query: ListQuery) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

/** GET {path}?page&pageSize&sort&order&search, or the description's search call (POST userSearch). */
export async function fetchList(desc: ResourceDesc, query: ListQuery, signal?: AbortSignal): Promise<ListResponse<ResourceRow>> {
  const params = listParams(query);
  if (query.search && desc.searchVia) {
    const { data } = await http.post<ListResponse<ResourceRow>>(desc.searchVia.path, params, { signal });
    return data;
  }
  const { data } = await http.get<ListResponse<ResourceRow>>(desc.path, { params, signal });
  return data;
}

/** JSON, or multipart when the form carries files. */
function body(values: Record<string, unknown>, files: Record<string, File>): unknown {
  if (!Object.keys(files).length) return values;
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) form.append(k, '');
    else form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  for (const [k, f] of Object.entries(files)) form.append(k, f, f.name);
  return form;
}

export async function createRecord(desc: ResourceDesc, values: Record<string, unknown>, files: Record<string, File> = {}) {
  const { data } = await http.post<{ data: ResourceRow }>(desc.path, body(values, files));
  return data;
}

export async function updateRecord(
  desc: ResourceDesc, id: number, values: Record<string, unknown>, files: Record<string, File> = {}, method: 'PUT' | 'PATCH' = 'PUT',
) {
  const { data } = await http.request<{ data: ResourceRow }>({ url: `${desc.path}/${id}`, method, data: body(values, files) });
  return data;
}

export async function deleteRecord(desc: ResourceDesc, id: number) {
  await http.delete(`${desc.path}/${id}`);
}

/** POST {path}/bulk (or the action's own path) with { action, ids, ...set }. */
export async function runBulk(desc: ResourceDesc, action: BulkActionDesc, ids: number[]) {
  const { data } = await http.post<{ count: number }>(action.path ?? `${desc.path}/bulk`, { action: action.id, ids, ...action.set });
  return data;
}

/** Options of a select: `{ data: [{ id, name }] }` matching the search text. */
export async function fetchOptions(source: OptionsSource, search: string, signal?: AbortSignal) {
  const { data } = await http.get<{ data: Record<string, unknown>[] }>(source.path, {
    params: search ? { search } : {},
    signal,
  });
  return data.data.map((row) => ({ value: String(row[source.valueField]), label: String(row[source.labelField] ?? '') }));
}

/** Downloads the current query (search and sort, every page) as CSV from GET {path}/export.csv. */
export async function exportCsv(desc: ResourceDesc, query: ListQuery): Promise<void> {
  const { page: _page, pageSize: _size, ...params } = listParams(query);
  const res = await http.get<Blob>(`${desc.path}/export.csv`, { params, responseType: 'blob' });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${desc.name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
