import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginRequest, LoginResponse, MeResponse, MessageResponse, MySession } from 'shared/resources';
import type { AppContext } from '../../context';
import { branchUsers, users } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../http/errors';
import { principalOf } from '../../http/auth';
import { emailStr } from '../../http/schemas';
import type { Principal } from '../../http/types';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { loadUserDTO } from '../users/user-dto';
import { signInLimits, sprayDelayMs, TOO_MANY_MESSAGE } from './limits';
import { clearKey, hit, hitOrThrow, refund, sweep, tooMany } from './throttle';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSession, listSubjectSessions, revokeSession, revokeSubjectSessions } from './sessions';
import { passSecondFactor, totpEnabled } from './totp';
import { totpRoutes } from './totp-routes';
import { doneAnswer, loginAnswer, meAnswer, sessionsAnswer } from './answers';

export const INVALID_LOGIN = 'Invalid email or password.';
export const INACTIVE_ACCOUNT = 'Your account is not active yet.';
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app (or a recovery code).';
const CODE_WRONG = 'The code is not valid. Enter the current code from your authenticator app.';
/** Said only after the password matched, so it tells nothing to someone guessing addresses. */
const SIGN_IN_PAGE: Record<Account['kind'], string> = {
  admin: 'This account signs in at the admin login (/auth/login).',
  employee: 'This account signs in at the employee login (/auth/employeeLogin).',
  branch: 'This account signs in at the branch login (/auth/branchlogin).',
};

const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: emailStr,
      password: { type: 'string', minLength: 1, maxLength: 200 },
      code: { type: 'string', maxLength: 20 },
    },
  },
  response: loginAnswer,
} as const;

const loginMessages = {
  email: { required: 'Enter Your Email', minLength: 'Enter Your Email' },
  password: { required: 'Enter Your Password', minLength: 'Enter Your Password' },
};

type Account = { id: number; password_hash: string; status: string; kind: 'admin' | 'employee' | 'branch' };

/** The login data of a principal, as stored by the browser session (without the token). */
export function loginData(principal: Principal): MeResponse {
  if (principal.kind === 'branch') return { branch: principal.branch };
  const { user } = principal;
  if (user.kind === 'employee') return { Employee: { id: user.id, name: user.name, email: user.email }, user };
  return { user };
}

