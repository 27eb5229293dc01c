import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { applicantReviews, companyBranches, userDocuments, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler, registerResource, fullName } from '../../kit/index';
import { STALE_VERSION_MESSAGE } from 'shared/resources';
import { actorOf } from '../hr-common/actor';
import { assertMove, MOVE_MESSAGES } from '../hr-common/flow';
import {
  APPLICANT_DOCUMENTS,
  APPLICANT_FLOW,
  APPLICANT_MESSAGES,
  APPLICANT_ROLE_OPTIONS,
  RIGHTS_TEMPLATE_MESSAGES,
  applicantRoles,
  applicantsResource as desc,
} from 'mfe-hr/model';
import { applicantDetail } from './detail';
import { ensureBalances } from '../leave/policy';
import { businessToday } from '../../kit/business-time';
import { applicantScope, STAGE_SQL } from './scope';
import { sendApprovalMail } from './mail';
import { dispositionFor } from '../../http/content-disposition';
import { actorPages, grantedPages, superset } from '../users/guard';
import { grantTemplate, registerRightsTemplates } from './templates';
import { detailAnswer, documentAnswer } from './answers';

const moveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['move', 'version'],
  properties: {
    move: { type: 'string', enum: APPLICANT_FLOW.moves.map((m) => m.id) },
    comment: { type: 'string', maxLength: 1000 },
    role: { type: 'string', enum: APPLICANT_ROLE_OPTIONS.map((o) => o.value) },
    template_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;

/**
 * Applicant verification (right user_creation_page): the registrants, their details and eight
 * documents, branch head approval then master approval (which activates the account with the
 * chosen role and the chosen rights template's rights the approver holds, and mails the document
 * instructions), or rejection with a reason.
 */
export const applicantRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, mailer, files }) => {
  const branch = sql`coalesce(${users.company_branch_id}, ${users.branch_master_id})`;
  registerResource(app, db, {
    desc,
    table: users,
    onlyDescribed: true,
    computed: {
      name: fullName(users),
      registered_at: users.created_at,
      branch_name: sql<string | null>`(SELECT b.branch_name FROM company_branches b WHERE b.id = ${branch})`,
      // Qualified by hand: with no join drizzle writes a top-level column unqualified, which here
      // would bind to the subquery's own table (branch above is nested, so it stays qualified).
      documents: sql<number>`(SELECT count(*) FROM user_documents d WHERE d.user_id = users.id)`.mapWith(Number),
      stage: STAGE_SQL,
    },
    scope: () => applicantScope,
    routes: { read: false },
  });
  registerRightsTemplates(app, db);

  app.get<{ Params: { id: string } }>(
    '/api/applicants/:id',
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema, response: detailAnswer }, config: { right: desc.right } },
    async (req) => ({ data: await applicantDetail(db, idOf(req.params.id)) }),
  );

  app.get<{ Params: { id: string; kind: string } }>(
    '/api/applicants/:id/documents/:kind',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: {
        params: {
          type: 'object',
          required: ['id', 'kind'],
          properties: { id: idParamsSchema.properties.id, kind: { type: 'string', enum: APPLICANT_DOCUMENTS.map((d) => d.kind) } },
        },
        response: documentAnswer,
      },
      config: { right: desc.right },
    },
    async (req, reply) => {
      const id = idOf(req.params.id);
      const [doc] = await db
        .select({ stored_path: userDocuments.stored_path, mime: userDocuments.mime, original_name: userDocuments.original_name })
        .from(userDocuments)
        .innerJoin(users, eq(users.id, userDocuments.user_id))
        .where(and(eq(userDocuments.user_id, id), eq(userDocuments.kind, req.params.kind as never), applicantScope))
        .orderBy(asc(userDocuments.id))
        .limit(1);
      if (!doc) throw notFound('This document was not uploaded.');
      const body = await files.open(doc.stored_path);
      if (!body) throw notFound('The stored file is missing.');
      // Inline so the page can show it; nosniff and a sandboxing CSP keep a crafted file inert.
      return reply
        .header('content-type', doc.mime)
        .header('content-disposition', dispositionFor(doc.original_name, doc.mime))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(body);
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; role?: string; template_id?: number; version: number } }>(
    '/api/applicants/:id/move',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: moveBody, response: detailAnswer },
      config: {
        right: desc.right,
        messages: {
          ...MOVE_MESSAGES,
          role: { default: 'Choose a valid Role' },
          template_id: { default: RIGHTS_TEMPLATE_MESSAGES.unknown },
        },
      },
    },
    async (req) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            version: users.version,
            stage: STAGE_SQL,
            branch_head_id: companyBranches.branch_head_id,
            join_date: users.join_date,
            branch_name: companyBranches.branch_name,
          })
          .from(users)
          .leftJoin(companyBranches, eq(companyBranches.id, branch))
          .where(and(eq(users.id, id), applicantScope))
          .for('update', { of: users });
        if (!row) throw notFound('Applicant not found. Reload the list.');
        const move = assertMove(APPLICANT_FLOW, { status: row.stage, version: row.version }, req.body, applicantRoles(me, row));
        const reason = req.body.comment?.trim() || null;
        if (move.id === 'reject' && !reason)
          throw new HttpError(400, APPLICANT_MESSAGES.reasonRequired, { comment: APPLICANT_MESSAGES.reasonRequired });
        if (move.id === 'master_approve') {
          if (!req.body.role) throw new HttpError(400, APPLICANT_MESSAGES.roleRequired, { role: APPLICANT_MESSAGES.roleRequired });
          const [first] = await tx
            .select({ by: applicantReviews.by_user })
            .from(applicantReviews)
            .where(and(eq(applicantReviews.user_id, id), eq(applicantReviews.move, 'branch_approve')))
            .orderBy(sql`${applicantReviews.id} DESC`)
            .limit(1);
          if (first?.by === me.id) throw new HttpError(403, APPLICANT_MESSAGES.sameApprover);
          // With a template the account gets exactly its rights the approver holds (grantTemplate,
          // below). Without one it is activated with the rights it holds: only by an approver holding them all.
          if (req.body.template_id === undefined) {
            const refused = superset(actorPages(req.principal), (await grantedPages(tx, [id])).get(id)!, 'approval');
            if (refused) throw refused;
          }
        }
        const set =
          move.id === 'branch_approve'
            ? { branch_head_approval: 'Yes' }
            : move.id === 'master_approve'
              ? { master_approval: 'Yes', status: '1' as const, role: req.body.role! }
              : { master_approval: 'No', status: '0' as const };
        const changed = await tx
          .update(users)
          .set({ ...set, version: sql`${users.version} + 1`, updated_at: new Date() })
          .where(and(eq(users.id, id), eq(users.version, row.version)))
          .returning({ id: users.id });
        if (!changed.length) throw new HttpError(409, STALE_VERSION_MESSAGE);
        const grant =
          move.id === 'master_approve' && req.body.template_id !== undefined
            ? await grantTemplate(tx, req, id, req.body.template_id)
            : null;
        await tx.insert(applicantReviews).values({
          user_id: id,
          move: move.id,
          reason,
          role: req.body.role ?? null,
          template: grant?.template ?? null,
          rights_given: grant?.given ?? null,
          by_user: me.id,
        });
        // The new staff member's leave balances from the policy, pro rata from the joining date.
        if (move.id === 'master_approve') await ensureBalances(tx, id, Number(businessToday().slice(0, 4)));
        return { move, row };
      });
      if (result.move.id === 'master_approve') {
        try {
          await sendApprovalMail(mailer, config.publicUrl, result.row);
        } catch (err) {
          req.log.error({ err }, 'approval mail failed'); // the approval itself stands
        }
      }
      return { data: await applicantDetail(db, id), message: result.move.message };
    },
  );
};
