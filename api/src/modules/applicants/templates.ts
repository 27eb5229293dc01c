import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_NAMES } from 'shared/resources';
import type { Db } from '../../db/client';
import { pageRights, rightsTemplates } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { actorOf, holds } from '../hr-common/actor';
import { actorPages } from '../users/guard';
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
  const given = new Set<string>(grant.given);
  await tx.delete(pageRights).where(eq(pageRights.user_id, userId));
  await tx
    .insert(pageRights)
    .values(
      PAGE_NAMES.map((page_name) => ({ user_id: userId, page_name, view_status: given.has(page_name) ? ('1' as const) : ('0' as const) })),
    );
  return { template: template.role, ...grant };
}
