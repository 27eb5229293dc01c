/**
 * Bulk data for the masters' benchmark (tools/bench/masters.bench.mjs), never for the product:
 *   tsx api/src/seed/masters-bench-seed.ts <dataDir> [rows]
 * Migrates and loads the demo data, then adds, with one generate_series INSERT per table:
 * 19,000 pincodes spread over India's postal circles plus `rows` more (other localities), and
 * `rows` e-mail contacts, notes, agreements, NDMA rows, document types, branch users, payment
 * accounts, company documents, MIS reports, feedback questions, feedback links (half answered) and
 * document checklist rules. Mail templates stay at their real size (one per mail).
 */
import { openDb, type DbHandle } from '../db/client';
import { migrate, vacuumIfEmbedded } from '../db/migrate';
import { seedDemo } from './seed-demo';

/** First digits of the postal circles and a state each (the pincode's first two digits name the circle). */
const CIRCLES = [
  ['11', 'Delhi', 'New Delhi'],
  ['12', 'Haryana', 'Gurugram'],
  ['14', 'Punjab', 'Ludhiana'],
  ['17', 'Himachal Pradesh', 'Shimla'],
  ['18', 'Jammu and Kashmir', 'Jammu'],
  ['20', 'Uttar Pradesh', 'Lucknow'],
  ['24', 'Uttarakhand', 'Dehradun'],
  ['30', 'Rajasthan', 'Jaipur'],
  ['36', 'Gujarat', 'Rajkot'],
  ['38', 'Gujarat', 'Ahmedabad'],
  ['40', 'Maharashtra', 'Mumbai'],
  ['41', 'Maharashtra', 'Pune'],
  ['44', 'Maharashtra', 'Nagpur'],
  ['45', 'Madhya Pradesh', 'Indore'],
  ['49', 'Chhattisgarh', 'Raipur'],
  ['50', 'Telangana', 'Hyderabad'],
  ['52', 'Andhra Pradesh', 'Vijayawada'],
  ['56', 'Karnataka', 'Bengaluru Urban'],
  ['60', 'Tamil Nadu', 'Chennai'],
  ['64', 'Tamil Nadu', 'Coimbatore'],
  ['68', 'Kerala', 'Ernakulam'],
  ['70', 'West Bengal', 'Kolkata'],
  ['75', 'Odisha', 'Khordha'],
  ['78', 'Assam', 'Kamrup Metropolitan'],
  ['80', 'Bihar', 'Patna'],
  ['83', 'Jharkhand', 'Ranchi'],
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
    INSERT INTO payment_accounts (company_branch_id, account_name, account_number, ifsc, bank_name, upi_id)
    SELECT (SELECT min(id) FROM company_branches) + i % 7, 'Bench Account ' || i, (500000000000 + i)::text, 'HDFC0000060', 'HDFC Bank',
           'bench' || i || '@hdfcbank'
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO company_documents (document_type_id, title, number, issued_by, valid_from, valid_to)
    SELECT (SELECT min(id) FROM document_types WHERE applies_to = 'COMPANY'), 'Bench Certificate ' || i, 'BENCH-CERT-' || i, 'Bench Authority',
           date '2020-01-01' + (i % 1500), date '2024-01-01' + (i % 3000)
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO mis_reports (name, report, bank_id, frequency, extra_emails)
    SELECT 'Bench MIS ' || i, (ARRAY['CASES','TAT','BILLS','RECEIVABLES'])[1 + i % 4], (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks),
           (ARRAY['DAILY','WEEKLY','MONTHLY'])[1 + i % 3], ARRAY['bench' || i || '@bank.example.in']
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO feedback_questions (question, kind, sort_order)
    SELECT 'Bench question ' || i || '?', (ARRAY['RATING','TEXT'])[1 + i % 2], 1 + i % 99
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO feedback_requests (token_hash, bank_id, case_ref, contact_email, sent_at, expires_at, answered_at, avg_rating)
    SELECT 'bench-token-' || i, (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks), 'BENCH/2526/' || lpad(i::text, 6, '0'),
           'bench.feedback' || i || '@bank.example.in', now() - (i || ' minutes')::interval, now() + interval '14 days',
           CASE WHEN i % 2 = 0 THEN now() - (i || ' seconds')::interval END, CASE WHEN i % 2 = 0 THEN 1 + i % 5 END
    FROM generate_series(1, ${rows}) AS i;
    INSERT INTO required_documents (bank_id, purpose, property_type, document_type_id, note)
    SELECT (SELECT min(id) FROM banks) + i % (SELECT count(*) FROM banks), (ARRAY['HOME_LOAN','LAP','RESALE','CONSTRUCTION'])[1 + i % 4],
           (ARRAY['RES_FLAT','PLOT','OFFICE'])[1 + i % 3], d.id, 'Bench rule ' || i
    FROM generate_series(1, ${rows}) AS i
    JOIN LATERAL (SELECT id FROM document_types WHERE code = 'BENCH_' || (i - i % 5 + 5) LIMIT 1) d ON true
    ON CONFLICT DO NOTHING;
  `);
  await vacuumIfEmbedded(handle);
}

if (process.argv[1]?.endsWith('masters-bench-seed.ts')) {
  const [dataDir, rows = '100000'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: masters-bench-seed.ts <dataDir> [rows]');
  const started = Date.now();
  const handle = await openDb({ dataDir });
  try {
    await mastersBenchSeed(handle, Number(rows));
  } finally {
    await handle.close();
  }
  console.log(`seeded the masters with ${rows} rows each in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
