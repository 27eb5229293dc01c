import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { jsonBodySchema } from './json-body';

/**
 * The writes of spec section 7 (the spec's own client sends "task fields" and body-less DELETEs,
 * with no version): they stay last-writer-wins when neither `version` nor If-Match comes. Every
 * other versioned write, DELETE included, needs one (428).
 */
const LEGACY_WRITES = new Set([
  'PUT /api/users/:id',
  'PUT /api/rights/:user_id',
  'PUT /api/branch-master/:id',
  'PUT /api/dispatch-hard-copies/:id',
  'PUT /api/tasks/:id',
  'DELETE /api/users_dummy/:id',
  'DELETE /api/branch-master/:id',
  'DELETE /api/dispatch-hard-copies/:id',
  'DELETE /api/tasks/:id',
]);

export const VERSION_NEEDED =
  'This change needs the version of the record you read: send it as "version" in the body, or send the record\'s ETag in an If-Match header (e.g. If-Match: "3"). Reload the record and try again.';
const BAD_IF_MATCH = 'If-Match must be the ETag of the record you read, e.g. "3".';

/** The version an If-Match header names (`"3"`, `W/"3"` or `3`), undefined when none is sent. */
function ifMatchOf(req: FastifyRequest): number | undefined {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const m = /^\s*(?:W\/)?"?([1-9][0-9]{0,9})"?\s*$/.exec(String(header));
  const version = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) throw new HttpError(400, BAD_IF_MATCH, { version: BAD_IF_MATCH });
  return version;
}

const isVersion = (schema: { type?: unknown } | undefined) => schema?.type === 'integer';

/** Whether this write may leave the version out (a legacy path of spec section 7). */
export function versionOptional(req: FastifyRequest): boolean {
  return LEGACY_WRITES.has(`${req.method} ${req.routeOptions.url}`);
}

/**
 * The version a write is based on: the body's, else If-Match (they must agree when both come).
 * Neither: undefined on a legacy path, else 428 saying how to send it.
 */
export function versionOf(req: FastifyRequest, fromBody: unknown): number | undefined {
  const header = ifMatchOf(req);
  if (typeof fromBody === 'number' && header !== undefined && fromBody !== header) {
    const message = `The version in the body (${fromBody}) and the If-Match header (${header}) disagree: send one.`;
    throw new HttpError(400, message, { version: message });
  }
  const version = typeof fromBody === 'number' ? fromBody : header;
  if (version === undefined && !versionOptional(req)) throw new HttpError(428, VERSION_NEEDED, { version: VERSION_NEEDED });
  return version;
}

/**
 * Optimistic concurrency over HTTP, for every route at once:
 *  - a write whose JSON body declares an integer `version` takes it from the body or from If-Match,
 *    and without either gets 428 (except the legacy paths above); a multipart body is read by its
 *    handler, which calls `versionOf` itself;
 *  - a query `version` (the kit's DELETE) may come as If-Match as well; the store then asks
 *    `versionOf` for it, so a DELETE without either is 428 too (legacy paths excepted);
 *  - every answer of one record (`{ data: { version, … } }`) carries `ETag: "<version>"`.
 */
export function installVersions(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.isMultipart()) return;
    const schema = jsonBodySchema(req);
    const body = req.body as Record<string, unknown> | undefined;
    if (isVersion(schema?.properties?.version) && body && typeof body === 'object' && !Array.isArray(body)) {
      // A version of the wrong type is the schema's to refuse.
      if (body.version !== undefined && typeof body.version !== 'number') return;
      const version = versionOf(req, body.version);
      if (version !== undefined) body.version = version;
      return;
    }
    const query = req.routeOptions.schema?.querystring as { properties?: Record<string, { type?: unknown }> } | undefined;
    const q = req.query as Record<string, unknown>;
    if (isVersion(query?.properties?.version) && q.version === undefined) {
      const header = ifMatchOf(req);
      if (header !== undefined) q.version = String(header);
    }
  });
  app.addHook('preSerialization', async (req, reply, payload) => {
    const data = (payload as { data?: unknown } | null)?.data as { version?: unknown } | undefined;
    if (reply.statusCode < 300 && data && !Array.isArray(data) && Number.isInteger(data.version))
      reply.header('etag', `"${data.version as number}"`);
    return payload;
  });
}
