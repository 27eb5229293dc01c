import { useCallback } from 'react';
import { baseApi, downloadFile, http, listTag, refreshOnLiveEvent, useAppDispatch } from 'shared/core';
import {
  CASE_RESOURCE,
  CASE_VIEWS,
  CASE_WORKBENCH_RESOURCE,
  DEDUPE_RESOURCE,
  MILESTONE_EVENTS,
  type CaseDetail,
  type CaseFindRow,
  type CaseListRow,
  type CaseValuationReference,
  type EngineerSuggestion,
  type MoveId,
} from '../../model';

/**
 * The case screens' calls on the suite's one RTK Query API. A change to a case invalidates the case
 * itself and every kit list that shows cases (each page's list is tagged `cases-<view>`, see
 * case-list.tsx), so every screen showing the case fetches it again without a reload by hand.
 */

/** The engineer's visits as asked for (the phone also reads its last answer from the service worker's cache). */
export const MY_VISITS = { url: 'cases', params: { view: 'mine', page: 1, pageSize: 100, sort: 'appointment_at', order: 'asc' } };

export interface CaseFilters {
  status?: string;
  bank_id?: string;
  company_branch_id?: string;
  from?: string;
  to?: string;
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

/** A document the masters' checklist asks of this case that none of its uploads covers yet. */
export interface MissingDocument {
  code: string;
  name: string;
  note: string | null;
}

interface Saved<T = CaseDetail> {
  data: T;
  message: string;
}
type Ref = { id: number; version: number };

const CASE = 'case';
const DOCUMENTS = 'case-documents';
const ENGINEERS = 'case-engineers';
const KIT_LISTS = [CASE_RESOURCE, CASE_WORKBENCH_RESOURCE, ...CASE_VIEWS.map((view) => `cases-${view}`)];
const lists = [...KIT_LISTS, ENGINEERS].map(listTag);
/** A changed case: itself, every list of cases and the engineers' open-case counts. */
const caseChanged = (ids: number[]) => [...lists, ...ids.map((id) => ({ type: CASE, id }))];
/** The documents and the checklist only: refetching the case would reset a form being typed beside them. */
const documentsChanged = (caseId: number) => [{ type: DOCUMENTS, id: caseId }];

// A case moved by anyone (another browser, another instance) refreshes the lists and the case here.
refreshOnLiveEvent(MILESTONE_EVENTS.caseMoved, (e) => caseChanged(e.case_id ? [e.case_id] : []));

const casesApi = baseApi.enhanceEndpoints({ addTagTypes: [...KIT_LISTS, CASE, DOCUMENTS, ENGINEERS, DEDUPE_RESOURCE] }).injectEndpoints({
  endpoints: (b) => ({
    case: b.query<CaseDetail, number>({
      query: (id) => `cases/${id}`,
      transformResponse: (res: { data: CaseDetail }) => res.data,
      providesTags: (_r, _e, id) => [{ type: CASE, id }],
    }),
    /** The master's ready-reckoner rate and the AVM on the saved case: refetched with the case after a save. */
    valuationReference: b.query<CaseValuationReference, number>({
      query: (id) => `cases/${id}/valuation-reference`,
      transformResponse: (res: { data: CaseValuationReference }) => res.data,
      providesTags: (_r, _e, id) => [{ type: CASE, id }],
    }),
    /** The signed-in engineer's own visits (GET /api/cases?view=mine), appointments first. */
    myVisits: b.query<CaseListRow[], void>({
      query: () => MY_VISITS,
      transformResponse: (res: { data: CaseListRow[] }) => res.data,
      providesTags: [listTag('cases-mine')],
    }),
    /** The Case Allocation page's appointments on these IST days (its calendar), in time order. */
    appointments: b.query<{ data: CaseListRow[]; total: number }, { from: string; to: string }>({
      query: ({ from, to }) => ({
        url: 'cases',
        params: {
          view: 'allocation',
          page: 1,
          pageSize: 100,
          sort: 'appointment_at',
          order: 'asc',
          appointment_from: from,
          appointment_to: to,
        },
      }),
      providesTags: [listTag('cases-allocation')],
    }),
    /** The top bar's search on a page of cases: by a case number's last digits, a bank's name, or the list's words. */
    findCases: b.query<CaseFindRow[], { q: string; view: 'wip' }>({
      query: (params) => ({ url: 'cases/find', params }),
      transformResponse: (res: { data: CaseFindRow[] }) => res.data,
      providesTags: (_r, _e, { view }) => [listTag(`cases-${view}`)],
    }),
    moveCase: b.mutation<Saved, { target: Ref; move: MoveId; extra?: Record<string, unknown> }>({
      query: ({ target, move, extra }) => ({
        url: `cases/${target.id}/moves`,
        method: 'POST',
        data: { move, version: target.version, ...extra },
      }),
      invalidatesTags: (_r, error, { target }) => (error ? [] : caseChanged([target.id])),
    }),
    saveCase: b.mutation<Saved, { id: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `cases/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : caseChanged([id])),
    }),
    /** The NDMA section read again from the hazard master for the case's saved address. */
    fillNdma: b.mutation<Saved, Ref>({
      query: ({ id, version }) => ({ url: `cases/${id}/ndma-fill`, method: 'POST', data: { version } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : caseChanged([id])),
    }),
    createCase: b.mutation<Saved, Record<string, unknown>>({
      query: (body) => ({ url: 'cases', method: 'POST', data: body }),
      // A case initiated despite its matches is stored with them as suspected pairs.
      invalidatesTags: (_r, error) => (error ? [] : [...caseChanged([]), listTag(DEDUPE_RESOURCE)]),
    }),
    engineerSuggestions: b.query<EngineerSuggestion[], string | null>({
      query: (pincode) => ({ url: 'cases/engineers', params: pincode ? { pincode } : {} }),
      transformResponse: (res: { data: EngineerSuggestion[] }) => res.data,
      providesTags: [listTag(ENGINEERS)],
    }),
    allocate: b.mutation<{ count: number; message: string }, { cases: Ref[]; site_engineer_id: number; appointment_at: string | null }>({
      query: (body) => ({ url: 'cases/allocate', method: 'POST', data: body }),
      invalidatesTags: (_r, error, { cases }) => (error ? [] : caseChanged(cases.map((c) => c.id))),
    }),
    documents: b.query<CaseDocument[], number>({
      query: (caseId) => `cases/${caseId}/documents`,
      transformResponse: (res: { data: CaseDocument[] }) => res.data,
      providesTags: (_r, _e, caseId) => [{ type: DOCUMENTS, id: caseId }],
    }),
    missingDocuments: b.query<MissingDocument[], number>({
      query: (caseId) => `cases/${caseId}/missing-documents`,
      transformResponse: (res: { data: MissingDocument[] }) => res.data,
      providesTags: (_r, _e, caseId) => [{ type: DOCUMENTS, id: caseId }],
    }),
    deleteDocument: b.mutation<{ message: string }, { caseId: number; docId: number }>({
      query: ({ caseId, docId }) => ({ url: `cases/${caseId}/documents/${docId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { caseId }) => (error ? [] : documentsChanged(caseId)),
    }),
    /** The engineer is at the case's site now (their position goes to the Employee Location page). */
    checkIn: b.mutation<
      Saved<{ id: number; at: string }>,
      { caseId: number; body: { lat: number; lng: number; accuracy_m: number | null } }
    >({
      query: ({ caseId, body }) => ({ url: `cases/${caseId}/check-in`, method: 'POST', data: body }),
    }),
  }),
});

