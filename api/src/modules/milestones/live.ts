import type { FastifyInstance } from 'fastify';
import { binary, messageOnly } from '../../http/answer-schemas';
import { principalOf } from '../../http/auth';
import type { Principal } from '../../http/types';
import type { LiveEvent } from './sql';

type Client = (e: LiveEvent) => void;

/** The SSE streams open on this instance; each committed milestone (from LISTEN) goes to every one allowed to see it. */
export class LiveHub {
  private clients = new Set<Client>();
  private closers = new Set<() => void>();

  publish(e: LiveEvent) {
    for (const c of this.clients) c(e);
  }

  get size() {
    return this.clients.size;
  }

  /** Ends every stream (the server is stopping: an open stream would hold its close). */
  closeAll() {
    for (const close of [...this.closers]) close();
  }

  /** GET /api/events: Server-Sent Events, one `event: <name>` per milestone; a branch login hears only its branch's cases. */
  route(app: FastifyInstance) {
    const stream = { 200: binary('Server-Sent Events (text/event-stream), written by hand'), 406: messageOnly };
    app.get('/api/events', { config: { right: 'authenticated' }, schema: { response: stream } }, (req, reply) => {
      // A stream only for a client that asks for one (EventSource does): any other GET gets an answer, not an endless body.
      if (!String(req.headers.accept ?? '').includes('text/event-stream'))
        return reply.code(406).send({ message: 'This address streams events: ask for text/event-stream.' });
      const allowed = visibleTo(principalOf(req));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      // Reconnect after 2 s when the stream drops (a restart, a proxy's timeout).
      res.write('retry: 2000\n\n');
      const client: Client = (e) => {
        if (allowed(e)) res.write(`id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e)}\n\n`);
      };
      // A comment every 15 s keeps proxies from closing an idle stream.
      const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
      const close = () => {
        clearInterval(ping);
        this.clients.delete(client);
        this.closers.delete(close);
        res.end();
      };
      this.clients.add(client);
      this.closers.add(close);
      res.on('close', close);
    });
  }
}

function visibleTo(p: Principal): (e: LiveEvent) => boolean {
  if (p.kind === 'branch') {
    const branch = p.branch.bank_branch_id;
    return (e) => branch != null && e.bank_branch_id === branch;
  }
  return () => true;
}
