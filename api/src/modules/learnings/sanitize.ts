import sanitizeHtml from 'sanitize-html';
import { ARTICLE_ALLOWED_SCHEMES, ARTICLE_ALLOWED_TAGS } from 'mfe-hr/model';

/** The stored form of an article body: only the allowlisted tags, links with safe schemes. */
export function cleanArticle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ARTICLE_ALLOWED_TAGS],
    allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: [...ARTICLE_ALLOWED_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}

/** The plain text of an article, for the search index. */
export function articleText(html: string): string {
  // A space where each tag was, so "<h3>Duty</h3><p>Pay" gives the words "Duty" and "Pay".
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} });
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e])
    .replace(/\s+/g, ' ')
    .trim();
}
