import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageName } from 'shared/resources';
import { BRANCH_LOGIN_PAGE_NAMES, canView } from '../lib/shared';
import type { Db } from '../db/client';
// eslint-disable-next-line boundaries/dependencies -- TEMPORARY: known layering leak (issue 8), fixed on the model branch; the lead removes this line at merge
import { resolvePrincipal } from '../modules/auth/sessions';
import { forbidden, unauthorized } from './errors';
import type { Principal, RouteRight } from './types';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function principalCan(principal: Principal, right: RouteRight): boolean {
  if (right === 'public' || right === 'authenticated') return true;
  if (principal.kind === 'branch') return BRANCH_LOGIN_PAGE_NAMES.includes(right as PageName);
  return canView(principal.user.rights, right);
}

/**
 * Route rights: every /api route must declare `config.right` (checked when the route is added,
 * so a forgotten right fails at start-up). The check runs onRequest, before the body is parsed,
 * so unauthenticated uploads are refused without reading them.
 */
export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const right = (route.config as { right?: RouteRight } | undefined)?.right;
    if (!right) {
      throw new Error(
        `Route ${route.method} ${route.url} must declare config.right (a PageName, 'authenticated' or 'public').`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const right = request.routeOptions.config?.right;
    if (!right || right === 'public') return;
    const token = bearerToken(request);
    const principal = token ? await resolvePrincipal(db, token) : null;
    if (!principal) throw unauthorized();
    if (!principalCan(principal, right)) throw forbidden();
    request.principal = principal;
  });
}

/** The principal of an authenticated route (the hook guarantees it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
