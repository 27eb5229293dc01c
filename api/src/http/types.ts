import type { BranchLoginDTO, PageName, UserDTO } from 'shared/resources';
import type { FieldMessages } from './validation';

/**
 * What a route needs: a page right (view_status '1'), 'staff' (any signed-in user of the firm,
 * not a bank-branch login), 'authenticated' (any signed-in login), 'bank_key' (a bank's API key,
 * /api/v1/bank only; a key reaches nothing else) or 'public'. Every route under /api must declare one.
 */
export type RouteRight = PageName | 'public' | 'authenticated' | 'staff' | 'bank_key';

/** A bank's API key as a request sees it (issue 27): its bank, its branch (null: every branch), its scopes. */
export interface BankKeyDTO {
  id: number;
  bank_id: number;
  bank_branch_id: number | null;
  name: string;
  scopes: string[];
  rate_per_minute: number;
}

/** `mfa`: the session passed a second factor (sign-in with a TOTP or recovery code, or enrolment). */
export type Principal =
  { kind: 'user'; user: UserDTO; tokenHash: string; mfa?: boolean } | { kind: 'branch'; branch: BranchLoginDTO; tokenHash: string };
/** A bank's system presenting its API key: it reaches only 'bank_key' routes (never a session's). */
export type BankKeyPrincipal = { kind: 'bankKey'; key: BankKeyDTO; tokenHash: string };
/** Whoever a request's bearer token names. */
export type RequestPrincipal = Principal | BankKeyPrincipal;

/** One entry of the API's route table (what the security tests walk). */
export interface ApiRoute {
  method: string;
  url: string;
  right: RouteRight;
  /** Top-level fields of its JSON body schema (empty when it has none). */
  bodyFields: string[];
  /** Its body schema as declared (plain, or per content type under `content`); undefined when none. */
  bodySchema: unknown;
  /** The statuses its response schema describes (empty when it declares none). */
  answers: string[];
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
    /** The signed-in principal (or a bank's API key on the bank API); null on public routes. */
    principal: RequestPrincipal | null;
  }
}
