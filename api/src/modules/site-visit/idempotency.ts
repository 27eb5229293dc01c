import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../http/errors';
import { one, type Runner } from '../../db/rows';

const KEY = /^[A-Za-z0-9-]{16,64}$/;

/** The `Idempotency-Key` header of a queued action (the phone makes one per action, a UUID). */
export function keyOf(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key))
    throw badRequest({ idempotency_key: 'Send an Idempotency-Key header of 16 to 64 letters, digits or dashes.' });
  return key;
}

interface Stored {
  user_id: number;
  case_id: number;
  kind: string;
  status_code: number;
  answer: unknown;
}

/**
 * Runs an action exactly once per key: the key is stored in the same transaction as the action's
 * effect, so a replay (the phone never saw the answer) gets the stored answer and changes nothing,
 * on this instance or any other sharing the database. An action that failed stored nothing: it may
 * be sent again. `undo` removes what the action put outside the database (a stored file) when its
 * transaction did not commit or it turned out to be a replay.
 */
export async function once(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  a: { key: string; userId: number; caseId: number; kind: string; undo?: () => Promise<void> },
  work: (tx: Runner) => Promise<{ status: number; answer: unknown }>,
) {
  const replay = (s: Stored) => {
    if (s.user_id !== a.userId || s.case_id !== a.caseId || s.kind !== a.kind)
      throw new HttpError(422, 'This Idempotency-Key was used for another action.');
    return reply.code(s.status_code).header('idempotent-replay', 'true').send(s.answer);
  };
  const find = (r: Runner) =>
    one<Stored>(r, sql`SELECT user_id, case_id, kind, status_code, answer FROM site_visit_actions WHERE idempotency_key = ${a.key}`);
  const before = await find(db);
  if (before) {
    await a.undo?.();
    return replay(before);
  }
  let result: { status: number; answer: unknown } | null;
  try {
    result = await db.transaction(async (tx) => {
      const claimed = await one(
        tx,
        sql`INSERT INTO site_visit_actions (idempotency_key, user_id, case_id, kind, status_code, answer)
            VALUES (${a.key}, ${a.userId}, ${a.caseId}, ${a.kind}, 0, '{}') ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      );
      if (!claimed) return null; // another instance ran it meanwhile: its answer is read below
      const done = await work(tx);
      await tx.execute(
        sql`UPDATE site_visit_actions SET status_code = ${done.status}, answer = ${JSON.stringify(done.answer)}::jsonb
            WHERE idempotency_key = ${a.key}`,
      );
      return done;
    });
  } catch (e) {
    await a.undo?.();
    throw e;
  }
  if (!result) {
    await a.undo?.();
    return replay((await find(db))!);
  }
  return reply.code(result.status).send(result.answer);
}
