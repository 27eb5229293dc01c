import { and, eq } from 'drizzle-orm';
import { carryForward, LEAVE_TYPE_OPTIONS, policyFor, proRata } from 'mfe-hr/model';
import type { Db } from '../../db/client';
import { leaveBalances, leavePolicies, users } from '../../db/schema/index';

/**
 * A balance's allotment when it is first made, from the Leave Policy master: the year's entitlement
 * of the person's employment type (joining type), pro rata in the joining year, plus what the
 * previous year's balance of the type carries forward (its unused days, at most the policy's
 * maximum). A type without a policy row starts at 0 (HR allots it, e.g. compensatory off).
 */
async function initialAllotment(tx: Db, userId: number, year: number, type: string): Promise<number> {
  const [who] = await tx.select({ join: users.join_date, employment: users.joing_type }).from(users).where(eq(users.id, userId));
  if (!who) return 0;
  const policy = policyFor(await tx.select().from(leavePolicies).where(eq(leavePolicies.leave_type, type)), type, who.employment);
  if (!policy) return 0;
  let allotted = proRata(policy.days_per_year, who.join, year);
  if (policy.carry_forward_max > 0) {
    const [prev] = await tx
      .select({ allotted: leaveBalances.allotted, used: leaveBalances.used })
      .from(leaveBalances)
      .where(and(eq(leaveBalances.user_id, userId), eq(leaveBalances.year, year - 1), eq(leaveBalances.leave_type, type)));
    if (prev) allotted += carryForward(prev.allotted, prev.used, policy.carry_forward_max);
  }
  return Math.min(allotted, 366);
}

/** Makes the balance of one type and year from the policy when it does not exist yet (an existing one is never changed). */
export async function ensureBalance(tx: Db, userId: number, year: number, type: string): Promise<void> {
  const [have] = await tx
    .select({ id: leaveBalances.id })
    .from(leaveBalances)
    .where(and(eq(leaveBalances.user_id, userId), eq(leaveBalances.year, year), eq(leaveBalances.leave_type, type)));
  if (have) return;
  await tx
    .insert(leaveBalances)
    .values({ user_id: userId, year, leave_type: type, allotted: await initialAllotment(tx, userId, year, type) })
    .onConflictDoNothing({ target: [leaveBalances.user_id, leaveBalances.year, leaveBalances.leave_type] });
}

/** Every policy type's balance of a year (at joining, and when someone first looks at a new year). */
export async function ensureBalances(tx: Db, userId: number, year: number): Promise<void> {
  const types = new Set((await tx.select({ t: leavePolicies.leave_type }).from(leavePolicies)).map((r) => r.t));
  for (const { value } of LEAVE_TYPE_OPTIONS) if (types.has(value)) await ensureBalance(tx, userId, year, value);
}
