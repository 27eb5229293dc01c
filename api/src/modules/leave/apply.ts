import { and, between, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { HalfDays } from 'mfe-hr/model';
import type { UserDTO } from 'shared/resources';
import { toColumns, validateRecord } from 'shared/resources';
import type { Db } from '../../db/client';
import { holidays, leaveEvents, leaves, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { holds } from '../hr-common/actor';
import { assertMove } from '../hr-common/flow';
import { LEAVE_FLOW, LEAVE_MESSAGES, leaveDays, leaveRoles, leavesResource as desc } from 'mfe-hr/model';
import { assertCanApply, consume, giveBack } from './balance';

async function holidaySet(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ d: holidays.day })
    .from(holidays)
    .where(between(holidays.day, from, to));
  return new Set(rows.map((r) => r.d));
}

/**
 * Applies for a leave (for oneself, or for someone else with leave_approval_all): one transaction
 * with the person's row locked, so two requests at once cannot both pass the overlap and balance
 * checks. Answers the new leave's id. Used by Leave Management and by My work.
 */
export async function applyLeave(db: Db, me: UserDTO, body: Record<string, unknown>): Promise<number> {
  const errors = validateRecord(desc, body, 'create');
  if (Object.keys(errors).length) throw badRequest(errors);
  const columns = toColumns(desc, body, 'create') as Record<string, unknown>;
  const userId = (columns.user_id as number | null | undefined) ?? me.id;
  if (userId !== me.id && !holds(me, 'leave_approval_all')) throw forbidden(LEAVE_MESSAGES.otherUser);
  const from = columns.from_date as string;
  const to = columns.to_date as string;
  const half = ((columns.half_days as string) || 'NONE') as HalfDays;
  const days = leaveDays(from, to, half, await holidaySet(db, from, to));
  if (days === null) throw badRequest({ to_date: 'To Date cannot be before From Date' });
  if (days <= 0) throw badRequest({ from_date: LEAVE_MESSAGES.noWorkingDay });

  const id = await db.transaction(async (tx) => {
    const [who] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!who) throw badRequest({ user_id: 'Choose a valid Employee' });
    const [clash] = await tx
      .select({ from: leaves.from_date, to: leaves.to_date })
      .from(leaves)
      .where(
        and(
          eq(leaves.user_id, userId),
          inArray(leaves.status, ['PENDING', 'APPROVED']),
          lte(leaves.from_date, to),
          gte(leaves.to_date, from),
        ),
      )
      .limit(1);
    if (clash) throw conflict(LEAVE_MESSAGES.overlap.replace('{from}', clash.from).replace('{to}', clash.to));
    await assertCanApply(tx, { userId, year: Number(from.slice(0, 4)), type: columns.leave_type as string }, days);
    const [row] = await tx
      .insert(leaves)
      .values({
        user_id: userId,
        leave_type: columns.leave_type as string,
        from_date: from,
        to_date: to,
        half_days: half,
        days,
        reason: columns.reason as string,
        status: LEAVE_FLOW.initial,
        applied_by: me.id,
      })
      .returning({ id: leaves.id });
    await tx
      .insert(leaveEvents)
      .values({ leave_id: row.id, move: 'apply', to_status: LEAVE_FLOW.initial, comment: columns.reason as string, by_user: me.id });
    return row.id;
  });
  return id;
}

/** A move of LEAVE_FLOW on leave `id` by `me` (who may make it: leaveRoles), with the balance kept. */
export async function moveLeave(db: Db, me: UserDTO, id: number, body: { move: string; comment?: string; version: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...getTableColumns(leaves), reporting_manager_id: users.reporting_manager_id })
      .from(leaves)
      .innerJoin(users, eq(users.id, leaves.user_id))
      .where(eq(leaves.id, id))
      .for('update', { of: leaves });
    if (!row) throw notFound('Leave not found. It may have been removed; reload the list.');
    const m = assertMove(LEAVE_FLOW, row, body, leaveRoles(me, row));
    const key = { userId: row.user_id, year: Number(row.from_date.slice(0, 4)), type: row.leave_type };
    if (m.to === 'APPROVED') await consume(tx, key, row.days);
    if (row.status === 'APPROVED' && m.to === 'CANCELLED') await giveBack(tx, key, row.days);
    const comment = body.comment?.trim() || null;
    await tx
      .update(leaves)
      .set({
        status: m.to,
        ...(m.id === 'cancel' ? {} : { decided_by: me.id, decided_at: new Date() }),
        ...(comment ? { decision_comment: comment } : {}),
        version: sql`${leaves.version} + 1`,
        updated_at: new Date(),
      })
      .where(and(eq(leaves.id, id), eq(leaves.version, row.version)));
    await tx.insert(leaveEvents).values({ leave_id: id, move: m.id, from_status: row.status, to_status: m.to, comment, by_user: me.id });
    return m;
  });
}
