import type { Db } from '../../db/client';
import { seedLeaveDemo } from '../leave/demo-seed';
import { seedTicketsDemo } from '../tickets/demo-seed';
import { seedAssetsDemo } from '../assets/demo-seed';
import { seedLettersDemo } from '../letters/demo-seed';
import { seedLearningsDemo } from '../learnings/demo-seed';
import { seedPositionsDemo } from '../employee-locations/demo-seed';
import { seedTutorialsDemo } from '../tutorials/demo-seed';
import { users } from '../../db/schema/index';
import { inArray } from 'drizzle-orm';
import { businessToday } from '../../kit/business-time';

export interface HrSeedPeople {
  adminId: number;
  hrId: number;
  employeeId: number;
  staffIds: number[];
}

/** Demo data of every Hr page (one call line in seed/seed-demo.ts). */
export async function seedHrDemo(tx: Db, p: HrSeedPeople): Promise<void> {
  const year = Number(businessToday().slice(0, 4));
  const everyone = [p.adminId, p.hrId, p.employeeId, ...p.staffIds];
  await seedLeaveDemo(tx, { userIds: everyone, adminId: p.adminId, year });
  await seedAssetsDemo(tx, { userIds: [p.employeeId, ...p.staffIds], adminId: p.adminId });
  const people = await tx
    .select({ id: users.id, name: users.name, designation: users.designation, join_date: users.join_date })
    .from(users)
    .where(inArray(users.id, p.staffIds.slice(0, 8)));
  await seedLettersDemo(tx, { people, adminId: p.adminId });
  await seedLearningsDemo(tx, { authorIds: [p.hrId, p.adminId] });
  await seedPositionsDemo(tx, { userIds: [p.employeeId, ...p.staffIds] });
  await seedTutorialsDemo(tx, { authorId: p.hrId });
  await seedTicketsDemo(tx, { raisers: [p.employeeId, ...p.staffIds.slice(0, 5)], assignees: [p.adminId, p.hrId] });
}
