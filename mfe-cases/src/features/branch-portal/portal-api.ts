import { baseApi, listTag } from 'shared/core';
import { branchCasesResource, type BankStage } from '../../model';

export interface BankCaseComment {
  id: number;
  author_name: string;
  body: string;
  created_at: string;
}
export interface BankCaseQuery {
  id: number;
  query_no: string;
  subject: string;
  status: string;
  created_at: string;
  comments: BankCaseComment[];
}
/** GET /api/portal/cases/{id}: a case as its bank sees it (api/src/modules/bank-api/case-detail.ts). */
export interface BankCase {
  id: number;
  case_no: string;
  report_no: string | null;
  bank_ref_no: string | null;
  applicant_name: string | null;
  property_address: string | null;
  bank_branch_name: string | null;
  received_at: string;
  appointment_at: string | null;
  tat_due_at: string | null;
  stage: BankStage;
  on_time: 'ON_TIME' | 'LATE' | null;
  engineer_name: string | null;
  report_available: boolean;
  can_cancel: boolean;
  firm_contact: { name: string | null; office: string | null; email: string | null; phone: string | null };
  timeline: { stage: BankStage; at: string }[];
  invoices: { id: number; invoice_no: string; invoice_date: string; total: number }[];
  queries: BankCaseQuery[];
}

/**
 * The portal's calls on the suite's one RTK Query API. A case is tagged as the staff screens tag it
 * ('case', id) and the list by the case lists' tag ('cases'), so a change made here, by staff, or
 * announced live refreshes both.
 */
const CASE = 'case';
const changed = (id: number) => [{ type: CASE, id }, listTag(branchCasesResource.name)];

const portalApi = baseApi.enhanceEndpoints({ addTagTypes: [CASE, branchCasesResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    bankCase: b.query<BankCase, number>({
      query: (id) => `portal/cases/${id}`,
      transformResponse: (res: { data: BankCase }) => res.data,
      providesTags: (_r, _e, id) => [{ type: CASE, id }],
    }),
    raiseBankQuery: b.mutation<{ message: string }, { id: number; subject: string; body: string }>({
      query: ({ id, ...data }) => ({ url: `portal/cases/${id}/queries`, method: 'POST', data }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)),
    }),
    answerBankQuery: b.mutation<{ message: string }, { id: number; query: number; body: string }>({
      query: ({ id, query, body }) => ({ url: `portal/cases/${id}/queries/${query}/comments`, method: 'POST', data: { body } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)),
    }),
    cancelBankCase: b.mutation<{ message: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `portal/cases/${id}/cancel`, method: 'POST', data: { reason } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

export const { useBankCaseQuery, useRaiseBankQueryMutation, useAnswerBankQueryMutation, useCancelBankCaseMutation } = portalApi;
