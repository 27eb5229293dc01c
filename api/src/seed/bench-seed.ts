/**
 * Bulk data for the kit's benchmark (tools/bench/crud.bench.mjs), never for the product:
 *   tsx api/src/seed/bench-seed.ts <dataDir> <users> <tasks>
 * Migrates and loads the demo data, then adds N users and N tasks with one generate_series INSERT
 * each (seconds, not row-by-row), and refreshes the planner statistics.
 */
import { openDb, type DbHandle } from '../db/client';
import { migrate, vacuumIfEmbedded } from '../db/migrate';
import { seedDemo } from './seed-demo';

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Priya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Meera',
  'Neha',
  'Riya',
  'Lakshmi',
  'Suresh',
  'Ramesh',
  'Mahesh',
  'Kiran',
  'Deepak',
  'Sunita',
  'Anil',
  'Farhan',
  'Imran',
  'Gurpreet',
  'Harpreet',
  'Joseph',
  'Thomas',
  'Venkat',
  'Srinivas',
];
const LAST = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Kulkarni',
  'Deshpande',
  'Gupta',
  'Singh',
  'Khan',
  'Das',
  'Menon',
  'Joshi',
  'Rao',
  'Pillai',
  'Chatterjee',
  'Mehta',
  'Shah',
  'Verma',
  'Naidu',
];
const TITLES = [
  'Call bank for pending documents',
  'Upload site photos',
  'Review draft report',
  'Collect fee cheque',
  'Dispatch hard copy by courier',
  'Schedule site visit with applicant',
  'Update ready reckoner rates',
  'Verify approved plan copy',
  'Reply to bank query on valuation',
  'Renew empanelment documents',
  'Prepare monthly MIS',
  'Follow up on unbilled cases',
];

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

export async function benchSeed(handle: DbHandle, users: number, tasks: number): Promise<void> {
  await migrate(handle);
  await seedDemo(handle.db);
  await handle.exec(`
    INSERT INTO users (name, surname, email, password_hash, kind, role, designation, mobile_no, city, pincode, country,
                       join_date, company_branch_id, reporting_manager_id, rating, status)
    SELECT (${arr(FIRST)})[1 + i % ${FIRST.length}], (${arr(LAST)})[1 + (i * 7) % ${LAST.length}],
           'bench.user' || i || '@example.com', (SELECT password_hash FROM users WHERE email = 'employee@example.com'),
           'employee', (ARRAY['Site Inspector','Level-1','Level-2','Level-3','others'])[1 + i % 5], 'Site Engineer',
           (7000000000 + i)::text, 'Mumbai', '400051', 'India', date '2015-01-01' + (i % 3650),
           (SELECT min(id) FROM company_branches) + i % 7, (SELECT min(id) FROM users), (i % 50) / 10.0,
           CASE WHEN i % 9 = 0 THEN '0' ELSE '1' END
    FROM generate_series(1, ${users}) AS i;
    INSERT INTO tasks (title, description, type, assigned_to, assigned_by, due_date, priority, status)
    SELECT (${arr(TITLES)})[1 + i % ${TITLES.length}] || ' #' || i, 'Bench task ' || i,
           (ARRAY['CASE','BILL','COURIER','MASTER','HR','GENERAL'])[1 + i % 6],
           (SELECT min(id) FROM users) + i % 1000, (SELECT min(id) FROM users), date '2025-01-01' + (i % 700),
           (ARRAY['LOW','MEDIUM','HIGH','URGENT'])[1 + i % 4], (ARRAY['0','0','1','2','3'])[1 + i % 5]
    FROM generate_series(1, ${tasks}) AS i;
  `);
  await vacuumIfEmbedded(handle);
}

if (process.argv[1]?.endsWith('bench-seed.ts')) {
  const [dataDir, users = '100000', tasks = '100000'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: bench-seed.ts <dataDir> [users] [tasks]');
  const started = Date.now();
  const handle = await openDb({ dataDir });
  try {
    await benchSeed(handle, Number(users), Number(tasks));
  } finally {
    await handle.close();
  }
  console.log(`seeded ${users} users and ${tasks} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
