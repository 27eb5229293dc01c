import { and, desc as descending, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { assetAssignments, assets, users } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import {
  bodySchema,
  fieldMessages,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  registerResource,
  type Row,
  fullName,
  userFullName,
} from '../../kit/index';
import { STALE_VERSION_MESSAGE, toColumns, validateRecord } from 'shared/resources';
import { actorOf } from '../hr-common/actor';
import { assetMoveAnswer, assignmentsAnswer } from './answers';
import { ASSET_MESSAGES, assetIssueResource, assetReturnResource, assetsResource as desc, WARRANTY_WARNING_DAYS } from 'mfe-hr/model';

/** The body schema of a form description plus the record version the move is made on. */
function withVersion(d: typeof assetIssueResource) {
  const schema = bodySchema(d, 'create') as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    properties: { ...schema.properties, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: [...(schema.required ?? []), 'version'],
  };
}

/**
 * The asset register (right assets): assets with their status flow, issue to a person and take
 * back with the condition, each asset's assignment history, warranty ending soon flagged.
 */
export const assetRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const days = sql<number | null>`(${assets.warranty_to} - current_date)`;
  const store = registerResource(app, db, {
    desc,
    table: assets,
    computed: {
      assigned_to_name: userFullName(assets.assigned_to),
      warranty_days: days,
      warranty_note: sql<string>`CASE WHEN ${assets.warranty_to} IS NULL THEN '' WHEN ${days} < 0 THEN 'Expired'
        WHEN ${days} <= ${WARRANTY_WARNING_DAYS} THEN 'Ends in ' || ${days} || ' days' ELSE '' END`,
    },
    beforeWrite: ({ mode, columns, current }) => {
      // ASSIGNED comes and goes with Issue and Return only (they keep assigned_to and the history).
      if (columns.status === 'ASSIGNED' || (mode === 'update' && current?.status === 'ASSIGNED' && columns.status === 'IN_STOCK')) {
        throw badRequest({ status: ASSET_MESSAGES.assignedByIssue });
      }
      if (mode === 'update' && current?.status === 'ASSIGNED' && columns.status && columns.status !== 'ASSIGNED') {
        columns.assigned_to = null;
      }
    },
    // Deleting an issued asset would drop its open assignment: the laptop in someone's hands vanishes.
    beforeDelete: ({ current }) => {
      if (current.status === 'ASSIGNED') throw conflict(ASSET_MESSAGES.deleteAssigned);
    },
  });

  async function move(assetId: number, version: number, work: (tx: Db, row: Row) => Promise<void>) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
      if (!row) throw notFound('Asset not found. It may have been deleted; reload the list.');
      if (row.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
      await work(tx, row);
    });
    return store.read(assetId);
  }

  const route = (d: typeof assetIssueResource) => ({
    validatorCompiler: kitValidatorCompiler,
    schema: { params: idParamsSchema, body: withVersion(d), response: assetMoveAnswer },
    config: {
      right: desc.right,
      messages: {
        ...fieldMessages(d),
        version: { required: 'The record version is required.', default: 'The record version must be a whole number.' },
      },
    },
  });

  app.post<{ Params: { id: string }; Body: Row & { version: number } }>('/api/assets/:id/issue', route(assetIssueResource), async (req) => {
    const me = actorOf(req);
    const { version, ...body } = req.body;
    const errors = validateRecord(assetIssueResource, body, 'create');
    if (Object.keys(errors).length) throw badRequest(errors);
    const c = toColumns(assetIssueResource, body, 'create') as {
      user_id: number;
      issued_on: string;
      condition: string;
      note?: string | null;
    };
    const data = await move(idOf(req.params.id), version, async (tx, row) => {
      if (row.status !== 'IN_STOCK') throw conflict(ASSET_MESSAGES.notInStock);
      // The history must read as one holder at a time, and never before the asset existed.
      const purchased = row.purchase_date as string | null;
      if (purchased && c.issued_on < purchased)
        throw badRequest({ issued_on: ASSET_MESSAGES.issueBeforePurchase.replace('{purchased}', purchased) });
      const [{ returned }] = await tx
        .select({ returned: sql<string | null>`max(${assetAssignments.returned_on})::text` })
        .from(assetAssignments)
        .where(eq(assetAssignments.asset_id, row.id as number));
      if (returned && c.issued_on < returned)
        throw badRequest({ issued_on: ASSET_MESSAGES.issueBeforeReturn.replace('{returned}', returned) });
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, c.user_id), eq(users.status, '1')));
      if (!person) throw badRequest({ user_id: 'Choose a valid Issue To' });
      await tx.insert(assetAssignments).values({
        asset_id: row.id as number,
        user_id: c.user_id,
        issued_on: c.issued_on,
        issue_condition: c.condition,
        note: c.note ?? null,
        issued_by: me.id,
      });
      await tx
        .update(assets)
        .set({ status: 'ASSIGNED', assigned_to: c.user_id, version: sql`${assets.version} + 1`, updated_at: new Date() })
        .where(eq(assets.id, row.id as number));
    });
    return { data, message: assetIssueResource.messages.created };
  });

  app.post<{ Params: { id: string }; Body: Row & { version: number } }>(
    '/api/assets/:id/return',
    route(assetReturnResource),
    async (req) => {
      const me = actorOf(req);
      const { version, ...body } = req.body;
      const errors = validateRecord(assetReturnResource, body, 'create');
      if (Object.keys(errors).length) throw badRequest(errors);
      const c = toColumns(assetReturnResource, body, 'create') as { returned_on: string; condition: string; note?: string | null };
      const data = await move(idOf(req.params.id), version, async (tx, row) => {
        if (row.status !== 'ASSIGNED') throw conflict(ASSET_MESSAGES.notAssigned);
        const [open] = await tx
          .select()
          .from(assetAssignments)
          .where(and(eq(assetAssignments.asset_id, row.id as number), isNull(assetAssignments.returned_on)));
        if (open && c.returned_on < open.issued_on)
          throw badRequest({ returned_on: ASSET_MESSAGES.returnBeforeIssue.replace('{issued}', open.issued_on) });
        if (open) {
          await tx
            .update(assetAssignments)
            .set({
              returned_on: c.returned_on,
              return_condition: c.condition,
              returned_by: me.id,
              note: [open.note, c.note].filter(Boolean).join(' / ') || null,
            })
            .where(eq(assetAssignments.id, open.id));
        }
        await tx
          .update(assets)
          .set({
            status: c.condition === 'DAMAGED' ? 'UNDER_REPAIR' : 'IN_STOCK',
            assigned_to: null,
            version: sql`${assets.version} + 1`,
            updated_at: new Date(),
          })
          .where(eq(assets.id, row.id as number));
      });
      return { data, message: assetReturnResource.messages.created };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/assets/:id/assignments',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, response: assignmentsAnswer },
      config: { right: desc.right },
    },
    async (req) => {
      const id = idOf(req.params.id);
      const [exists] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id));
      if (!exists) throw notFound('Asset not found.');
      const data = await db
        .select({
          id: assetAssignments.id,
          user_name: fullName(users),
          issued_on: assetAssignments.issued_on,
          issue_condition: assetAssignments.issue_condition,
          returned_on: assetAssignments.returned_on,
          return_condition: assetAssignments.return_condition,
          note: assetAssignments.note,
        })
        .from(assetAssignments)
        .leftJoin(users, eq(users.id, assetAssignments.user_id))
        .where(eq(assetAssignments.asset_id, id))
        .orderBy(descending(assetAssignments.issued_on), descending(assetAssignments.id));
      return { data };
    },
  );
};
