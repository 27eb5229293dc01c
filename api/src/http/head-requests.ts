import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const WAS_HEAD = Symbol('was HEAD');
type Marked = IncomingMessage & { [WAS_HEAD]?: true };

/**
 * HEAD answers what GET answers, headers only, without a HEAD route per GET route. Fastify's
 * exposeHeadRoutes adds a second full route (context, hooks, schemas, a router entry) for each of
 * the API's ~500 GET routes: half of the router's and the route setup's work at every start. Here
 * a HEAD request is routed as GET (rewriteUrl runs just before the router) and is HEAD again from
 * the first hook on (installHeadRequests), so hooks, handlers, logs and @fastify/static see its
 * real method. Node's response to a HEAD request never sends a body (it was built while the
 * request said HEAD), and Fastify sets the headers a GET gets, Content-Length and
 * Content-Encoding included.
 */
export const headAsGet = {
  exposeHeadRoutes: false,
  rewriteUrl(req: Marked) {
    if (req.method === 'HEAD') {
      req.method = 'GET';
      req[WAS_HEAD] = true;
    }
    return req.url ?? '/';
  },
} satisfies Pick<FastifyServerOptions, 'exposeHeadRoutes' | 'rewriteUrl'>;

/** The first hook of every request: a HEAD request routed as GET says HEAD again. */
export function installHeadRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if ((request.raw as Marked)[WAS_HEAD]) request.raw.method = 'HEAD';
  });
}
