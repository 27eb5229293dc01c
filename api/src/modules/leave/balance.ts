import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveBalances, leaves } from '../../db/schema/index';
import { conflict } from '../../http/errors';
import { ensureBalance } from './policy';
import { LEAVE_MESSAGES, LEAVE_TYPE_OPTIONS, UNLIMITED_LEAVE_TYPES } from 'mfe-hr/model';

export interface BalanceKey {
  userId: number;
  year: number;
  type: string;
}

const typeLabel = (type: string) => LEAVE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

function refuse(type: string, available: number, days: number): never {
  throw conflict(
    LEAVE_MESSAGES.balance.replace('{type}', typeLabel(type)).replace('{available}', String(available)).replace('{days}', String(days)),
  );
}

/** The balance row, locked for the rest of the transaction (made from the leave policy when missing). */
async function lockedBalance(tx: Db, k: BalanceKey) {
  await ensureBalance(tx, k.userId, k.year, k.type);
  const [row] = await tx
    .select({ id: leaveBalances.id, allotted: leaveBalances.allotted, used: leaveBalances.used })
    .from(leaveBalances)
    .where(and(eq(leaveBalances.user_id, k.userId), eq(leaveBalances.year, k.year), eq(leaveBalances.leave_type, k.type)))
    .for('update');
  return row;
}

/** On applying: allotted - used - other pending days must cover the request (LWP has no limit). */
export async function assertCanApply(tx: Db, k: BalanceKey, days: number): Promise<void> {
  if (UNLIMITED_LEAVE_TYPES.includes(k.type)) return;
  const bal = await lockedBalance(tx, k);
  const [{ pending }] = await tx
    .select({ pending: sql<number>`coalesce(sum(${leaves.days}), 0)`.mapWith(Number) })
    .from(leaves)
    .where(
      and(
        eq(leaves.user_id, k.userId),
        eq(leaves.leave_type, k.type),
        eq(leaves.status, 'PENDING'),
        sql`extract(year from ${leaves.from_date}) = ${k.year}`,
      ),
    );
  const available = bal.allotted - bal.used - pending;
  if (days > available) refuse(k.type, Math.max(available, 0), days);
}

/** On approving: the days move into `used`; never past the allotment except for LWP. */
export async function consume(tx: Db, k: BalanceKey, days: number): Promise<void> {
  const bal = await lockedBalance(tx, k);
  if (!UNLIMITED_LEAVE_TYPES.includes(k.type) && bal.used + days > bal.allotted) refuse(k.type, bal.allotted - bal.used, days);
  await tx
    .update(leaveBalances)
    .set({ used: sql`${leaveBalances.used} + ${days}`, updated_at: new Date(), version: sql`${leaveBalances.version} + 1` })
    .where(eq(leaveBalances.id, bal.id));
}

/** Cancelling an approved leave gives its days back. */
export async function giveBack(tx: Db, k: BalanceKey, days: number): Promise<void> {
  const bal = await lockedBalance(tx, k);
  await tx
    .update(leaveBalances)
    .set({ used: sql`greatest(${leaveBalances.used} - ${days}, 0)`, updated_at: new Date(), version: sql`${leaveBalances.version} + 1` })
    .where(eq(leaveBalances.id, bal.id));
}
