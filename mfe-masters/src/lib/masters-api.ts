import { baseApi, listTag } from 'shared/core';
import {
  agreementsResource,
  branchUsersResource,
  feedbackRequestsResource,
  misReportsResource,
  pincodesResource,
  type DueAgreement,
  type FeedbackForm,
  type FeedbackLinkAnswer,
  type FeedbackSubmission,
  type MailTestResult,
  type MisSendResult,
  type PincodeImportReport,
} from '../model';

/**
 * The masters screens' calls on the suite's one RTK Query API. Each change invalidates the kit's
 * list of the resource it changes (tagged by its description's name), so those lists — and the
 * renewals, which carry the agreements' tag — fetch again without a reload by hand.
 */

const onSuccess = (type: string) => (_r: unknown, error: unknown) => (error ? [] : [listTag(type)]);
/** Building and mailing a report, or importing a large CSV, takes longer than the client's default. */
const SLOW = 120_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const mastersApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [agreementsResource, branchUsersResource, feedbackRequestsResource, misReportsResource, pincodesResource].map(
      (d) => d.name,
    ),
  })
  .injectEndpoints({
    endpoints: (b) => ({
      /** The agreements ending within 90 / 60 / 30 days: they move with every agreement saved. */
      dueAgreements: b.query<DueAgreement[], void>({
        query: () => '/agreements/due',
        transformResponse: (res: { data: DueAgreement[] }) => res.data,
        providesTags: [listTag(agreementsResource.name)],
      }),
      /** The public form behind a feedback link (no sign-in); answered once, so never cached. */
      feedbackForm: b.query<FeedbackForm, string>({
        query: (token) => `/public/feedback/${encodeURIComponent(token)}`,
        transformResponse: (res: { data: FeedbackForm }) => res.data,
        keepUnusedDataFor: 0,
      }),
      sendFeedback: b.mutation<{ message: string }, { token: string; answers: FeedbackSubmission['answers'] }>({
        query: ({ token, answers }) => ({ url: `/public/feedback/${encodeURIComponent(token)}`, method: 'POST', data: { answers } }),
      }),
      /** "Send now": the report's last-sent time on the list changes. */
      sendMisReport: b.mutation<MisSendResult, number>({
        query: (id) => ({ url: `/mis-reports/${id}/send`, method: 'POST', timeout: SLOW }),
        invalidatesTags: onSuccess(misReportsResource.name),
      }),
      /** The file's bytes as they are (the server detects CSV or .xlsx and the encoding); `check` stores nothing. */
      importPincodes: b.mutation<PincodeImportReport, { file: ArrayBuffer; xlsx: boolean; check: boolean; confirm?: boolean }>({
        query: ({ file, xlsx, check, confirm }) => ({
          url: '/pincodes/import',
          method: 'POST',
          data: file,
          params: check ? { check: true } : confirm ? { confirm: 'valid-only' } : undefined,
          headers: { 'Content-Type': xlsx ? XLSX : 'text/csv' },
          timeout: SLOW,
        }),
        invalidatesTags: (r, error, arg) => (arg.check ? [] : onSuccess(pincodesResource.name)(r, error)),
      }),
      sendSetPasswordLink: b.mutation<{ message: string }, number>({
        query: (id) => ({ url: `/branch-users/${id}/set-password-link`, method: 'POST' }),
        invalidatesTags: onSuccess(branchUsersResource.name),
      }),
      /** A new link of an unanswered feedback request: to copy (send false) or mailed again (send true). */
      feedbackLink: b.mutation<{ data: FeedbackLinkAnswer; message: string }, { id: number; send: boolean }>({
        query: ({ id, send }) => ({ url: `/feedback-requests/${id}/link`, method: 'POST', data: { send } }),
        invalidatesTags: onSuccess(feedbackRequestsResource.name),
      }),
      sendTestMail: b.mutation<MailTestResult, string>({
        query: (to) => ({ url: '/mail-settings/test', method: 'POST', data: { to }, timeout: 60_000 }),
      }),
    }),
  });

export const {
  useDueAgreementsQuery,
  useLazyFeedbackFormQuery,
  useSendFeedbackMutation,
  useSendMisReportMutation,
  useImportPincodesMutation,
  useSendSetPasswordLinkMutation,
  useSendTestMailMutation,
  useFeedbackLinkMutation,
} = mastersApi;
