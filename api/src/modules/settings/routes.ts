import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { businessTimeZone, businessToday } from '../../kit/business-time';
import { billingSettingsRoutes } from './billing';
import { settingsAnswer } from './answers';

/**
 * GET /api/settings (public): what every browser needs before it shows a date, the business time
 * zone (BUSINESS_TZ) and today in it. The sign-in page needs it too (registration's joining date).
 */
export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  await billingSettingsRoutes(app, ctx);
  const timeZone = businessTimeZone();
  app.get('/api/settings', { schema: { response: settingsAnswer }, config: { right: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return { timeZone, today: businessToday() };
  });
};
