import { downloadFile, http } from 'shared/core';
import type { ListQuery, ListResponse, ResourceDesc, ResourceRow } from 'shared/resources';
import type { CaseDetail, CaseView, EngineerSuggestion, MoveId } from '../../model';

/** The cases API as the case screens call it (one axios instance, errors as ApiError). */

export interface CaseFilters {
  status?: string;
  bank_id?: string;
  company_branch_id?: string;
  from?: string;
  to?: string;
}

/** A list fetcher for the kit's useResourceList: the page's view and its filters ride along. */
export function caseFetcher(view: CaseView, filters: CaseFilters) {
  return async (_desc: ResourceDesc, query: ListQuery, signal?: AbortSignal): Promise<ListResponse<ResourceRow>> => {
    const params: Record<string, unknown> = { view, page: query.page, pageSize: query.pageSize };
    if (query.sort) Object.assign(params, { sort: query.sort, order: query.order ?? 'asc' });
    if (query.search) params.search = query.search;
    for (const [k, v] of Object.entries(filters)) if (v) params[k] = v;
    const { data } = await http.get<ListResponse<ResourceRow>>('cases', { params, signal });
    return data;
  };
}

export async function readCase(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  const { data } = await http.get<{ data: CaseDetail }>(`cases/${id}`, { signal });
  return data.data;
}

export async function moveCase(c: { id: number; version: number }, move: MoveId, extra: Record<string, unknown> = {}) {
  const { data } = await http.post<{ data: CaseDetail; message: string }>(`cases/${c.id}/moves`, { move, version: c.version, ...extra });
  return data;
}

export async function saveCase(id: number, body: Record<string, unknown>) {
  const { data } = await http.put<{ data: CaseDetail; message: string }>(`cases/${id}`, body);
  return data;
}

export async function createCase(body: Record<string, unknown>) {
  const { data } = await http.post<{ data: CaseDetail; message: string }>('cases', body);
  return data;
}

export async function suggestEngineers(pincode: string | null, signal?: AbortSignal): Promise<EngineerSuggestion[]> {
  const { data } = await http.get<{ data: EngineerSuggestion[] }>('cases/engineers', { params: pincode ? { pincode } : {}, signal });
  return data.data;
}

export async function allocate(cases: { id: number; version: number }[], site_engineer_id: number, appointment_at: string | null) {
  const { data } = await http.post<{ count: number; message: string }>('cases/allocate', { cases, site_engineer_id, appointment_at });
  return data;
}

/** Downloads the released case's valuation report (the bearer token rides on the one axios instance). */
export function downloadReport(id: number, caseNo: string): Promise<void> {
  return downloadFile(`cases/${id}/report.pdf`, `valuation-report-${caseNo.replace(/\//g, '-')}.pdf`);
}

export interface CaseDocument {
  id: number;
  doc_type: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  latitude: number | null;
  longitude: number | null;
  taken_at: string | null;
  uploaded_at: string;
  uploaded_by_name: string | null;
}

export async function listDocuments(caseId: number, signal?: AbortSignal): Promise<CaseDocument[]> {
  const { data } = await http.get<{ data: CaseDocument[] }>(`cases/${caseId}/documents`, { signal });
  return data.data;
}

/** A document the masters' checklist asks of this case that none of its uploads covers yet. */
export interface MissingDocument {
  code: string;
  name: string;
  note: string | null;
}

export async function listMissingDocuments(caseId: number, signal?: AbortSignal): Promise<MissingDocument[]> {
  const { data } = await http.get<{ data: MissingDocument[] }>(`cases/${caseId}/missing-documents`, { signal });
  return data.data;
}

/** Multipart upload with progress (0..100). */
export async function uploadDocument(caseId: number, fields: Record<string, string>, file: File, onProgress?: (pct: number) => void) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  form.append('file', file, file.name);
  const { data } = await http.post<{ data: CaseDocument; message: string }>(`cases/${caseId}/documents`, form, {
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    timeout: 120_000,
  });
  return data;
}

/** A document's bytes as an object URL (the token rides on the one axios instance; revoke when done). */
export async function documentUrl(caseId: number, docId: number): Promise<string> {
  const res = await http.get<Blob>(`cases/${caseId}/documents/${docId}/file`, { responseType: 'blob' });
  return URL.createObjectURL(res.data);
}

export async function deleteDocument(caseId: number, docId: number) {
  const { data } = await http.delete<{ message: string }>(`cases/${caseId}/documents/${docId}`);
  return data;
}

/** The engineer is at the case's site now (their position goes to the Employee Location page). */
export async function checkInAtSite(caseId: number, body: { lat: number; lng: number; accuracy_m: number | null }) {
  const { data } = await http.post<{ data: { id: number; at: string }; message: string }>(`cases/${caseId}/check-in`, body);
  return data;
}
