import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays, leaveBalances, leaveEvents, leaves } from '../../db/schema/index';
import { leaveDays } from 'mfe-hr/model';
import { GAZETTED_HOLIDAYS, LEAVE_ALLOTMENT, LEAVE_REASONS } from './scale-rows';

/** The gazetted holidays of one year as [day, name, kind]. */
const holidayList = (year: number) =>
  GAZETTED_HOLIDAYS.map(
    ([m, d, name, kind]) => [`${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, name, kind] as const,
  );

/** Holidays, balances for every active person this year, and leaves in each status. */
export async function seedLeaveDemo(tx: Db, opts: { userIds: number[]; adminId: number; year: number }): Promise<void> {
  // The cases' migration already lists some national holidays: keep theirs, add the rest.
  await tx
    .insert(holidays)
    .values(holidayList(opts.year).map(([day, name, kind]) => ({ day, name, kind })))
    .onConflictDoNothing();
  await tx
    .insert(leaveBalances)
    .values(
      opts.userIds.flatMap((user_id) =>
        Object.entries(LEAVE_ALLOTMENT).map(([leave_type, allotted]) => ({ user_id, year: opts.year, leave_type, allotted })),
      ),
    );
  const hol = new Set(holidayList(opts.year).map(([d]) => d));
  const statuses = ['APPROVED', 'PENDING', 'REJECTED', 'APPROVED', 'CANCELLED', 'PENDING'] as const;
  for (let i = 0; i < 12; i++) {
    const userId = opts.userIds[(i * 5 + 3) % opts.userIds.length];
    const month = 1 + (i % 11);
    const from = `${opts.year}-${String(month).padStart(2, '0')}-${String(3 + (i % 20)).padStart(2, '0')}`;
    const to = `${opts.year}-${String(month).padStart(2, '0')}-${String(4 + (i % 20)).padStart(2, '0')}`;
    const type = ['CL', 'SL', 'EL'][i % 3];
    const days = leaveDays(from, to, 'NONE', hol) ?? 0;
    if (days <= 0) continue;
    const status = statuses[i % statuses.length];
    const decided = status === 'APPROVED' || status === 'REJECTED';
    const [row] = await tx
      .insert(leaves)
      .values({
        user_id: userId,
        leave_type: type,
        from_date: from,
        to_date: to,
        half_days: 'NONE',
        days,
        reason: LEAVE_REASONS[i % LEAVE_REASONS.length],
        status,
        decided_by: decided ? opts.adminId : null,
        decided_at: decided ? new Date() : null,
        decision_comment: status === 'REJECTED' ? 'Quarter-end audit week: please choose other dates' : null,
        applied_by: userId,
      })
      .returning({ id: leaves.id });
    await tx.insert(leaveEvents).values({ leave_id: row.id, move: 'apply', to_status: 'PENDING', by_user: userId });
    if (status !== 'PENDING')
      await tx.insert(leaveEvents).values({
        leave_id: row.id,
        move: status === 'APPROVED' ? 'approve' : status === 'REJECTED' ? 'reject' : 'cancel',
        from_status: 'PENDING',
        to_status: status,
        by_user: opts.adminId,
      });
    if (status === 'APPROVED') {
      await tx
        .update(leaveBalances)
        .set({ used: sql`${leaveBalances.used} + ${days}` })
        .where(and(eq(leaveBalances.user_id, userId), eq(leaveBalances.year, opts.year), eq(leaveBalances.leave_type, type)));
    }
  }
}
