import { and, eq, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/** Employees who registered and wait for a decision, and those this page decided. */
export const applicantScope = and(eq(users.kind, 'employee'), or(eq(users.status, '0'), sql`${users.master_approval} IS NOT NULL`));

/** The stage from the onboarding fields (master_approval decides; then branch_head_approval). */
export const STAGE_SQL = sql<string>`CASE WHEN ${users.master_approval} = 'Yes' THEN 'APPROVED' WHEN ${users.master_approval} = 'No' THEN 'REJECTED'
  WHEN ${users.branch_head_approval} = 'Yes' THEN 'MASTER' ELSE 'BRANCH_HEAD' END`;
