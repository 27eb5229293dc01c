/** JSON-schema building blocks with sane limits, for route schemas. */

export const emailStr = { type: 'string', minLength: 1, maxLength: 254 } as const;

/** `?page&pageSize` (also `pageno`, as the legacy top bar sends it). Clamp pageSize with `pageOf`. */
export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageno: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100_000_000 },
  },
} as const;

export const MAX_PAGE_SIZE = 500;

/** The page asked for (`page`, or the legacy `pageno`) and its size, clamped to `maxSize`. */
export function pageOf(query: { page?: number; pageno?: number; pageSize?: number }, defaultSize = 20, maxSize = MAX_PAGE_SIZE) {
  const page = query.page ?? query.pageno ?? 1;
  const pageSize = Math.min(query.pageSize ?? defaultSize, maxSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Body schema that only applies to JSON bodies (lets multipart routes share the route). */
export const jsonBody = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