/** Starts the engineer's visits read before the page renders; the page's query takes it over. */
export const prefetchMyVisits = () => casesApi.util.prefetch('myVisits', undefined, {});

export const {
  useCaseQuery,
  useLazyCaseQuery,
  useValuationReferenceQuery,
  useMyVisitsQuery,
  useAppointmentsQuery,
  useFindCasesQuery,
  useMoveCaseMutation,
  useSaveCaseMutation,
  useFillNdmaMutation,
  useCreateCaseMutation,
  useEngineerSuggestionsQuery,
  useAllocateMutation,
  useDocumentsQuery,
  useMissingDocumentsQuery,
  useDeleteDocumentMutation,
  useCheckInMutation,
} = casesApi;

/** Downloads the released case's valuation report (the bearer token rides on the one axios instance). */
export function downloadReport(id: number, caseNo: string): Promise<void> {
  return downloadFile(`cases/${id}/report.pdf`, `valuation-report-${caseNo.replace(/\//g, '-')}.pdf`);
}

/**
 * Multipart upload with progress (0..100). A direct call through the one axios client because RTK
 * Query's base query cannot report upload progress; after it, the hook invalidates the case's
 * documents and checklist tags itself (baseApi.util.invalidateTags), as a mutation would.
 */
export function useUploadDocument() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (caseId: number, fields: Record<string, string>, file: File, onProgress?: (pct: number) => void) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
      form.append('file', file, file.name);
      const { data } = await http.post<Saved<CaseDocument>>(`cases/${caseId}/documents`, form, {
        onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
        timeout: 120_000,
      });
      dispatch(baseApi.util.invalidateTags(documentsChanged(caseId)));
      return data;
    },
    [dispatch],
  );
}

/** Where a document's bytes are served (with the session's token: open with openFile / useFileUrl). */
export const documentFileUrl = (caseId: number, docId: number) => `cases/${caseId}/documents/${docId}/file`;
