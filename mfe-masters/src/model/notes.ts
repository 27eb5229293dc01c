import type { ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE as BANK_LOOKUP } from './common';
import { BANK_BRANCH_LOOKUP } from './email-contacts';

export const NOTE_AUTHOR_ONLY = 'Only the author of a note can change or delete it.';

/**
 * /admin/notes (ungated in the Bank Master group; right bank_master_page, never a branch login),
 * API /api/notes: staff notes on a bank or one of its branches, with author and date, newest first.
 * The author is the signed-in user; only the author changes or deletes a note.
 */
export const notesResource: ResourceDesc = {
  name: 'notes',
  title: 'Notes',
  singular: 'note',
  path: 'notes',
  right: 'bank_master_page',
  titleField: 'subject',
  fields: [
    { name: 'bank_id', label: 'Bank', type: 'select', valueType: 'integer', required: true, requiredMessage: 'Bank is required', optionsFrom: { ...BANK_LOOKUP, rowLabel: 'bank_name' } },
    { name: 'bank_branch_id', label: 'Bank Branch', type: 'select', valueType: 'integer', optionsFrom: { ...BANK_BRANCH_LOOKUP, rowLabel: 'bank_branch_name' }, help: 'Empty: a note on the whole bank' },
    { name: 'subject', label: 'Subject', type: 'text', required: true, requiredMessage: 'Subject is required', maxLength: 150, width: 'full' },
    { name: 'note', label: 'Note', type: 'textarea', required: true, requiredMessage: 'Note is required', maxLength: 4000, width: 'full' },
  ],
  columns: [
    { field: 'created_at', label: 'Date', format: 'datetime', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'subject', label: 'Subject', sortable: true },
    { field: 'note', label: 'Note' },
    { field: 'author_name', label: 'Author' },
  ],
  searchable: ['subject', 'note'],
  defaultSort: { field: 'created_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: { created: 'Added The New Note!', updated: 'Successfully Updated The Note!', deleted: 'Successfully Delete The Data!' },
};
