import type { BranchLoginDTO, PageName, UserDTO } from 'shared/resources';
import type { FieldMessages } from './validation';

/**
 * What a route needs: a page right (view_status '1'), 'staff' (any signed-in user of the firm,
 * not a bank-branch login), 'authenticated' (any signed-in principal) or 'public'. Every route
 * under /api must declare one.
 */
export type RouteRight = PageName | 'public' | 'authenticated' | 'staff';

/** `mfa`: the session passed a second factor (sign-in with a TOTP or recovery code, or enrolment). */
export type Principal =
  { kind: 'user'; user: UserDTO; tokenHash: string; mfa?: boolean } | { kind: 'branch'; branch: BranchLoginDTO; tokenHash: string };

/** One entry of the API's route table (what the security tests walk). */
export interface ApiRoute {
  method: string;
  url: string;
  right: RouteRight;
  /** Top-level fields of its JSON body schema (empty when it has none). */
  bodyFields: string[];
  /** Its body schema as declared (plain, or per content type under `content`); undefined when none. */
  bodySchema: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared right, in registration order. */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyContextConfig {
    right?: RouteRight;
    /** Field messages for schema validation failures of this route. */
    messages?: FieldMessages;
  }
  interface FastifyRequest {
    /** The signed-in principal; null on public routes. */
    principal: Principal | null;
  }
}
