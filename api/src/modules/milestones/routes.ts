import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { LiveHub } from './live';
import { sendDueMails } from './mail-queue';
import { CHANNEL, type LiveEvent } from './sql';
import { startWorker } from '../../lib/worker';
import { sendDueDeliveries, webhookEndpointRoutes } from './webhooks';

/**
 * Milestones (issue 27): the SSE stream of committed milestones, fed by LISTEN on the outbox's
 * NOTIFY (the embedded database the same way, in one process), the mail and the webhook workers,
 * kicked by the same notifications and polling every second for retries, and the webhook endpoints. The mail rules and the mail log are
 * plain described resources (mfe-cases/model milestones.ts).
 */
export const milestoneRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const hub = new LiveHub();
  hub.route(app);
  webhookEndpointRoutes(app, ctx);
  const mails = startWorker('milestone mails', () => sendDueMails(ctx, app.log), 1000, app.log);
  const hooks = startWorker('webhook deliveries', () => sendDueDeliveries(ctx, app.log), 1000, app.log);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await ctx.handle.listen(CHANNEL, (payload) => {
      try {
        hub.publish(JSON.parse(payload) as LiveEvent);
      } catch (err) {
        app.log.warn({ err }, 'unreadable milestone notification');
      }
      mails.kick();
      hooks.kick();
    });
  });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await Promise.all([mails.stop(), hooks.stop()]);
    await unlisten?.().catch(() => undefined);
  });
};
