import type { Workflow, WorkflowMove } from 'mfe-hr/model';
import { moveError } from 'mfe-hr/model';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import type { FieldMessages } from '../../http/validation';
import { STALE_VERSION_MESSAGE } from 'shared/resources';

/** The body of every workflow move: `{ move, comment?, version }`. */
export function moveSchema(flow: Workflow<string>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['move', 'version'],
    properties: {
      move: { type: 'string', enum: flow.moves.map((m) => m.id) },
      comment: { type: 'string', maxLength: 1000 },
      version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  } as const;
}

export const MOVE_MESSAGES: FieldMessages = {
  _: { default: 'Send a JSON object: { move, comment, version }.' },
  move: { required: 'Choose an action.', default: 'Choose a valid action.' },
  comment: { maxLength: 'The comment must be at most 1000 characters.', default: 'The comment must be text.' },
  version: { required: 'The record version is required.', default: 'The record version must be a whole number.' },
};

/**
 * Refuses a move the flow does not allow, with the flow's own words: a stale version is 409, a
 * move from the wrong state 409, the wrong person 403, a missing comment 400.
 */
export function assertMove<R extends string>(
  flow: Workflow<R>,
  current: { status: string; version: number },
  body: { move: string; comment?: string; version: number },
  roles: readonly R[],
): WorkflowMove<R> {
  if (body.version !== current.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
  const refusal = moveError(flow, body.move, current.status, roles, body.comment);
  if (refusal) {
    if (refusal.reason === 'state') throw conflict(refusal.message);
    if (refusal.reason === 'role') throw forbidden(refusal.message);
    throw badRequest({ [refusal.reason === 'comment' ? 'comment' : 'move']: refusal.message });
  }
  return flow.moves.find((m) => m.id === body.move)!;
}
