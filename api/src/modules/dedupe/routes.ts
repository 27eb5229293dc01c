import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { int, messageOnly, object, text } from '../../http/answer-schemas';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler, versionOnlyBody, registerResource } from '../../kit/index';
import { STALE_VERSION_MESSAGE } from 'shared/resources';
import { actorOf } from '../cases/actor';
import { makeMove } from '../cases/moves';
import { emitMove } from '../milestones/emit';
import { one } from '../../db/rows';
import { DEDUPE_MESSAGES, dedupeResource as desc, DUPLICATE_REASON_LABELS } from 'mfe-cases/model';
import { scanForDuplicates } from './scan';
import { caseDuplicatePairs as pairs } from '../../db/schema/index';

const route = { validatorCompiler: kitValidatorCompiler };
const caseText = (side: 'case_a' | 'case_b', col: string) => `(SELECT ${col} FROM cases x WHERE x.id = case_duplicate_pairs.${side})`;
const caseCol = (side: 'case_a' | 'case_b', col: string) => sql.raw(caseText(side, col));
const reasonLabels = sql.raw(
  `array_to_string(ARRAY(SELECT CASE r ${Object.entries(DUPLICATE_REASON_LABELS)
    .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
    .join(' ')} END FROM jsonb_array_elements_text(case_duplicate_pairs.reasons) r), ', ')`,
);
const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'case_id', 'reason'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    case_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', maxLength: 900 },
  },
} as const;
const messages = {
  _: { default: 'Send a JSON object.' },
  version: { required: 'Version is required: reload the list and try again.', default: 'Version must be a whole number.' },
  case_id: { required: DEDUPE_MESSAGES.chooseCase, default: DEDUPE_MESSAGES.chooseCase },
  reason: {
    required: DEDUPE_MESSAGES.reasonRequired,
    maxLength: 'The reason must be at most 900 characters.',
    default: 'The reason must be text.',
  },
};

/**
 * /admin/dedupe (right case_master_page): the open suspected pairs (a list on the status index),
 * a scan of new cases, "not a duplicate" and cancelling one case of a pair through the case flow
 * (its 'cancel' move: the flow's who and states apply and the reason lands in its history).
 */
export const dedupeRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc,
    table: pairs,
    // What only SQL can say: the two cases' numbers, applicants and states, and the reasons' labels.
    computed: {
      matched_on: reasonLabels,
      case_a_no: caseCol('case_a', 'case_no'),
      case_a_applicant: caseCol('case_a', 'applicant_name'),
      case_a_status: caseCol('case_a', 'status'),
      case_b_no: caseCol('case_b', 'case_no'),
      case_b_applicant: caseCol('case_b', 'applicant_name'),
      case_b_status: caseCol('case_b', 'status'),
      pair_label: sql.raw(`${caseText('case_a', 'case_no')} || ' and ' || ${caseText('case_b', 'case_no')}`),
    },
    scope: () => eq(pairs.status, 'OPEN'),
    routes: { export: false },
  });

  app.post(
    '/api/dedupe/scan',
    { schema: { response: { 200: object({ count: int, message: text }) } }, config: { right: desc.right } },
    async () => {
      const n = await scanForDuplicates(db);
      return { count: n, message: DEDUPE_MESSAGES.scanned(n) };
    },
  );

  async function decide(tx: Db, id: number, version: number) {
    const [p] = await tx.select().from(pairs).where(eq(pairs.id, id)).for('update');
    if (!p) throw notFound('Pair not found. It may have been decided already; reload the list.');
    if (p.version !== version || p.status !== 'OPEN') throw conflict(STALE_VERSION_MESSAGE);
    return p;
  }
  const settle = (tx: Db, id: number, set: Partial<typeof pairs.$inferInsert>, by: number) =>
    tx
      .update(pairs)
      .set({ ...set, decided_by: by, decided_at: new Date(), updated_at: new Date(), version: sql`${pairs.version} + 1` })
      .where(eq(pairs.id, id));

  app.post<{ Params: { id: string }; Body: { version: number } }>(
    '/api/dedupe/:id/not-duplicate',
    {
      ...route,
      schema: { params: idParamsSchema, body: versionOnlyBody, response: { 200: messageOnly } },
      config: { right: desc.right, messages },
    },
    async (req) => {
      const actor = actorOf(req);
      const id = idOf(req.params.id);
      await db.transaction(async (tx) => {
        await decide(tx, id, req.body.version);
        await settle(tx, id, { status: 'NOT_DUPLICATE', note: 'Not a duplicate' }, actor.id);
      });
      return { message: DEDUPE_MESSAGES.notDuplicate };
    },
  );

  app.post<{ Params: { id: string }; Body: { version: number; case_id: number; reason: string } }>(
    '/api/dedupe/:id/cancel',
    {
      ...route,
      schema: { params: idParamsSchema, body: cancelBody, response: { 200: messageOnly } },
      config: { right: desc.right, messages },
    },
    async (req) => {
      const actor = actorOf(req);
      const id = idOf(req.params.id);
      const reason = req.body.reason.trim();
      if (!reason) throw badRequest({ reason: DEDUPE_MESSAGES.reasonRequired });
      await db.transaction(async (tx) => {
        const p = await decide(tx, id, req.body.version);
        const cancel = req.body.case_id;
        if (cancel !== p.case_a && cancel !== p.case_b) throw badRequest({ case_id: DEDUPE_MESSAGES.chooseCase });
        const keep = cancel === p.case_a ? p.case_b : p.case_a;
        const c = (await one<{ version: number; kept: string }>(
          tx,
          sql`SELECT c.version, (SELECT case_no FROM cases WHERE id = ${keep}) AS kept FROM cases c WHERE c.id = ${cancel}`,
        ))!;
        const comment = `Duplicate of ${c.kept}: ${reason}`;
        const moved = await makeMove(tx, cancel, { move: 'cancel', version: c.version, comment }, actor);
        await emitMove(tx, cancel, { id: 'cancel', to: moved.status, appointmentSet: false });
        await settle(tx, id, { status: 'CANCELLED', cancelled_case_id: cancel, note: comment }, actor.id);
      });
      return { message: DEDUPE_MESSAGES.cancelled };
    },
  );
};
