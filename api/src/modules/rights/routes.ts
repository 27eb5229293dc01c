import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RightDTO } from 'shared/resources';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { PAGE_NAMES, STALE_VERSION_MESSAGE } from 'shared/resources';
import { pageRightsResource } from 'mfe-hr/model';
import { BODY_MESSAGE, ID_MESSAGES, ID_PATTERN, idOf, kitValidatorCompiler, registerResource } from '../../kit/index';
import { assertMayChange, assertMayGrant, grantedPages, replacePageRights } from '../users/guard';
import { loadRights } from '../users/user-dto';
import { rightAnswer } from '../users/answers';
import { dataOf, int, listOf, object, text } from '../../http/answer-schemas';

const right = pageRightsResource.right;
const userIdParams = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: { type: 'string', pattern: ID_PATTERN } },
} as const;
const rightsBody = {
  type: 'object',
  additionalProperties: false,
  // `version` (or If-Match) guards the save; the spec's client sends rights only (http/versions.ts).
  required: ['rights'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    rights: {
      type: 'array',
      maxItems: PAGE_NAMES.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['page', 'view_status'],
        properties: {
          page: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: { name: { type: 'string', enum: [...PAGE_NAMES] } },
          },
          view_status: { type: 'string', enum: ['1', '0'] },
        },
      },
    },
  },
} as const;

/** One user's matrix over every page name; `version` goes back with PUT. */
const matrixAnswer = {
  200: dataOf(object({ user: object({ id: int, name: text, email: text }), rights: listOf(rightAnswer), version: int })),
};

/**
 * Page rights (right rights_page): the users with how many pages each may see, one user's full
 * matrix over every page name of spec section 3, and PUT rights/{user_id} to replace it.
 */
export const rightsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: pageRightsResource,
    table: users,
    onlyDescribed: true,
    computed: {
      granted: sql<number>`(select count(*)::int from page_rights pr where pr.user_id = ${users.id} and pr.view_status = '1')`,
    },
    routes: { read: false },
  });

  const matrix = async (userId: number) => {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email, version: users.version })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User not found.');
    const granted = new Set(
      ((await loadRights(db, [userId])).get(userId) ?? []).filter((r) => r.view_status === '1').map((r) => r.page.name),
    );
    const rights: RightDTO[] = PAGE_NAMES.map((name) => ({ page: { name }, view_status: granted.has(name) ? '1' : '0' }));
    // The user's version covers their rights: PUT rights carries it back (409 when stale).
    const { version, ...who } = user;
    return { user: who, rights, version };
  };

  app.get<{ Params: { user_id: string } }>(
    '/api/rights/:user_id',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: userIdParams, response: matrixAnswer },
      config: { right, messages: { user_id: ID_MESSAGES } },
    },
    async (req) => ({ data: await matrix(idOf(req.params.user_id)) }),
  );

  app.put<{ Params: { user_id: string }; Body: { rights: RightDTO[]; version?: number } }>(
    '/api/rights/:user_id',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: userIdParams, body: rightsBody, response: matrixAnswer },
      config: {
        right,
        messages: {
          _: { default: BODY_MESSAGE },
          user_id: ID_MESSAGES,
          version: { required: 'Version is required: reload the rights and try again.', default: 'Version must be a whole number.' },
          rights: { default: 'Rights must be a list of { page: { name }, view_status } with a known page name.' },
        },
      },
    },
    async (req) => {
      const userId = idOf(req.params.user_id);
      const names = req.body.rights.map((r) => r.page.name);
      if (new Set(names).size !== names.length) throw badRequest({ rights: 'Each page may appear only once.' });
      const granted = new Set(req.body.rights.filter((r) => r.view_status === '1').map((r) => r.page.name));
      const [user] = await db.select({ id: users.id, version: users.version }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found.');
      await assertMayChange(db, req, [userId], ['rights']);
      const version = req.body.version ?? user.version;
      if (user.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
      const before = (await grantedPages(db, [userId])).get(userId)!;
      assertMayGrant(req, before, granted);
      await db.transaction(async (tx) => {
        // The version moves first, guarded: of two saves with one version only one gets here.
        const bumped = await tx
          .update(users)
          .set({ version: sql`${users.version} + 1`, updated_at: new Date() })
          .where(and(eq(users.id, userId), eq(users.version, version)))
          .returning({ id: users.id });
        if (!bumped.length) throw new HttpError(409, STALE_VERSION_MESSAGE);
        await replacePageRights(tx, userId, granted);
      });
      return { data: await matrix(userId), message: pageRightsResource.messages.updated };
    },
  );
};
