import type { FieldOption, ResourceDesc } from 'shared/resources';

export const LEARNING_CATEGORY_OPTIONS: readonly FieldOption[] = [
  { value: 'VALUATION', label: 'Valuation practice' },
  { value: 'BANK_NORMS', label: 'Bank norms' },
  { value: 'SITE_VISIT', label: 'Site visits' },
  { value: 'LEGAL', label: 'Legal & title' },
  { value: 'SOFTWARE', label: 'Software' },
  { value: 'HR_POLICY', label: 'HR policy' },
];

/**
 * The HTML an article body may keep; everything else (scripts, event handlers, styles, iframes,
 * javascript: links) is removed on the server before storing, and the page shows the body in a
 * frame where scripts cannot run.
 */
export const ARTICLE_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];
export const ARTICLE_ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

export const ATTACHMENT_MIME = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

export const learningsResource: ResourceDesc = {
  name: 'learnings',
  title: 'Learnings',
  singular: 'article',
  path: 'learnings',
  right: 'learning_page',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, requiredMessage: 'Title is required', maxLength: 200, width: 'full' },
    { name: 'category', label: 'Category', type: 'select', options: LEARNING_CATEGORY_OPTIONS, required: true, default: 'VALUATION' },
    {
      name: 'body',
      label: 'Article',
      type: 'textarea',
      required: true,
      requiredMessage: 'Article is required',
      maxLength: 50_000,
      width: 'full',
      help: `Rich text as HTML: ${ARTICLE_ALLOWED_TAGS.slice(0, 12)
        .map((t) => `<${t}>`)
        .join(' ')} … Scripts and event handlers are removed.`,
    },
    { name: 'attachment', label: 'Attachment', type: 'file', accept: ATTACHMENT_MIME, maxBytes: 5 * 1024 * 1024, width: 'full' },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'category', label: 'Category', format: 'option', optionsOf: 'category', sortable: true },
    { field: 'author_name', label: 'Author' },
    { field: 'updated_at', label: 'Updated', format: 'date', sortable: true },
  ],
  searchable: ['title', 'body_text'],
  defaultSort: { field: 'updated_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Article Published!', updated: 'Article Updated!', deleted: 'Article Deleted!' },
};
