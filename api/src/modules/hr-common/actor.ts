import type { FastifyRequest } from 'fastify';
import type { PageName, UserDTO } from 'shared/resources';
import { canView } from 'shared/resources';
import { forbidden } from '../../http/errors';
import { principalOf } from '../../http/auth';

/** The signed-in staff member (bank-branch logins have no Hr records). */
export function actorOf(req: FastifyRequest): UserDTO {
  const p = principalOf(req);
  if (p.kind !== 'user') throw forbidden();
  return p.user;
}

/** Whether the user holds a right (a power such as all_tickets is a right, never the login kind). */
export const holds = (u: UserDTO, right: PageName) => canView(u.rights, right);
