import type { PageName } from '../page-names';
import type { ResourceDesc } from './types';

/** What an attachment of a thread may be. */
export const THREAD_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** One comment of a thread as the API answers it (a move's comment has `move` set). */
export interface ThreadComment {
  id: number;
  body: string;
  move: string | null;
  author_name: string | null;
  created_at: string;
  attachment: { name: string; url: string } | null;
}

/**
 * The comments of a record's thread (a ticket's, a query's): a comment and an optional attachment,
 * under `{parent}/{id}/comments`, gated by the parent's right. The kit's thread (browser) and
 * registerCommentThread (API) work from it.
 */
export function commentThreadResource(o: { name: string; parent: string; right: PageName }): ResourceDesc {
  return {
    name: o.name,
    title: 'Comments',
    singular: 'comment',
    path: `${o.parent}/{id}/comments`,
    right: o.right,
    titleField: 'body',
    fields: [
      {
        name: 'body',
        label: 'Comment',
        type: 'textarea',
        required: true,
        requiredMessage: 'Comment is required',
        maxLength: 4000,
        width: 'full',
      },
      {
        name: 'attachment',
        label: 'Attachment',
        type: 'file',
        accept: THREAD_ATTACHMENT_TYPES,
        maxBytes: 5 * 1024 * 1024,
        help: 'PDF, JPEG, PNG or WebP, at most 5 MB',
        width: 'full',
      },
    ],
    columns: [
      { field: 'author_name', label: 'By' },
      { field: 'body', label: 'Comment' },
      { field: 'created_at', label: 'At', format: 'datetime' },
    ],
    searchable: [],
    defaultSort: { field: 'id', order: 'asc' },
    pageSizes: [100],
    maxPageSize: 200,
    messages: { created: 'Comment Added!', updated: 'Comment Updated!', deleted: 'Comment Deleted!' },
  };
}
