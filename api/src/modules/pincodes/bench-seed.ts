/**
 * Bulk data for the masters' benchmark (tools/bench/masters.bench.mjs), never for the product:
 *   tsx api/src/modules/pincodes/bench-seed.ts <dataDir> [rows]
 * Migrates and loads the demo data, then adds, with one generate_series INSERT per table:
 * 19,000 pincodes spread over India's postal circles plus `rows` more (other localities), and
 * `rows` e-mail contacts, notes, agreements, NDMA rows, document types and branch users.
 */
import { openDb, type DbHandle } from '../../db/client';
import { migrate, vacuumIfEmbedded } from '../../db/migrate';
import { seedDemo } from '../../seed/seed-demo';

/** First digits of the postal circles and a state each (the pincode's first two digits name the circle). */
const CIRCLES = [
  ['11', 'Delhi', 'New Delhi'], ['12', 'Haryana', 'Gurugram'], ['14', 'Punjab', 'Ludhiana'], ['17', 'Himachal Pradesh', 'Shimla'],
  ['18', 'Jammu and Kashmir', 'Jammu'], ['20', 'Uttar Pradesh', 'Lucknow'], ['24', 'Uttarakhand', 'Dehradun'], ['30', 'Rajasthan', 'Jaipur'],
  ['36', 'Gujarat', 'Rajkot'], ['38', 'Gujarat', 'Ahmedabad'], ['40', 'Maharashtra', 'Mumbai'], ['41', 'Maharashtra', 'Pune'],
  ['44', 'Maharashtra', 'Nagpur'], ['45', 'Madhya Pradesh', 'Indore'], ['49', 'Chhattisgarh', 'Raipur'], ['50', 'Telangana', 'Hyderabad'],
  ['52', 'Andhra Pradesh', 'Vijayawada'], ['56', 'Karnataka', 'Bengaluru Urban'], ['60', 'Tamil Nadu', 'Chennai'], ['64', 'Tamil Nadu', 'Coimbatore'],
  ['68', 'Kerala', 'Ernakulam'], ['70', 'West Bengal', 'Kolkata'], ['75', 'Odisha', 'Khordha'], ['78', 'Assam', 'Kamrup Metropolitan'],
  ['80', 'Bihar', 'Patna'], ['83', 'Jharkhand', 'Ranchi'],
] as const;
const LOCALITIES = ['Nagar', 'Colony', 'Road', 'Bazar', 'Gaon', 'Peth', 'Wadi', 'Pura', 'Ganj', 'Layout', 'Extension', 'Chowk'];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

export async function mastersBenchSeed(handle: DbHandle, rows: number): Promise<void> {
  await migrate(handle);
  await seedDemo(handle.db);
  const c = CIRCLES.length;
  const prefix = arr(CIRCLES.map((x) => x[0]));
  const state = arr(CIRCLES.map((x) => x[1]));
  const district = arr(CIRCLES.map((x) => x[2]));
  await handle.exec(`
    INSERT INTO pincodes (pincode, locality, district, state, company_branch_id)
    SELECT (${prefix})[1 + i % ${c}] || lpad(((i / ${c}) % 10000)::text, 4, '0'),
           'Bench ' || (${arr(LOCALITIES)})[1 + i % ${LOCALITIES.length}] || ' ' || i,
           (${district})[1 + i % ${c}], (${state})[1 + i % ${c}],
           CASE WHEN i % 3 = 0 THEN (SELECT min(id) FROM company_branches) + i % 7 END
    FROM generate_series(1, ${19_000 + rows}) AS i
    ON CONFLICT DO NOTHING;
    INSERT INTO email_contacts (bank_id, purpose, contact_name, email, status)
    SELECT (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks), (ARRAY['REQUESTS','REPORTS','BILLS','MIS','FEEDBACK'])[1 + i % 5],
           'Bench Contact ' || i, 'bench.contact' || i || '@bank.example.in', '1'
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO notes (bank_id, subject, note, author_id, created_at)
    SELECT (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks), 'Bench note ' || i, 'Follow-up on fee and TAT, item ' || i,
           (SELECT min(id) FROM users), now() - (i || ' minutes')::interval
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO agreements (bank_id, agreement_no, valid_from, valid_to)
    SELECT (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks), 'BENCH/EMP/' || i, date '2020-01-01' + (i % 1500), date '2020-01-01' + (i % 1500) + 1000
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO ndma_hazards (state, district, seismic_zone, basic_wind_speed)
    SELECT (${state})[1 + i % ${c}], 'Bench District ' || i, (ARRAY['II','III','IV','V','VI'])[1 + i % 5], (ARRAY['33','39','44','47','50','55'])[1 + i % 6]
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO document_types (name, code, applies_to, file_types, max_size_kb)
    SELECT 'Bench Document ' || i, 'BENCH_' || i, (ARRAY['CASE','COMPANY','REGISTRATION','BILL','AGREEMENT'])[1 + i % 5], '["PDF"]', 1024
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO branch_users (name, email, password_hash, bank_branch_id)
    SELECT 'Bench Branch Login ' || i, 'bench.branch' || i || '@example.com', 'x', (SELECT min(id) FROM bank_branches) + i % (SELECT count(*) FROM bank_branches)
    FROM generate_series(1, ${rows}) AS i;
  `);
  await vacuumIfEmbedded(handle);
}

if (process.argv[1]?.endsWith('bench-seed.ts')) {
  const [dataDir, rows = '100000'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: bench-seed.ts <dataDir> [rows]');
  const started = Date.now();
  const handle = await openDb({ dataDir });
  try {
    await mastersBenchSeed(handle, Number(rows));
  } finally {
    await handle.close();
  }
  console.log(`seeded the masters with ${rows} rows each in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
