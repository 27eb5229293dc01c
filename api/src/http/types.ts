import type { BranchLoginDTO, PageName, UserDTO } from 'shared/resources';
import type { FieldMessages } from './validation';

/**
 * What a route needs: a page right (view_status '1'), 'authenticated' (any signed-in principal)
 * or 'public'. Every route under /api must declare one.
 */
export type RouteRight = PageName | 'public' | 'authenticated';

export type Principal =
  | { kind: 'user'; user: UserDTO; tokenHash: string }
  | { kind: 'branch'; branch: BranchLoginDTO; tokenHash: string };

declare module 'fastify' {
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
