import type { DbHandle } from '../src/db/client';

/**
 * A dozen hand-made cases in a company branch of their own ("Test Office"), in 2019 (the demo
 * data covers only the last two years). Every change goes through the cases trigger, as the app's
 * would. Actors: staff S (office work), admin A (release, cancel, hold), engineer E (site visits).
 * Times are Indian (+05:30). The expected figures in dashboard.test.ts are counted from this list.
 */
export interface Fixture {
  branchId: number;
  staff: number;
  admin: number;
  engineer: number;
  cases: Record<string, number>;
}

type Step = [status: string, at: string, by: 'S' | 'A' | 'E', comment?: string];

const CASES: [key: string, received: string, pincode: string, city: string, steps: Step[]][] = [
  [
    'c1',
    '2019-03-05 10:00',
    '400001',
    'Mumbai',
    [
      ['ALLOCATED', '03-05 15:00', 'S'],
      ['SITE_VISIT', '03-06 11:00', 'E'],
      ['WIP', '03-06 16:00', 'S'],
      ['STAGE_REVIEW', '03-07 12:00', 'S'],
      ['RELEASED', '03-08 12:00', 'A'],
    ],
  ],
  [
    'c2',
    '2019-03-05 11:00',
    '400001',
    'Mumbai',
    [
      ['ALLOCATED', '03-05 16:00', 'S'],
      ['SITE_VISIT', '03-07 10:00', 'E'],
    ],
  ],
  ['c3', '2019-03-10 10:00', '400002', 'Mumbai', []],
  ['c4', '2019-03-10 12:00', '411001', 'Pune', [['CANCELLED', '03-11 10:00', 'A', 'Case withdrawn by bank']]],
  [
    'c5',
    '2019-03-15 09:30',
    '411001',
    'Pune',
    [
      ['ALLOCATED', '03-15 13:00', 'S'],
      ['SITE_VISIT', '03-16 11:00', 'E'],
      ['WIP', '03-16 15:00', 'S'],
      ['STAGE_REVIEW', '03-18 12:00', 'S'],
      ['RELEASED', '03-20 17:00', 'A'],
      ['DISPATCHED', '03-21 11:00', 'S'],
      ['CLOSED', '03-30 10:00', 'A'],
    ],
  ],
  // 23:00 IST on 31 March is still March in India (17:30 UTC).
  ['c6', '2019-03-31 23:00', '400002', 'Mumbai', []],
  // 00:30 IST on 1 April is April in India, though still 31 March in UTC.
  [
    'c7',
    '2019-04-01 00:30',
    '400001',
    'Mumbai',
    [
      ['ALLOCATED', '04-01 11:00', 'S'],
      ['ON_HOLD', '04-03 10:00', 'A', 'Applicant not available'],
    ],
  ],
  [
    'c8',
    '2019-04-02 10:00',
    '560001',
    'Bengaluru',
    [
      ['ALLOCATED', '04-02 12:00', 'S'],
      ['SITE_VISIT', '04-03 10:00', 'E'],
      ['WIP', '04-03 15:00', 'S'],
      ['STAGE_REVIEW', '04-04 12:00', 'S'],
      ['RELEASED', '04-05 12:00', 'A'],
    ],
  ],
  ['c9', '2019-04-15 10:00', '560001', 'Bengaluru', []],
  [
    'c10',
    '2019-02-27 10:00',
    '400001',
    'Mumbai',
    [
      ['ALLOCATED', '02-27 14:00', 'S'],
      ['SITE_VISIT', '02-28 10:00', 'E'],
      ['WIP', '02-28 15:00', 'S'],
      ['STAGE_REVIEW', '03-01 12:00', 'S'],
      ['RELEASED', '03-02 12:00', 'A'],
    ],
  ],
  [
    'c11',
    '2019-05-10 10:00',
    '411001',
    'Pune',
    [
      ['ALLOCATED', '05-10 12:00', 'S'],
      ['QUERY_PENDING', '05-12 10:00', 'A', 'Sale deed copy awaited'],
    ],
  ],
  ['c12', '2019-03-20 10:00', '400003', 'Thane', [['ALLOCATED', '03-21 10:00', 'S']]],
];

export async function insertFixture(db: DbHandle): Promise<Fixture> {
  const [{ id: branchId }] = await db.query<{ id: number }>(
    `INSERT INTO company_branches (code, branch_name, state, state_code, pincode) VALUES ('TST', 'Test Office', 'Maharashtra', '27', '400001') RETURNING id`,
  );
  const user = async (name: string, designation: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash, designation, company_branch_id) VALUES ($1, $2, 'x', $3, $4) RETURNING id`,
        [name, `${name.toLowerCase().replace(/ /g, '.')}@test.example.com`, designation, branchId],
      )
    )[0].id;
  const ids = {
    S: await user('Sneha Staff', 'Report Maker'),
    A: await user('Arun Admin', 'Approver'),
    E: await user('Eshan Engineer', 'Site Engineer'),
  };
  const [{ id: bankId }] = await db.query<{ id: number }>(
    `INSERT INTO banks (name, short_name, default_tat_days) VALUES ('Test Bank', 'TB', 5) RETURNING id`,
  );
  const [{ id: bankBranchId }] = await db.query<{ id: number }>(
    `INSERT INTO bank_branches (bank_id, branch_name, city, company_branch_id) VALUES ($1, 'Fort', 'Mumbai', $2) RETURNING id`,
    [bankId, branchId],
  );
  const cases: Record<string, number> = {};
  for (const [key, received, pincode, city, steps] of CASES) {
    const at = `${received}+05:30`;
    const [{ id }] = await db.query<{ id: number }>(
      `INSERT INTO cases (case_no, bank_id, bank_branch_id, company_branch_id, received_at, pincode, city, fee,
                          status_changed_at, status_changed_by, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 3000, $5, $8, $8, $5) RETURNING id`,
      [`TST/1819/${key}`, bankId, bankBranchId, branchId, at, pincode, city, ids.S],
    );
    cases[key] = id;
    for (const [status, when, by, comment] of steps) {
      await db.query(
        `UPDATE cases SET status = $2, status_changed_at = $3, status_changed_by = $4, status_comment = $5,
                          site_engineer_id = CASE WHEN $2 = 'ALLOCATED' THEN $6::int ELSE site_engineer_id END
         WHERE id = $1`,
        [id, status, `2019-${when}+05:30`, ids[by], comment ?? null, ids.E],
      );
    }
  }
  return { branchId, staff: ids.S, admin: ids.A, engineer: ids.E, cases };
}
