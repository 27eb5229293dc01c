import { useCallback } from 'react';
import { baseApi, downloadFile, http, listTag, useAppDispatch } from 'shared/core';
import type { ResourceRow } from 'shared/resources';
import { dedupeResource, myOnlineRequestsResource, onlineRequestResource, type OnlineRequestSheetCheck } from '../../model';

/**
 * The online requests' calls. Decisions are RTK mutations on the one API; sending a form or a sheet
 * is a direct call through the one axios client (RTK Query's base query cannot report upload
 * progress), after which both request lists are invalidated by tag, as a mutation would.
 */
export interface RequestDocument {
  id: number;
  doc_type: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
}

const LISTS = [listTag(onlineRequestResource.name), listTag(myOnlineRequestsResource.name)];
/** An accepted request is a new initiated case: the case lists refresh too, and the suspected pairs it may have added. */
const CASE_LISTS = ['cases', 'cases-initiated', dedupeResource.name].map(listTag);
type Progress = (pct: number) => void;
const progressOf = (onProgress?: Progress) => (e: { loaded: number; total?: number }) =>
  onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0);

const requestsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [onlineRequestResource.name, myOnlineRequestsResource.name, 'cases', 'cases-initiated', dedupeResource.name],
  })
  .injectEndpoints({
    endpoints: (b) => ({
      requestDocuments: b.query<RequestDocument[], number>({
        query: (id) => `online-requests/${id}/documents`,
        transformResponse: (res: { data: RequestDocument[] }) => res.data,
      }),
      acceptRequest: b.mutation<
        { message: string; case: { id: number; case_no: string } },
        { row: ResourceRow; ignore_duplicates?: boolean }
      >({
        query: ({ row, ignore_duplicates }) => ({
          url: `online-requests/${row.id}/accept`,
          method: 'POST',
          data: { version: row.version, ...(ignore_duplicates ? { ignore_duplicates } : {}) },
        }),
        invalidatesTags: (_r, error) => (error ? [] : [...LISTS, ...CASE_LISTS]),
      }),
      rejectRequest: b.mutation<{ message: string }, { row: ResourceRow; reason: string }>({
        query: ({ row, reason }) => ({ url: `online-requests/${row.id}/reject`, method: 'POST', data: { version: row.version, reason } }),
        invalidatesTags: (_r, error) => (error ? [] : LISTS),
      }),
    }),
  });

export const { useRequestDocumentsQuery, useAcceptRequestMutation, useRejectRequestMutation } = requestsApi;

/** Opens a request's document (staff path, or the branch's own). */
export function downloadRequestDocument(id: number, doc: RequestDocument, mine: boolean): Promise<void> {
  return downloadFile(`online-requests/${mine ? 'mine/' : ''}${id}/documents/${doc.id}/file`, doc.file_name);
}

/** Sends a request with its documents (each file part named by its document type), or a sheet to check or import. */
export function useRequestUploads() {
  const dispatch = useAppDispatch();
  const refresh = useCallback(() => dispatch(baseApi.util.invalidateTags(LISTS)), [dispatch]);
  const send = useCallback(
    async (body: Record<string, unknown>, docs: { type: string; file: File }[], onProgress?: Progress) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(body)) if (v != null && v !== '') form.append(k, String(v));
      for (const d of docs) form.append(d.type, d.file, d.file.name);
      const { data } = await http.post<{ message: string }>('online-requests/mine', form, {
        onUploadProgress: progressOf(onProgress),
        timeout: 120_000,
      });
      refresh();
      return data;
    },
    [refresh],
  );
  const sheet = useCallback(
    async (step: 'check' | 'import', file: File, onProgress?: Progress, confirm = false) => {
      const form = new FormData();
      if (confirm) form.append('confirm', 'valid-only');
      form.append('file', file, file.name);
      const { data } = await http.post<{ data: OnlineRequestSheetCheck } & { message: string; count: number }>(
        `online-requests/mine/sheet/${step}`,
        form,
        { onUploadProgress: progressOf(onProgress), timeout: 180_000 },
      );
      if (step === 'import') refresh();
      return data;
    },
    [refresh],
  );
  return { send, sheet };
}
