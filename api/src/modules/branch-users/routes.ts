import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, banks, branchUsers, passwordResets, users } from '../../db/schema/index';
import { messageOnly } from '../../http/answer-schemas';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { idOf, idParamsSchema, registerResource } from '../../kit/index';
import { branchUsersResource, SET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_SENT } from 'mfe-masters/model';

/**
 * Bank-branch logins: GET/POST /api/branch-users, GET/PUT/DELETE /api/branch-users/{id}, POST
 * /api/branch-users/bulk (activate / deactivate), POST /api/branch-users/{id}/set-password-link;
 * right bank_master_page, never for a bank-branch login (which holds that right for its own bank).
 */
export const branchUserRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, mailer }) => {
  app.addHook('onRequest', async (req) => {
    if (req.principal?.kind === 'branch') throw forbidden();
  });

  async function sendLink(id: number): Promise<void> {
    const [u] = await db
      .select({ name: branchUsers.name, email: branchUsers.email, status: branchUsers.status })
      .from(branchUsers)
      .where(eq(branchUsers.id, id));
    if (!u) throw notFound('No such branch user.');
    if (u.status !== '1') throw new HttpError(409, 'This branch user is inactive: activate it before sending a set-password link.');
    const token = newToken();
    await db.insert(passwordResets).values({
      token_hash: hashToken(token),
      subject_kind: 'branch',
      subject_id: id,
      expires_at: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000),
    });
    const link = `${config.publicUrl}/banker-update-password?token=${token}`;
    await mailer.send({
      to: u.email,
      subject: 'Set your password for the valuation portal',
      text:
        `Hello ${u.name},\n\nA login for your branch is ready. Choose your password within ${SET_PASSWORD_LINK_HOURS} hours by opening:\n${link}\n\n` +
        `Then sign in at ${config.publicUrl}/auth/branchlogin with this e-mail address.\n`,
    });
    await db.update(branchUsers).set({ link_sent_at: new Date() }).where(eq(branchUsers.id, id));
  }

  // The bank is two steps away (the account's branch, then its bank): no lookup of the form names it.
  const bankName = sql<string | null>`(SELECT ${banks.name} FROM ${banks} JOIN ${bankBranches} ON ${bankBranches.bank_id} = ${banks.id}
    WHERE ${bankBranches.id} = ${branchUsers.bank_branch_id})`;
  registerResource(app, db, {
    desc: branchUsersResource,
    table: branchUsers,
    omit: ['password_hash'],
    computed: { bank_name: bankName },
    beforeWrite: async ({ mode, columns, current, db: tx }) => {
      if (typeof columns.email === 'string') {
        const email = columns.email;
        const [taken] = await tx
          .select({ id: branchUsers.id })
          .from(branchUsers)
          .where(and(eq(branchUsers.email, email), current ? ne(branchUsers.id, current.id as number) : undefined))
          .limit(1);
        const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        if (taken || staff) {
          const message = 'Email is already in use';
          throw new HttpError(409, message, { email: message });
        }
      }
      // No usable password until the set-password link is used: a random secret nobody knows.
      if (mode === 'create') columns.password_hash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
    },
    afterCommit: async ({ mode, id }) => {
      if (mode === 'create') await sendLink(id);
    },
  });

  app.post<{ Params: { id: string } }>(
    '/api/branch-users/:id/set-password-link',
    {
      schema: { params: idParamsSchema, response: { 200: messageOnly } },
      config: { right: 'bank_master_page', messages: { id: { default: 'The id in the path must be a positive whole number.' } } },
    },
    async (req) => {
      await sendLink(idOf(req.params.id));
      return { message: SET_PASSWORD_LINK_SENT };
    },
  );
};
