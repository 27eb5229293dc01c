import { eq, sql } from 'drizzle-orm';
import type { TaskStatus } from 'mfe-hr/model';
import type { PageName } from 'shared/resources';
import { EMPLOYEE_PAGE_NAMES, HR_PAGE_NAMES, PAGE_NAMES } from 'shared/resources';
import type { Db } from '../db/client';
import { MIGRATION_LOCK_ID } from '../db/migrate';
import { companyBranches, companyProfile, pageRights, tasks, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { seedDispatchDemo } from '../modules/dispatch/demo-seed';
import { seedRealEstateDemo } from '../modules/realestate/demo-seed';
import { seedProjectsDemo } from '../modules/projects/demo-seed';
import { seedDummyUsersDemo } from '../modules/users-dummy/demo-seed';
import { seedCasesDemo } from '../modules/cases/demo-seed';
import { seedQueriesDemo } from '../modules/queries/demo-seed';
import { seedDedupeDemo } from '../modules/dedupe/demo-seed';
import { seedSameDayDemo } from '../modules/same-day/demo-seed';
import { seedPickupsDemo } from '../modules/pickups/demo-seed';
import { seedCouriersDemo } from '../modules/couriers/demo-seed';
import { seedBillsDemo } from '../modules/bills/demo-seed';
import { seedPincodesDemo } from '../modules/pincodes/demo-seed';
import { seedDocumentTypesDemo } from '../modules/document-types/demo-seed';
import { seedNdmaDemo } from '../modules/ndma-hazards/demo-seed';
import { seedEmailContactsDemo } from '../modules/email-contacts/demo-seed';
import { seedBranchUsersDemo } from '../modules/branch-users/demo-seed';
import { seedNotesDemo } from '../modules/notes/demo-seed';
import { seedAgreementsDemo } from '../modules/agreements/demo-seed';
import { seedFeedbackDemo } from '../modules/feedback/demo-seed';
import { seedMisReportsDemo } from '../modules/mis-reports/demo-seed';
import { seedPaymentAccountsDemo } from '../modules/payment-accounts/demo-seed';
import { seedCompanyDocumentsDemo } from '../modules/company-documents/demo-seed';
import { seedHrDemo } from '../modules/hr-common/demo-seed';
import { seedOnlineRequestsDemo } from '../modules/online-requests/demo-seed';
import { seedReadyReckonerDemo } from '../modules/ready-reckoner/demo-seed';
import { seedMarketDataDemo } from '../modules/market-data/demo-seed';
import { seedTechnicalPoliciesDemo } from '../modules/technical-policy/demo-seed';
import { DEMO_CASES, seedCases } from './cases/index';
import {
  COMPANY_BRANCHES,
  COMPANY_PROFILE,
  DEMO_PASSWORD,
  FIRST_NAMES,
  PRIORITIES,
  ROLES,
  SURNAMES,
  TASK_TITLES,
  TASK_TYPES,
} from './demo-data';

export interface SeedResult {
  seeded: boolean;
}

/** A small deterministic generator so every fresh database holds the same demo data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * Demo data (idempotent: does nothing when admin@example.com exists). Every demo login's
 * password is `demo1234`. The generated staff share one hash (hashing is deliberately slow).
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const [present] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (present) return { seeded: false };
  const [adminHash, employeeHash, branchHash, hrHash, staffHash] = await Promise.all(
    Array.from({ length: 5 }, () => hashPassword(DEMO_PASSWORD)),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    if (exists) return { seeded: false };

    const branches = await tx.insert(companyBranches).values(COMPANY_BRANCHES).returning({ id: companyBranches.id });
    await tx.insert(companyProfile).values(COMPANY_PROFILE);
    const branchId = (i: number) => branches[i % branches.length].id;
    const today = new Date();

    const base = { country: 'India', status: '1' as const, join_date: '2021-04-01' };
    const [admin] = await tx
      .insert(users)
      .values({
        ...base,
        name: 'Admin User',
        email: 'admin@example.com',
        password_hash: adminHash,
        kind: 'admin',
        role: 'Level-3',
        designation: 'Administrator',
        mobile_no: '9820012345',
        city: 'Mumbai',
        pincode: '400051',
        company_branch_id: branchId(0),
        rating: 4.6,
      })
      .returning({ id: users.id });
    const [hr] = await tx
      .insert(users)
      .values({
        ...base,
        name: 'HR Manager',
        email: 'hr@example.com',
        password_hash: hrHash,
        kind: 'admin',
        designation: 'HR Manager',
        mobile_no: '9820054321',
        city: 'Pune',
        pincode: '411005',
        company_branch_id: branchId(1),
        reporting_manager_id: admin.id,
        rating: 4.2,
      })
      .returning({ id: users.id });
    const [employee] = await tx
      .insert(users)
      .values({
        ...base,
        name: 'Employee User',
        email: 'employee@example.com',
        password_hash: employeeHash,
        kind: 'employee',
        role: 'Site Inspector',
        designation: 'Site Engineer',
        mobile_no: '9876543210',
        city: 'Mumbai',
        pincode: '400069',
        company_branch_id: branchId(0),
        reporting_manager_id: admin.id,
        rating: 3.9,
      })
      .returning({ id: users.id });

    const rand = rng(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const staffValues = Array.from({ length: 36 }, (_, i) => {
      const name = FIRST_NAMES[i % FIRST_NAMES.length];
      const surname = SURNAMES[(i * 7) % SURNAMES.length];
      const b = i % COMPANY_BRANCHES.length;
      return {
        name,
        surname,
        email: `${name}.${surname}.${i + 1}@example.com`.toLowerCase(),
        password_hash: staffHash,
        kind: 'employee' as const,
        role: pick(ROLES),
        designation: pick(['Site Engineer', 'Report Maker', 'Approver', 'Billing Executive', 'Telecaller', 'Dispatch']),
        mobile_no: `9${String(800000000 + i * 7919).padStart(9, '0')}`,
        city: COMPANY_BRANCHES[b].branch_name,
        pincode: COMPANY_BRANCHES[b].pincode,
        country: 'India',
        join_date: isoDate(new Date(Date.UTC(2019 + (i % 6), i % 12, 1 + (i % 27)))),
        company_branch_id: branchId(b),
        reporting_manager_id: admin.id,
        rating: Math.round((2.5 + rand() * 2.5) * 10) / 10,
        // A few self-registrations still waiting for verification.
        status: (i % 9 === 8 ? '0' : '1') as '0' | '1',
      };
    });
    const staff = await tx.insert(users).values(staffValues).returning({ id: users.id });

    const rights = (userId: number, granted: readonly PageName[]) =>
      PAGE_NAMES.map((page_name) => ({
        user_id: userId,
        page_name,
        view_status: (granted.includes(page_name) ? '1' : '0') as '1' | '0',
      }));
    await tx
      .insert(pageRights)
      .values([
        ...rights(admin.id, PAGE_NAMES),
        ...rights(hr.id, HR_PAGE_NAMES),
        ...rights(employee.id, EMPLOYEE_PAGE_NAMES),
        ...staff.flatMap((s) => rights(s.id, EMPLOYEE_PAGE_NAMES)),
      ]);

    const people = [admin.id, hr.id, employee.id, ...staff.map((s) => s.id)];
    const statuses: TaskStatus[] = ['0', '0', '0', '1', '1', '2', '2', '2', '3'];
    const taskValues = Array.from({ length: 48 }, (_, i) => {
      const due = new Date(today.getTime() + (Math.floor(rand() * 30) - 10) * 86_400_000);
      return {
        title: TASK_TITLES[i % TASK_TITLES.length],
        description: `Demo task ${i + 1}`,
        type: pick(TASK_TYPES),
        linked_entity: i % 3 === 0 ? `case:BR/2526/${String(100 + i).padStart(6, '0')}` : null,
        assigned_to: i % 4 === 0 ? employee.id : pick(people),
        assigned_by: i % 2 === 0 ? admin.id : hr.id,
        due_date: isoDate(due),
        priority: pick(PRIORITIES),
        status: statuses[i % statuses.length],
      };
    });
    await tx.insert(tasks).values(taskValues);
    await seedDispatchDemo(tx, { adminId: admin.id, branchIds: branches.map((b) => b.id) });
    await seedRealEstateDemo(tx);
    await seedDummyUsersDemo(tx, { adminId: admin.id });
    await seedCases(tx, { cases: DEMO_CASES });
    // Once the cases seed has made the bank branches: a bank-branch login belongs to one.
    await tx.execute(sql`
      INSERT INTO branch_users (name, email, password_hash, bank_branch_id)
      SELECT v.name, v.email, v.hash, bb.id
      FROM (VALUES ('SBI Andheri East Branch', 'branch@example.com', ${branchHash}, 'SBI', 'Andheri East'),
                   ('HDFC Bank Koregaon Park', 'hdfc.pune@example.com', ${staffHash}, 'HDFC', 'Koregaon Park')) AS v(name, email, hash, bank, branch)
      JOIN banks b ON b.short_name = v.bank
      JOIN bank_branches bb ON bb.bank_id = b.id AND bb.branch_name = v.branch`);
    await seedCasesDemo(tx, { adminId: admin.id, employeeId: employee.id });
    await seedQueriesDemo(tx, { adminId: admin.id, employeeId: employee.id });
    await seedDedupeDemo(tx, { adminId: admin.id });
    await seedSameDayDemo(tx, { adminId: admin.id, employeeId: employee.id });
    await seedPickupsDemo(tx, { runnerId: employee.id });
    await seedCouriersDemo(tx, { receiverIds: [admin.id, employee.id] });
    await seedBillsDemo(tx);
    await seedPincodesDemo(tx);
    await seedReadyReckonerDemo(tx);
    await seedMarketDataDemo(tx);
    await seedTechnicalPoliciesDemo(tx);
    await seedDocumentTypesDemo(tx);
    await seedNdmaDemo(tx);
    // After the pincode and NDMA masters: a new project takes its hazards from them (0744).
    await seedProjectsDemo(tx);
    await seedEmailContactsDemo(tx);
    await seedBranchUsersDemo(tx);
    await seedNotesDemo(tx, { authorId: admin.id });
    await seedAgreementsDemo(tx);
    await seedFeedbackDemo(tx);
    await seedMisReportsDemo(tx);
    await seedPaymentAccountsDemo(tx);
    await seedCompanyDocumentsDemo(tx);
    await seedOnlineRequestsDemo(tx, { adminId: admin.id });
    await seedHrDemo(tx, { adminId: admin.id, hrId: hr.id, employeeId: employee.id, staffIds: staff.map((s) => s.id) });
    return { seeded: true };
  });
}
