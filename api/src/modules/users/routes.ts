import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PageName } from 'shared/resources';
import type { AppContext } from '../../context';
import { branchUsers, pageRights, users } from '../../db/schema/index';
import { badRequest, HttpError } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { EMPLOYEE_PAGE_NAMES, PAGE_NAMES } from 'shared/resources';
import { usersResource } from 'mfe-hr/model';
import { allowedSorts, BODY_MESSAGE, kitValidatorCompiler, listQuerySchema, registerResource, type ListParams } from '../../kit/index';
import { actorPages, assertMayChange, assertMayGiveKind, isAdministrator, type Change } from './guard';
import { userDto } from './user-columns';
import { userLookupRoutes } from './lookup-routes';
import { userPasswordRoutes } from './password-routes';
import { userSearchAnswer, userStatusAnswer } from './answers';
import { assertPasswordRule } from '../password/policy';

/**
 * Users (spec section 7), right user_creation_page: GET users?page&pageSize, POST userSearch,
 * POST userStatus, POST users, PUT users/{id}, PATCH userPatch/{id}.
 */
export const userRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const store = registerResource(app, db, {
    desc: usersResource,
    table: users,
    // Users hold registration and onboarding data too (applicants): the list answers what the
    // description names, never the password hash.
    onlyDescribed: true,
    toDto: userDto,
    routes: { bulk: false },
    beforeWrite: async ({ mode, body, columns, current, req, db: tx }) => {
      // One address, one account over every login kind: reset links must reach the right one.
      if (typeof columns.email === 'string' && columns.email !== current?.email) {
        const [branch] = await tx.select({ id: branchUsers.id }).from(branchUsers).where(eq(branchUsers.email, columns.email)).limit(1);
        if (branch) throw new HttpError(409, 'Email is already in use by a bank-branch login.', { email: 'Email is already in use' });
      }
      if (mode === 'create') {
        assertMayGiveKind(req, columns.kind);
        await assertPasswordRule(String(body.password), {
          name: columns.name as string,
          surname: columns.surname as string,
          email: columns.email as string,
        });
        columns.password_hash = await hashPassword(String(body.password));
      }
      if (mode === 'update' && current) {
        if (columns.reporting_manager_id === current.id) throw badRequest({ reporting_manager_id: 'A user cannot report to themselves' });
        const changes: Change[] = ['edit'];
        if ('status' in columns && columns.status !== current.status) changes.push('status');
        if ('kind' in columns && columns.kind !== current.kind) {
          changes.push('kind');
          assertMayGiveKind(req, columns.kind);
        }
        if ('email' in columns && columns.email !== current.email) changes.push('email');
        await assertMayChange(tx, req, [current.id as number], changes);
      }
    },
    // A new user starts with the employee's pages the creator holds (never more than the creator
    // has: a creator knows the new password); the rights screen changes them.
    afterWrite: async ({ mode, id, req, db: tx }) => {
      if (mode !== 'create') return;
      const mine = actorPages(req.principal);
      const grant = (p: PageName) => EMPLOYEE_PAGE_NAMES.includes(p) && (isAdministrator(mine) || mine.has(p));
      await tx
        .insert(pageRights)
        .values(
          PAGE_NAMES.map((page_name) => ({ user_id: id, page_name, view_status: grant(page_name) ? ('1' as const) : ('0' as const) })),
        );
    },
  });

  const config = { right: usersResource.right };
  const searchBody = {
    ...listQuerySchema(usersResource, allowedSorts(usersResource)),
    additionalProperties: false,
  } as Record<string, unknown>;
  (searchBody.properties as Record<string, unknown>).token = { type: 'string', maxLength: 200 };

  // The spec's search call: the body carries the query (and, from the legacy client, the token).
  app.post<{ Body: ListParams & { token?: string } }>(
    '/api/userSearch',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { body: searchBody, response: userSearchAnswer },
      config: { ...config, messages: { _: { default: BODY_MESSAGE } } },
    },
    (req) => store.list(req.body, req),
  );

  app.post<{ Body: { ids: number[]; status: '1' | '0'; action?: string } }>(
    '/api/userStatus',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids', 'status'],
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              uniqueItems: true,
              items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            },
            status: { type: 'string', enum: ['1', '0'] },
            action: { type: 'string', enum: ['activate', 'deactivate'] },
          },
        },
        response: userStatusAnswer,
      },
      config: {
        ...config,
        messages: {
          _: { default: BODY_MESSAGE },
          ids: { default: 'Select at least one user (ids: a list of user ids, at most 1000).' },
          status: { default: "Status must be '1' (activate) or '0' (deactivate)." },
          action: { default: 'Action must be activate or deactivate.' },
        },
      },
    },
    async (req) => {
      const me = req.principal?.kind === 'user' ? req.principal.user.id : null;
      if (req.body.status === '0' && me !== null && req.body.ids.includes(me)) {
        throw badRequest({ ids: 'You cannot deactivate your own account.' });
      }
      await assertMayChange(db, req, req.body.ids, ['status']);
      const action = usersResource.bulkActions!.find((a) => a.set?.status === req.body.status)!;
      const count = await store.bulk(action, req.body.ids, req);
      return { count, message: action.message };
    },
  );

  await userPasswordRoutes(app, ctx);
  await userLookupRoutes(app, ctx);
};
