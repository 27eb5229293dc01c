import type { FastifyInstance } from 'fastify';
import type { LoginRequest } from 'shared/resources';
import type { Config } from '../config';
import { unauthorized } from '../http/errors';
import { INVALID_LOGIN } from '../modules/auth/routes';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-data';

const LOGIN_ROUTES = new Set(['/api/login', '/api/employeelogin', '/api/branchlogin']);
const DEMO_EMAILS = new Set<string>(DEMO_LOGINS.map((l) => l.email));

/**
 * In production (NODE_ENV=production) no demo login signs in, whatever the database holds: not
 * the demo e-mails, and no account with the demo password (the demo seed gives it to every
 * generated staff member). Answered like any wrong password.
 */
export function refuseDemoLogins(app: FastifyInstance, config: Pick<Config, 'production'>): void {
  if (!config.production) return;
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !LOGIN_ROUTES.has(request.routeOptions.url ?? '')) return;
    const body = request.body as Partial<LoginRequest> | undefined;
    const email = String(body?.email ?? '')
      .trim()
      .toLowerCase();
    if (DEMO_EMAILS.has(email) || body?.password === DEMO_PASSWORD) throw unauthorized(INVALID_LOGIN);
  });
}
