import { LOOKUPS, type FieldOption, type ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE } from './common';
import { BANK_BRANCH_LOOKUP } from './email-contacts';
import { ACTIVE_OPTIONS } from './pincodes';

export const QUESTION_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'RATING', label: 'Rating 1-5' },
  { value: 'TEXT', label: 'Text' },
];
/** A feedback link works once, within this many days. */
export const FEEDBACK_LINK_DAYS = 30;
export const FEEDBACK_THANKS = 'Thank you for your feedback!';
export const FEEDBACK_LINK_USED = 'This feedback link has already been used or has expired.';
/** Staff's copy and resend of a link (POST feedback-requests/{id}/link). */
export const FEEDBACK_MESSAGES = {
  alreadyAnswered: 'This feedback was already answered: no new link is needed.',
  copyReady: 'A new link is ready to copy. The link sent before no longer works.',
  resent: (email: string) => `Feedback link sent again to ${email}. The link sent before no longer works.`,
} as const;
export interface FeedbackLinkAnswer {
  link: string;
  expires_at: string;
}

/** What the public page gets for a link (GET /api/public/feedback/{token}). */
export interface FeedbackForm {
  bank_name: string;
  bank_branch_name: string | null;
  case_ref: string;
  engineer_name: string | null;
  questions: { id: number; question: string; kind: 'RATING' | 'TEXT'; required: boolean }[];
}
/** What it sends back (POST /api/public/feedback/{token}). */
export interface FeedbackSubmission {
  answers: { question_id: number; rating?: number; text?: string }[];
}

/** /admin/feedbackQuestion (ungated, Bank Master group), API /api/feedback-questions. */
export const feedbackQuestionsResource: ResourceDesc = {
  name: 'feedback-questions',
  title: 'Feedback Questions',
  singular: 'question',
  path: 'feedback-questions',
  right: 'bank_master_page',
  titleField: 'question',
  fields: [
    {
      name: 'question',
      label: 'Question',
      type: 'text',
      required: true,
      requiredMessage: 'Question is required',
      maxLength: 300,
      width: 'full',
    },
    { name: 'kind', label: 'Answer', type: 'select', options: QUESTION_KIND_OPTIONS, required: true, default: 'RATING' },
    { name: 'sort_order', label: 'Order', type: 'number', integer: true, min: 1, max: 99, required: true, default: 1 },
    {
      name: 'required',
      label: 'Required',
      type: 'select',
      options: [
        { value: '1', label: 'Yes' },
        { value: '0', label: 'No' },
      ],
      required: true,
      default: '1',
    },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'sort_order', label: 'Order', format: 'number', sortable: true, width: '5rem' },
    { field: 'question', label: 'Question', sortable: true },
    { field: 'kind', label: 'Answer', format: 'option' },
    { field: 'required', label: 'Required', format: 'option' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['question'],
  defaultSort: { field: 'sort_order', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: { created: 'Added The New Question!', updated: 'Successfully Updated The Question!', deleted: 'Successfully Delete The Data!' },
};

/**
 * /admin/webfeedbackpage (ungated): the feedback links: send one to a bank contact for a released
 * report (also sent on release), and see which were answered, with the average rating.
 * /admin/feedbackAnswers shows the same records answered, per bank, branch and engineer.
 */
export const feedbackRequestsResource: ResourceDesc = {
  name: 'feedback-requests',
  title: 'Feedback Links',
  singular: 'feedback link',
  path: 'feedback-requests',
  right: 'bank_master_page',
  titleField: 'case_ref',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Bank is required',
      optionsFrom: { ...BANK_OPTIONS_SOURCE, rowLabel: 'bank_name' },
    },
    {
      name: 'bank_branch_id',
      label: 'Bank Branch',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...BANK_BRANCH_LOOKUP, rowLabel: 'bank_branch_name' },
    },
    {
      name: 'case_ref',
      label: 'Case / Report No.',
      type: 'text',
      required: true,
      requiredMessage: 'Case / Report No. is required',
      maxLength: 40,
    },
    {
      name: 'engineer_id',
      label: 'Engineer',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'engineer_name' },
    },
    {
      name: 'contact_email',
      label: 'Send To',
      type: 'email',
      required: true,
      requiredMessage: 'Send To is required',
      maxLength: 254,
      help: 'The bank contact who answers (e-mail details, purpose Feedback)',
    },
  ],
  columns: [
    { field: 'sent_at', label: 'Sent', format: 'datetime', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'case_ref', label: 'Case / Report No.', sortable: true },
    { field: 'engineer_name', label: 'Engineer' },
    { field: 'contact_email', label: 'Sent To' },
    { field: 'answered_at', label: 'Answered', format: 'datetime', sortable: true },
    { field: 'avg_rating', label: 'Rating', format: 'number', decimals: 1 },
    { field: 'comments', label: 'Comments' },
  ],
  // case_ref_parts: the number's parts as words (a column the database derives), so its last digits find it.
  searchable: ['case_ref', 'case_ref_parts', 'contact_email'],
  defaultSort: { field: 'sent_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  operations: { update: false },
  messages: { created: 'Feedback link sent!', updated: 'Successfully Updated The Feedback!', deleted: 'Successfully Delete The Data!' },
};

/** /admin/feedbackAnswers (ungated): the answered links, newest first, per bank, branch and engineer. */
export const feedbackAnswersResource: ResourceDesc = {
  ...feedbackRequestsResource,
  name: 'feedback-answers',
  title: 'Feedback Answers',
  singular: 'feedback answer',
  path: 'feedback-answers',
  defaultSort: { field: 'answered_at', order: 'desc' },
  operations: { create: false, update: false, delete: false },
};
