import type { ResourceDesc } from 'shared/resources';

/** Screenshots and short PDFs (the upload check knows these types by their first bytes). */
export const TUTORIAL_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** Screen recordings: what every browser plays in a <video> element, kept short by the size limit. */
export const TUTORIAL_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const TUTORIAL_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** How-to guides of the suite itself, one or more per page (by its path). */
export const tutorialsResource: ResourceDesc = {
  name: 'tutorials',
  title: 'Software Tutorial',
  singular: 'guide',
  path: 'tutorials',
  right: 'tutorial_page',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, requiredMessage: 'Title is required', maxLength: 200, width: 'full' },
    {
      name: 'page_path',
      label: 'Page',
      type: 'text',
      required: true,
      requiredMessage: 'Page is required',
      maxLength: 120,
      pattern: '^/admin/[A-Za-z0-9/_-]+$',
      patternMessage: 'Enter the page address, e.g. /admin/leaveManagement',
      placeholder: '/admin/leaveManagement',
    },
    {
      name: 'steps',
      label: 'Steps',
      type: 'textarea',
      required: true,
      requiredMessage: 'Steps is required',
      maxLength: 10_000,
      width: 'full',
      help: 'One step per line; shown as plain text.',
    },
    { name: 'screenshot', label: 'Screenshot or PDF', type: 'file', accept: TUTORIAL_FILE_TYPES, maxBytes: 5 * 1024 * 1024, width: 'full' },
    {
      name: 'video',
      label: 'Video',
      type: 'file',
      accept: TUTORIAL_VIDEO_TYPES,
      maxBytes: TUTORIAL_VIDEO_MAX_BYTES,
      width: 'full',
      help: 'MP4 or WebM, at most 50 MB; it plays in the guide.',
    },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'page_path', label: 'Page', sortable: true },
    { field: 'author_name', label: 'Author' },
    { field: 'updated_at', label: 'Updated', format: 'date', sortable: true },
  ],
  searchable: ['title', 'page_path', 'steps'],
  defaultSort: { field: 'page_path', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Guide Added!', updated: 'Guide Updated!', deleted: 'Guide Deleted!' },
};
