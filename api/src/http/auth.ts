import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageName } from 'shared/resources';
import { BRANCH_LOGIN_PAGE_NAMES, canView } from 'shared/resources';
import { forbidden, unauthorized } from './errors';
import type { ApiRoute, BankKeyPrincipal, Principal, RequestPrincipal, RouteRight } from './types';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function principalCan(principal: RequestPrincipal, right: RouteRight): boolean {
  if (right === 'public') return true;
  // A bank's API key reaches the bank API and nothing else; no session reaches the bank API.
  if (principal.kind === 'bankKey' || right === 'bank_key') return principal.kind === 'bankKey' && right === 'bank_key';
  if (right === 'authenticated') return true;
  if (right === 'staff') return principal.kind === 'user';
  if (principal.kind === 'branch') return BRANCH_LOGIN_PAGE_NAMES.includes(right as PageName);
  return canView(principal.user.rights, right);
}

/** The top-level field names a route's body schema declares (plain or per content type). */
function bodyFieldsOf(schema: unknown): string[] {
  const s = schema as { properties?: object; content?: Record<string, { schema?: { properties?: object } }> } | undefined;
  if (!s) return [];
  if (s.properties) return Object.keys(s.properties);
  return [...new Set(Object.values(s.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})))];
}

/**
 * Route rights: every /api route must declare `config.right` (checked when the route is added,
 * so a forgotten right fails at start-up). The check runs onRequest, before the body is parsed,
 * so unauthenticated uploads are refused without reading them.
 */
/** Who a bearer token belongs to (the auth module's sessions), or null: given by the app, so http imports no module. */
export type PrincipalResolver = (token: string) => Promise<RequestPrincipal | null>;

export const SECOND_FACTOR_NEEDED =
  'This page needs two-factor sign-in: set it up under My profile, then sign out and in again with a code.';

/**
 * `secondFactorRights`: route rights (managing users and rights) usable only from a session that
 * passed a second factor.
 */
export function installAuth(
  app: FastifyInstance,
  resolvePrincipal: PrincipalResolver,
  { secondFactorRights = [] }: { secondFactorRights?: readonly RouteRight[] } = {},
): void {
  app.decorateRequest('principal', null);
  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const right = (route.config as { right?: RouteRight } | undefined)?.right;
    if (!right) {
      throw new Error(
        `Route ${route.method} ${route.url} must declare config.right (a PageName, 'staff', 'authenticated', 'bank_key' or 'public').`,
      );
    }
    const fields = bodyFieldsOf(route.schema?.body);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') {
        const answers = Object.keys((route.schema?.response as object | undefined) ?? {});
        table.push({ method, url: route.url, right, bodyFields: fields, bodySchema: route.schema?.body, answers });
      }
  });

  app.addHook('onRequest', async (request) => {
    const right = request.routeOptions.config?.right;
    if (!right || right === 'public') return;
    const token = bearerToken(request);
    const principal = token ? await resolvePrincipal(token) : null;
    if (!principal) throw unauthorized();
    if (!principalCan(principal, right)) throw forbidden();
    if (principal.kind === 'user' && !principal.mfa && secondFactorRights.includes(right)) throw forbidden(SECOND_FACTOR_NEEDED);
    request.principal = principal;
  });
}

/** The signed-in login of an authenticated route (the hook guarantees it; an API key is none). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  if (request.principal.kind === 'bankKey') throw forbidden();
  return request.principal;
}

/** The bank's API key of a 'bank_key' route, or null for a signed-in login. */
export const bankKeyOf = (request: FastifyRequest): BankKeyPrincipal | null =>
  request.principal?.kind === 'bankKey' ? request.principal : null;
