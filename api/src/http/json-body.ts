import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The JSON body schema of a route (plain, or the `application/json` one of a per-type schema). */
export function jsonBodySchema(req: FastifyRequest): { properties?: Record<string, { type?: unknown }>; required?: string[] } | undefined {
  const body = req.routeOptions.schema?.body as { content?: Record<string, { schema?: object }> } | undefined;
  if (!body) return undefined;
  return (body.content ? body.content['application/json']?.schema : body) as ReturnType<typeof jsonBodySchema>;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body is
 * no body: many fetch wrappers send `Content-Type: application/json` on every call, DELETE and
 * body-less moves included. Where the route declares a body it is then `{}` (its schema says what
 * is missing, and If-Match may supply the version); elsewhere it stays undefined.
 */
export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, jsonBodySchema(req) ? {} : undefined);
    return parse(req, body as string, done);
  });
}
