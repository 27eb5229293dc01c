import { sql } from 'drizzle-orm';
import { EMPLOYEE_PAGE_NAMES, gstinCheckChar } from 'shared/resources';
import { FIRST_NAMES, SURNAMES } from '../demo-data';
import { BANKS, REGIONS } from './data';
import { json } from './sql';
import { rows, run, type Runner } from '../../db/rows';

/** A bank's PAN for its GSTINs: a company (4th letter C), 5th letter the bank's initial. */
function bankPan(index: number, name: string): string {
  return `AAAC${name[0].toUpperCase()}${String(1000 + index * 373).slice(-4)}K`;
}

function gstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Banks with their branches in every region the firm serves (only when there are none yet). */
export async function ensureBanks(db: Runner): Promise<void> {
  const [{ n }] = await rows<{ n: number }>(db, 'SELECT count(*)::int AS n FROM banks');
  if (n === 0) {
    const today = new Date();
    const banks = BANKS.map((b, i) => ({
      name: b.name,
      short_name: b.short,
      client_type: b.type,
      default_tat_days: b.tat,
      realisable_pct: b.realisable,
      distress_pct: b.distress,
      tds_section: '194J(b)',
      empanelment_no: `EMP/${b.short}/${2021 + (i % 4)}/${String(101 + i * 7).padStart(4, '0')}`,
      empanelled_from: `${2021 + (i % 4)}-04-01`,
      empanelled_to: `${2026 + (i % 4)}-03-31`,
    }));
    await run(
      db,
      sql`
      INSERT INTO banks (name, short_name, client_type, default_tat_days, realisable_pct, distress_pct, tds_section,
                         empanelment_no, empanelled_from, empanelled_to, created_at)
      SELECT name, short_name, client_type, default_tat_days, realisable_pct, distress_pct, tds_section, empanelment_no,
             empanelled_from, empanelled_to, ${today.toISOString()}::timestamptz - interval '3 years'
      FROM jsonb_to_recordset(${json(banks)}) AS x(name text, short_name text, client_type text, default_tat_days int,
        realisable_pct numeric, distress_pct numeric, tds_section text, empanelment_no text, empanelled_from date,
        empanelled_to date)`,
    );
  }
  const [{ m }] = await rows<{ m: number }>(db, 'SELECT count(*)::int AS m FROM bank_branches');
  if (m > 0) return;

  const bankIds = new Map((await rows<{ id: number; name: string }>(db, 'SELECT id, name FROM banks')).map((b) => [b.name, b.id]));
  const offices = await rows<{ id: number; code: string }>(db, 'SELECT id, code FROM company_branches');
  const branches: Record<string, unknown>[] = [];
  BANKS.forEach((bank, bi) => {
    const bankId = bankIds.get(bank.name);
    if (!bankId) return;
    const pan = bankPan(bi, bank.name);
    for (const office of offices) {
      const region = REGIONS[office.code];
      if (!region) continue;
      const count = Math.max(1, Math.round(bank.weight / 4));
      for (let k = 0; k < count; k++) {
        const city = region.cities[k % region.cities.length];
        const locality = city.localities[Math.floor(k / region.cities.length) % city.localities.length];
        const code = String(10000 + bi * 997 + office.id * 131 + k * 17).slice(-5);
        const contact = `${FIRST_NAMES[(bi * 5 + k + office.id) % FIRST_NAMES.length]} ${SURNAMES[(bi + k * 3 + office.id) % SURNAMES.length]}`;
        branches.push({
          bank_id: bankId,
          branch_name: locality,
          branch_code: code,
          ifsc: bank.ifsc ? `${bank.ifsc}0${code.padStart(6, '0')}` : null,
          address: `${bank.short} Bank Building, ${locality}, ${city.city}`,
          city: city.city,
          district: city.district,
          state: city.state,
          state_code: city.stateCode,
          pincode: String(city.pin[0] + ((bi + k) % city.pin[1]) * city.pin[2]),
          gstin: gstin(city.stateCode, pan),
          contact_name: contact,
          contact_mobile: `9${String(810000000 + bi * 70001 + k * 131 + office.id * 977).slice(-9)}`,
          contact_email: `${bank.short}.${locality.replace(/[^A-Za-z]/g, '')}@bank.example.in`.toLowerCase(),
          company_branch_id: office.id,
        });
      }
    }
  });
  await run(
    db,
    sql`
    INSERT INTO bank_branches (bank_id, branch_name, branch_code, ifsc, address, city, district, state, state_code, pincode,
                               gstin, contact_name, contact_mobile, contact_email, company_branch_id)
    SELECT * FROM jsonb_to_recordset(${json(branches)}) AS x(bank_id int, branch_name text, branch_code text, ifsc text,
      address text, city text, district text, state text, state_code text, pincode text, gstin text, contact_name text,
      contact_mobile text, contact_email text, company_branch_id int)`,
  );
}

