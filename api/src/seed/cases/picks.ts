import { sql } from 'drizzle-orm';
import { BANKS, REGIONS } from './data';
import { json } from './sql';
import { rows, run, type Runner } from '../../db/rows';

/**
 * Temporary lookup tables the generator joins against: each row is a ticket, so picking
 * `k = 1 + floor(random() * count)` picks with the ticket weights.
 *  seed_bb(k, bank_branch_id, bank_id, cb, tat)        bank branches, weighted by office share and bank size
 *  seed_place(cb, k, pin_idx, pincode, city, ...)      pincodes of each office's cities
 *  seed_eng(cb, k, user_id) / seed_staff(cb, k, user_id) site engineers and office staff of each office
 *  seed_counts(cb, places, engineers, staff)
 *  seed_office(cb, places, engineers, staff, eng[], staff_ids[])
 */
export async function createPickTables(db: Runner): Promise<void> {
  const branches = await rows<{ id: number; bank: string; code: string }>(
    db,
    `
    SELECT bb.id, b.name AS bank, cb.code FROM bank_branches bb
    JOIN banks b ON b.id = bb.bank_id JOIN company_branches cb ON cb.id = bb.company_branch_id
    WHERE bb.status = '1' AND b.status = '1'`,
  );
  const perBankRegion = new Map<string, number>();
  for (const b of branches) perBankRegion.set(`${b.bank}|${b.code}`, (perBankRegion.get(`${b.bank}|${b.code}`) ?? 0) + 1);
  const bankWeight = new Map(BANKS.map((b) => [b.name, b.weight]));
  const totalBankWeight = BANKS.reduce((s, b) => s + b.weight, 0);
  const totalShare = Object.values(REGIONS).reduce((s, r) => s + r.share, 0);
  const bbWeights = branches.map((b) => ({
    id: b.id,
    w: Math.max(
      1,
      Math.round(
        (2000 * (REGIONS[b.code]?.share ?? 1) * (bankWeight.get(b.bank) ?? 1)) /
          (totalShare * totalBankWeight * (perBankRegion.get(`${b.bank}|${b.code}`) ?? 1)),
      ),
    ),
  }));
  if (!bbWeights.length) throw new Error('No bank branches to generate cases for.');

  await run(
    db,
    sql`
    CREATE TEMP TABLE seed_bb ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY bb.id, g)::int AS k, bb.id AS bank_branch_id, bb.bank_id,
           bb.company_branch_id AS cb, b.default_tat_days AS tat
    FROM jsonb_to_recordset(${json(bbWeights)}) AS x(id int, w int)
    JOIN bank_branches bb ON bb.id = x.id JOIN banks b ON b.id = bb.bank_id
    CROSS JOIN generate_series(1, x.w) g`,
  );

  const offices = await rows<{ id: number; code: string }>(db, 'SELECT id, code FROM company_branches');
  const places: Record<string, unknown>[] = [];
  for (const o of offices) {
    const region = REGIONS[o.code];
    if (!region) continue;
    let idx = 0;
    for (const c of region.cities) {
      const [first, count, step] = c.pin;
      for (let i = 0; i < count; i++) {
        places.push({
          cb: o.id,
          pin_idx: idx++,
          pincode: String(first + i * step),
          city: c.city,
          district: c.district,
          state: c.state,
          lat: c.lat + (((i * 37) % 21) - 10) / 400,
          lng: c.lng + (((i * 53) % 21) - 10) / 400,
          w: Math.max(1, Math.round(((c.weight * 100) / count) * (0.6 + (i % 5) * 0.2))),
        });
      }
    }
  }
  await run(
    db,
    sql`
    CREATE TEMP TABLE seed_place ON COMMIT DROP AS
    SELECT x.cb, row_number() OVER (PARTITION BY x.cb ORDER BY x.pin_idx, g)::int AS k, x.pin_idx, x.pincode, x.city,
           x.district, x.state, x.lat, x.lng
    FROM jsonb_to_recordset(${json(places)}) AS x(cb int, pin_idx int, pincode text, city text, district text,
         state text, lat numeric, lng numeric, w int)
    CROSS JOIN generate_series(1, x.w) g`,
  );

  await run(
    db,
    `
    CREATE TEMP TABLE seed_eng ON COMMIT DROP AS
    SELECT company_branch_id AS cb, row_number() OVER (PARTITION BY company_branch_id ORDER BY id)::int AS k, id AS user_id
    FROM users WHERE designation = 'Site Engineer' AND status = '1' AND company_branch_id IS NOT NULL`,
  );
  // Office staff; an office without any falls back to the administrators.
  await run(
    db,
    `
    CREATE TEMP TABLE seed_staff ON COMMIT DROP AS
    WITH s AS (
      SELECT company_branch_id AS cb, id FROM users
      WHERE designation <> 'Site Engineer' AND status = '1' AND company_branch_id IS NOT NULL
      UNION ALL
      SELECT cb.id, u.id FROM company_branches cb CROSS JOIN users u
      WHERE u.kind = 'admin' AND u.status = '1'
        AND NOT EXISTS (SELECT 1 FROM users x WHERE x.company_branch_id = cb.id AND x.designation <> 'Site Engineer'
                        AND x.status = '1')
    )
    SELECT cb, row_number() OVER (PARTITION BY cb ORDER BY id)::int AS k, id AS user_id FROM s`,
  );
  await run(
    db,
    `
    CREATE TEMP TABLE seed_counts ON COMMIT DROP AS
    SELECT p.cb, p.places, coalesce(e.n, 0) AS engineers, coalesce(s.n, 0) AS staff
    FROM (SELECT cb, count(*)::int AS places FROM seed_place GROUP BY cb) p
    LEFT JOIN (SELECT cb, count(*)::int AS n FROM seed_eng GROUP BY cb) e ON e.cb = p.cb
    LEFT JOIN (SELECT cb, count(*)::int AS n FROM seed_staff GROUP BY cb) s ON s.cb = p.cb`,
  );
  // Engineers and staff of each office as small arrays: one hash join per case instead of four lookups.
  await run(
    db,
    `
    CREATE TEMP TABLE seed_office ON COMMIT DROP AS
    SELECT c.cb, c.places, c.engineers, c.staff,
           (SELECT array_agg(user_id ORDER BY k) FROM seed_eng e WHERE e.cb = c.cb) AS eng,
           (SELECT array_agg(user_id ORDER BY k) FROM seed_staff s WHERE s.cb = c.cb) AS staff_ids
    FROM seed_counts c`,
  );
  const missing = await rows<{ cb: number }>(db, 'SELECT cb FROM seed_counts WHERE engineers = 0 OR staff = 0');
  if (missing.length) throw new Error(`Company branches without engineers or staff: ${missing.map((m) => m.cb).join(', ')}`);
  await run(db, 'ALTER TABLE seed_bb ADD PRIMARY KEY (k)');
  for (const t of ['seed_place', 'seed_eng', 'seed_staff']) await run(db, `ALTER TABLE ${t} ADD PRIMARY KEY (cb, k)`);
  for (const t of ['seed_bb', 'seed_place', 'seed_eng', 'seed_staff', 'seed_counts', 'seed_office']) await run(db, `ANALYZE ${t}`);
}
