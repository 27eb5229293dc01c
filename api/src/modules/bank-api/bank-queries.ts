import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { makeMove } from '../cases/moves';
import { one } from '../../db/rows';
import { syncCaseWithQueries } from '../queries/case-link';
import { caseQueries, caseQueryComments } from '../../db/schema/index';
import { bankActor, ownCase, type BankScope } from './scope';
import { BANK_CANCELLABLE_STATES, QUERY_MOVES, QUERY_OPEN_STATES, QUERY_SLA_HOURS } from 'mfe-cases/model';

export const BANK_QUERY_BODY_MAX = 2000;
export const BANK_QUERY_SUBJECT_MAX = 200;

/** The body of a query a bank raises, and of its answer in a thread. */
export const raiseQueryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body'],
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: BANK_QUERY_SUBJECT_MAX },
    body: { type: 'string', minLength: 1, maxLength: BANK_QUERY_BODY_MAX },
  },
} as const;
export const answerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: { type: 'string', minLength: 1, maxLength: BANK_QUERY_BODY_MAX } },
} as const;
export const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
export const bankQueryMessages = {
  _: { default: 'Send a JSON object.' },
  subject: { required: 'A subject is required.', default: `The subject must be text of at most ${BANK_QUERY_SUBJECT_MAX} characters.` },
  body: { required: 'Write your message.', default: `The message must be text of at most ${BANK_QUERY_BODY_MAX} characters.` },
  reason: { required: 'A reason is required to cancel a request.', default: 'The reason must be text of at most 500 characters.' },
};

const text = (v: string, field: string, message: string) => {
  const t = v.trim();
  if (!t) throw badRequest({ [field]: message });
  return t;
};

/**
 * A query the bank raises on its case: source BANK, the firm's query desk works it, and the case
 * waits in QUERY_PENDING through the flow (queries/case-link.ts), as for a query staff raise.
 */
export async function raiseBankQuery(db: Db, scope: BankScope, caseId: number, body: { subject: string; body: string }) {
  const subject = text(body.subject, 'subject', 'A subject is required.');
  const description = text(body.body, 'body', 'Write your message.');
  return db.transaction(async (tx) => {
    await ownCase(tx, scope, caseId);
    const [row] = await tx
      .insert(caseQueries)
      .values({
        case_id: caseId,
        source: 'BANK',
        type: 'REPORT_QUERY',
        priority: 'MEDIUM',
        subject,
        description,
        sla_due: new Date(Date.now() + (QUERY_SLA_HOURS.MEDIUM ?? 48) * 3_600_000),
      })
      .returning({ id: caseQueries.id });
    const queryNo = `QRY-${String(row.id).padStart(6, '0')}`;
    await tx.update(caseQueries).set({ query_no: queryNo }).where(eq(caseQueries.id, row.id));
    await tx.insert(caseQueryComments).values({ query_id: row.id, move: 'raise', body: description, author_label: scope.label });
    await syncCaseWithQueries(tx, caseId, bankActor('case_master_page'), `Query ${queryNo} from the bank: ${subject}`.slice(0, 1000));
    return { id: row.id, query_no: queryNo };
  });
}

/**
 * The bank's answer in a query's thread. A query the firm is waiting on the bank for (Awaiting
 * client) goes back to In progress, the flow's 'client-replied' move; a resolved or closed one is
 * not reopened by a reply (the firm reopens it if need be).
 */
export async function answerBankQuery(db: Db, scope: BankScope, caseId: number, queryId: number, body: { body: string }) {
  const message = text(body.body, 'body', 'Write your message.');
  await db.transaction(async (tx) => {
    await ownCase(tx, scope, caseId);
    const [q] = await tx
      .select()
      .from(caseQueries)
      .where(and(eq(caseQueries.id, queryId), eq(caseQueries.case_id, caseId)))
      .for('update');
    if (!q) throw notFound('No such query.');
    if (!QUERY_OPEN_STATES.includes(q.status)) throw conflict('This query is closed: raise a new one.');
    const replied = QUERY_MOVES.find((m) => m.id === 'client-replied')!;
    const moves = replied.from.includes(q.status);
    await tx
      .insert(caseQueryComments)
      .values({ query_id: queryId, body: message, author_label: scope.label, move: moves ? replied.id : null });
    await tx
      .update(caseQueries)
      .set({ ...(moves ? { status: replied.to } : {}), version: sql`${caseQueries.version} + 1`, updated_at: new Date() })
      .where(eq(caseQueries.id, queryId));
  });
}

/** The bank cancels its request before the firm allocates it: the flow's 'cancel' move, with its reason. */
export async function cancelBankCase(db: Db, scope: BankScope, caseId: number, reason: string) {
  const why = text(reason, 'reason', 'A reason is required to cancel a request.');
  await db.transaction(async (tx) => {
    const c = await ownCase(tx, scope, caseId);
    if (!BANK_CANCELLABLE_STATES.includes(c.status))
      throw conflict('The firm has already allocated this case: ask the firm to cancel it through a query.');
    const locked = await one<{ version: number }>(tx, sql`SELECT version FROM cases WHERE id = ${caseId} FOR UPDATE`);
    await makeMove(
      tx,
      caseId,
      { move: 'cancel', version: locked!.version, comment: `Cancelled by the bank (${scope.label}): ${why}` },
      bankActor('initiated_case_page'),
    );
  });
}
