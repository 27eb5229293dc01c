import type { FastifyRequest } from 'fastify';
import type { UserDTO } from 'shared/resources';
import { forbidden } from '../../http/errors';
import { principalOf } from '../../http/auth';

/** The signed-in staff member (bank-branch logins have no Hr records). */
export function actorOf(req: FastifyRequest): UserDTO {
  const p = principalOf(req);
  if (p.kind !== 'user') throw forbidden();
  return p.user;
}

export const isAdmin = (u: UserDTO) => u.kind === 'admin';
