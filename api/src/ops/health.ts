import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { listMigrations } from '../db/migrate';
import { int, listOf, object, text } from '../http/answer-schemas';

/**
 * For load balancers and orchestrators, public and cheap:
 * - GET /api/health: the process is up and answering (never touches the database);
 * - GET /api/ready: the database answers and every migration this build ships is applied, so
 *   an instance started beside an older schema (or whose database went away) takes no traffic.
 */
export function installHealth(app: FastifyInstance, handle: DbHandle): void {
  const noStore = { 'cache-control': 'no-store' };
  const health = { 200: object({ status: text, uptimeSeconds: int }) };
  app.get('/api/health', { config: { right: 'public' }, schema: { response: health } }, async (_request, reply) => {
    return reply.headers(noStore).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });

  const ready = {
    200: object({ status: text, database: text, migrations: int }),
    // The database unreachable, or migrations of this build not applied yet.
    503: object({ status: text, database: text, pendingMigrations: listOf(text) }),
  };
  app.get('/api/ready', { config: { right: 'public' }, schema: { response: ready } }, async (request, reply) => {
    reply.headers(noStore);
    let applied: Set<string>;
    try {
      const rows = await handle.query<{ name: string }>('SELECT name FROM _migrations');
      applied = new Set(rows.map((r) => r.name));
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    const pending = listMigrations().filter((m) => !applied.has(m));
    if (pending.length) return reply.code(503).send({ status: 'unavailable', database: 'ok', pendingMigrations: pending });
    return reply.send({ status: 'ready', database: 'ok', migrations: applied.size });
  });
}