/**
 * Enough site engineers for the volume (one per ~3,500 cases over two years, at least two per office).
 * New engineers share the password hash of employee@example.com (demo1234).
 */
export async function ensureEngineers(db: Runner, cases: number): Promise<void> {
  const offices = await rows<{ id: number; code: string; have: number }>(
    db,
    `
    SELECT cb.id, cb.code, count(u.id)::int AS have
    FROM company_branches cb
    LEFT JOIN users u ON u.company_branch_id = cb.id AND u.designation = 'Site Engineer' AND u.status = '1'
    GROUP BY cb.id, cb.code ORDER BY cb.id`,
  );
  const totalShare = offices.reduce((s, o) => s + (REGIONS[o.code]?.share ?? 0), 0) || 1;
  const wanted: { company_branch_id: number; n: number }[] = [];
  for (const o of offices) {
    const share = REGIONS[o.code]?.share ?? 0;
    if (!share) continue;
    const target = Math.max(2, Math.round(((cases / 3500) * share) / totalShare));
    if (target > o.have) wanted.push({ company_branch_id: o.id, n: target - o.have });
  }
  if (!wanted.length) return;
  const inserted = await rows<{ id: number }>(
    db,
    sql`
    WITH w AS (
      SELECT x.company_branch_id, g, row_number() OVER () AS k
      FROM jsonb_to_recordset(${json(wanted)}) AS x(company_branch_id int, n int), generate_series(1, x.n) g
    ), start AS (SELECT coalesce(max(id), 0) AS c FROM users)
    INSERT INTO users (name, surname, email, password_hash, kind, role, designation, mobile_no, city, pincode, country,
                       join_date, company_branch_id, rating, status)
    SELECT ${json(FIRST_NAMES)} ->> (((s.c + w.k) * 7) % ${FIRST_NAMES.length})::int,
           ${json(SURNAMES)} ->> (((s.c + w.k) * 11) % ${SURNAMES.length})::int,
           'site.engineer.' || (s.c + w.k) || '@example.com',
           (SELECT password_hash FROM users WHERE email = 'employee@example.com'),
           'employee', 'Site Inspector', 'Site Engineer',
           '9' || lpad(((700000000 + (s.c + w.k) * 7919) % 1000000000)::text, 9, '0'),
           cb.branch_name, cb.pincode, 'India',
           DATE '2019-04-01' + (((s.c + w.k) * 37) % 2000)::int,
           w.company_branch_id, round((2.8 + ((s.c + w.k) * 13 % 22) / 10.0)::numeric, 1), '1'
    FROM w CROSS JOIN start s JOIN company_branches cb ON cb.id = w.company_branch_id
    WHERE EXISTS (SELECT 1 FROM users WHERE email = 'employee@example.com')
    RETURNING id`,
  );
  if (!inserted.length) return;
  await run(
    db,
    sql`
    INSERT INTO page_rights (user_id, page_name, view_status)
    SELECT u.id::int, p.name, '1'
    FROM jsonb_array_elements_text(${json(inserted.map((r) => r.id))}) AS u(id),
         jsonb_array_elements_text(${json(EMPLOYEE_PAGE_NAMES)}) AS p(name)
    ON CONFLICT DO NOTHING`,
  );
}
