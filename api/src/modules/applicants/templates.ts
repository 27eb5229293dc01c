import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { rightsTemplates } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { actorOf, holds } from '../hr-common/actor';
import { actorPages, replacePageRights } from '../users/guard';
import { RIGHTS_TEMPLATE_EDIT_RIGHT, RIGHTS_TEMPLATE_MESSAGES, rightsTemplatesResource, templateGrant } from 'mfe-hr/model';

const editors = ({ req }: { req: FastifyRequest }) => {
  if (!holds(actorOf(req), RIGHTS_TEMPLATE_EDIT_RIGHT))
    throw forbidden('Only a holder of the Page Rights right can change rights templates.');
};

/** The Rights Templates master: listed by the approvers (user_creation_page), changed with rights_page. */
export function registerRightsTemplates(app: FastifyInstance, db: Db): void {
  registerResource(app, db, { desc: rightsTemplatesResource, table: rightsTemplates, beforeWrite: editors, beforeDelete: editors });
}

/**
 * The master approval's grant: the applicant's rights become exactly the template's rights the
 * approver holds (whatever the registration gave before); the rest are reported, never granted.
 * Answers the template's role name as it is now (for the decision's record) with the grant.
 */
export async function grantTemplate(tx: Db, req: FastifyRequest, userId: number, templateId: number) {
  const [template] = await tx
    .select({ role: rightsTemplates.role, rights: rightsTemplates.rights })
    .from(rightsTemplates)
    .where(eq(rightsTemplates.id, templateId));
  if (!template) throw badRequest({ template_id: RIGHTS_TEMPLATE_MESSAGES.unknown });
  const grant = templateGrant(template.rights, actorPages(req.principal));
  await replacePageRights(tx, userId, new Set(grant.given));
  return { template: template.role, ...grant };
}
