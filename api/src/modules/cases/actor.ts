import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';
import { principalOf } from '../../http/auth';
import { canView } from 'shared/resources';
import type { Actor } from 'mfe-cases/model';

/** The signed-in staff member as the flow sees them (bank-branch logins have no case rights). */
export function actorOf(req: FastifyRequest): Actor {
  const p = principalOf(req);
  if (p.kind !== 'user') throw forbidden();
  const { user } = p;
  return { id: user.id, role: user.role, can: (right) => canView(user.rights, right) };
}

/**
 * The actor a case list is cut for: an administrator oversees every review level, so their Stage
 * Review list is not narrowed to the level their role reviews (the moves still check the role).
 */
export function listActorOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  const p = principalOf(req);
  return p.kind === 'user' && p.user.kind === 'admin' ? { ...actor, role: '' } : actor;
}