export const authRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, config } = ctx;
  await totpRoutes(app, ctx);
  async function findAccount(kind: Account['kind'], email: string): Promise<Account | undefined> {
    if (kind === 'branch') {
      const [b] = await db
        .select({ id: branchUsers.id, password_hash: branchUsers.password_hash, status: branchUsers.status })
        .from(branchUsers)
        .where(eq(branchUsers.email, email))
        .limit(1);
      return b && { ...b, kind: 'branch' };
    }
    const [u] = await db
      .select({ id: users.id, password_hash: users.password_hash, status: users.status, kind: users.kind })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return u;
  }

  /** Checks the password (same cost whether or not the account exists), the kind and the status. */
  async function signIn(kind: Account['kind'], body: LoginRequest, ip: string): Promise<Principal & { token: string }> {
    const email = body.email.trim().toLowerCase();
    const limits = signInLimits(ip, email, config.limitScale);
    // Counted before the password is checked, one statement each: parallel guesses cannot outrun them.
    await hitOrThrow(db, [limits.pair], TOO_MANY_MESSAGE);
    await hitOrThrow(db, [limits.account], TOO_MANY_MESSAGE);
    const spraying = await hit(db, [limits.address]);
    if (spraying) await sleep(sprayDelayMs(spraying.hits - spraying.limit));
    // A branch account lives in its own table: looked for only when no staff account matched.
    const account = (await findAccount(kind, email)) ?? (kind === 'branch' ? undefined : await findAccount('branch', email));
    const passwordOk = await verifyPassword(body.password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !passwordOk) {
      if (spraying) throw tooMany(spraying, TOO_MANY_MESSAGE);
      throw unauthorized(INVALID_LOGIN);
    }
    if (account.kind !== kind) throw unauthorized(SIGN_IN_PAGE[account.kind]);
    if (account.status !== '1') throw new HttpError(403, INACTIVE_ACCOUNT);
    // The second factor of an enrolled staff account: asked for after the password (401 with a
    // `code` field), checked before the limits are given back, so wrong codes count like wrong passwords.
    const mfa = kind !== 'branch' && (await totpEnabled(db, account.id));
    if (mfa) {
      if (!body.code) throw new HttpError(401, CODE_NEEDED, { code: CODE_NEEDED });
      if (!(await passSecondFactor(db, account.id, body.code))) throw new HttpError(401, CODE_WRONG, { code: CODE_WRONG });
    }
    await clearKey(db, limits.pair.key);
    await refund(db, limits.account.key);
    await refund(db, limits.address.key);
    await sweep(db); // keys quiet for a day (indexed; usually deletes nothing)
    const token = await createSession(db, kind === 'branch' ? 'branch' : 'user', account.id, mfa);
    if (kind === 'branch') {
      const [b] = await db
        .select({ id: branchUsers.id, name: branchUsers.name, email: branchUsers.email, bank_branch_id: branchUsers.bank_branch_id })
        .from(branchUsers)
        .where(eq(branchUsers.id, account.id));
      return { kind: 'branch', branch: b, tokenHash: '', token };
    }
    const user = await loadUserDTO(db, account.id);
    if (!user) throw unauthorized(INVALID_LOGIN);
    return { kind: 'user', user, tokenHash: '', token };
  }

  const routeConfig = { right: 'public', messages: loginMessages } as const;

  app.post<{ Body: LoginRequest }>('/api/login', { schema: loginSchema, config: routeConfig }, async (req) => {
    const p = await signIn('admin', req.body, req.ip);
    return { token: p.token, ...loginData(p) } satisfies LoginResponse;
  });

  app.post<{ Body: LoginRequest }>('/api/employeelogin', { schema: loginSchema, config: routeConfig }, async (req) => {
    const p = await signIn('employee', req.body, req.ip);
    return { token: p.token, ...loginData(p) } satisfies LoginResponse;
  });

  app.post<{ Body: LoginRequest }>('/api/branchlogin', { schema: loginSchema, config: routeConfig }, async (req) => {
    const p = await signIn('branch', req.body, req.ip);
    return { token: p.token, ...loginData(p) } satisfies LoginResponse;
  });

  app.post('/api/logout', { schema: { response: doneAnswer }, config: { right: 'authenticated' } }, async (req) => {
    await revokeSession(db, principalOf(req).tokenHash);
    return { data: 'Signed out.' } satisfies MessageResponse;
  });

  app.get('/api/me', { schema: { response: meAnswer }, config: { right: 'authenticated' } }, async (req) => loginData(principalOf(req)));

  // My sessions (the profile): when each open session began and was last used; which is this one.
  app.get(
    '/api/me/sessions',
    { schema: { response: sessionsAnswer }, config: { right: 'authenticated' } },
    async (req): Promise<{ data: MySession[] }> => {
      const p = principalOf(req);
      const [kind, id] = p.kind === 'branch' ? (['branch', p.branch.id] as const) : (['user', p.user.id] as const);
      return { data: await listSubjectSessions(db, kind, id, p.tokenHash, config.sessionIdleMinutes * 60_000) };
    },
  );

  // Sign out everywhere (the profile): every session of the account ends, this one included.
  app.post('/api/me/sessions/revoke', { schema: { response: doneAnswer }, config: { right: 'authenticated' } }, async (req) => {
    const p = principalOf(req);
    await revokeSubjectSessions(db, p.kind === 'branch' ? 'branch' : 'user', p.kind === 'branch' ? p.branch.id : p.user.id);
    return { data: 'Signed out everywhere.' } satisfies MessageResponse;
  });
};
