import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

/** [name, developer, address, city, pincode, lat, long, RERA no., towers, units, status] */
const PROJECTS: [string, string, string, string, string, number, number, string, number, number, string][] = [
  [
    'Kalpataru Serenity',
    'Kalpataru Ltd',
    'Survey No. 38, Manjari Bk, Hadapsar',
    'Pune',
    '412307',
    18.5156,
    73.9776,
    'P52100018473',
    6,
    612,
    'APF_APPROVED',
  ],
  [
    'Godrej Hillside',
    'Godrej Properties',
    'Mahalunge, Near Balewadi High Street',
    'Pune',
    '411045',
    18.5679,
    73.7624,
    'P52100020721',
    4,
    396,
    'UNDER_CONSTRUCTION',
  ],
  [
    'Lodha Palava Lakeshore',
    'Macrotech Developers',
    'Palava City, Kalyan-Shil Road',
    'Dombivli',
    '421204',
    19.1622,
    73.0799,
    'P51700009542',
    9,
    1080,
    'COMPLETED',
  ],
  [
    'Sunrise Residency',
    'Sunrise Buildcon',
    'Plot 14, Sector 20, Kharghar',
    'Navi Mumbai',
    '410210',
    19.0422,
    73.0689,
    'P52000004311',
    2,
    148,
    'NEGATIVE',
  ],
  [
    'Prestige Lakeside Habitat',
    'Prestige Estates',
    'Gunjur Village, Varthur Hobli',
    'Bengaluru',
    '560087',
    12.9304,
    77.7436,
    'PRM/KA/RERA/1251/446/PR/171014/000291',
    12,
    1840,
    'APF_APPROVED',
  ],
  [
    'My Home Bhooja',
    'My Home Constructions',
    'Survey No. 83/1, Raidurgam',
    'Hyderabad',
    '500032',
    17.4239,
    78.3804,
    'P02400001573',
    5,
    828,
    'UNDER_CONSTRUCTION',
  ],
  [
    'Shree Balaji Heights',
    'Balaji Infra Projects',
    'Gat No. 112, Wagholi',
    'Pune',
    '412207',
    18.5808,
    73.9787,
    'P52100003390',
    3,
    210,
    'NPA',
  ],
];

const COMPONENTS = ['plinth', 'rcc', 'brickwork', 'plaster', 'flooring', 'electrical', 'plumbing', 'woodwork', 'painting'];

/**
 * Demo projects: APF approvals by SBI and HDFC, Sunrise Residency on HDFC's negative list and Shree
 * Balaji Heights NPA at SBI (the case initiation warns for those banks), monthly stage visits of
 * the two under-construction projects, and the units of the APF projects.
 */
export async function seedProjectsDemo(tx: Db): Promise<void> {
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(tx, query);
  const ids: number[] = [];
  for (const [name, developer, address, city, pincode, lat, long, rera, towers, units, status] of PROJECTS) {
    const [row] = await q<{ id: number }>(sql`
      INSERT INTO projects (name, developer, address, city, pincode, latitude, longitude, rera_no, towers, units, status)
      VALUES (${name}, ${developer}, ${address}, ${city}, ${pincode}, ${lat}, ${long}, ${rera}, ${towers}, ${units}, ${status}) RETURNING id`);
    ids.push(row.id);
  }
  const banks = await q<{ id: number; short_name: string }>(sql`SELECT id, short_name FROM banks WHERE short_name IN ('SBI', 'HDFC')`);
  const bank = (short: string) => banks.find((b) => b.short_name === short)?.id;
  const [sbi, hdfc] = [bank('SBI'), bank('HDFC')];
  const [engineer] = await q<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
  if (!sbi || !hdfc || !engineer) return;
  const [serenity, hillside, palava, sunrise, prestige, bhooja, balaji] = ids;

  await tx.execute(sql`
    INSERT INTO project_apfs (project_id, bank_id, requested_on, status, apf_no, approved_on, valid_to, remarks) VALUES
      (${serenity}, ${sbi}, current_date - 400, 'APPROVED', 'SBI/APF/PUN/2025/0147', current_date - 380, current_date + 350, 'All towers approved'),
      (${serenity}, ${hdfc}, current_date - 300, 'APPROVED', 'HDFC/APF/2025/3321', current_date - 290, current_date + 440, NULL),
      (${prestige}, ${hdfc}, current_date - 500, 'APPROVED', 'HDFC/APF/2024/1188', current_date - 470, current_date + 260, 'Phase 1 and 2'),
      (${palava}, ${sbi}, current_date - 900, 'APPROVED', 'SBI/APF/MUM/2023/0912', current_date - 880, current_date - 150, 'Expired: renewal asked'),
      (${hillside}, ${sbi}, current_date - 12, 'REQUESTED', NULL, NULL, NULL, 'Developer asked for tower C'),
      (${bhooja}, ${hdfc}, current_date - 5, 'REQUESTED', NULL, NULL, NULL, NULL)`);
  await tx.execute(sql`
    INSERT INTO project_negative_listings (project_id, bank_id, listed_on, reason) VALUES
      (${sunrise}, ${hdfc}, current_date - 210, 'Occupancy certificate refused; floors 11 and 12 built beyond the sanctioned plan'),
      (${balaji}, ${hdfc}, current_date - 60, 'Title dispute pending in the civil court (Special Civil Suit 412/2025)')`);
  await tx.execute(sql`
    INSERT INTO project_npa_listings (project_id, bank_id, listed_on, reason) VALUES
      (${balaji}, ${sbi}, current_date - 95, 'Construction finance account NPA since the developer stopped paying interest')`);

  // Monthly visits, progress rising along an S-curve; each component trails the overall figure in building order.
  for (const [project, start] of [
    [hillside, 22],
    [bhooja, 48],
  ] as const) {
    for (let m = 7; m >= 0; m--) {
      const overall = Math.min(100, start + (7 - m) * 5.5);
      const pct = COMPONENTS.map((_, i) => Math.max(0, Math.min(100, Math.round(overall * 1.6 - i * 14))));
      await tx.execute(sql`
        INSERT INTO project_stage_visits (project_id, visited_on, engineer_id, overall_pct, plinth_pct, rcc_pct, brickwork_pct,
          plaster_pct, flooring_pct, electrical_pct, plumbing_pct, woodwork_pct, painting_pct, remarks)
        VALUES (${project}, current_date - ${m * 30 + 3}::int, ${engineer.id}, ${overall}, ${pct[0]}, ${pct[1]}, ${pct[2]}, ${pct[3]},
          ${pct[4]}, ${pct[5]}, ${pct[6]}, ${pct[7]}, ${pct[8]}, ${m === 0 ? 'Slab of the top floor cast' : null})`);
    }
  }

  // The units of the APF projects: two towers each, 8 floors of 4 flats; rates by floor.
  for (const [project, base] of [
    [serenity, 7_400],
    [prestige, 9_100],
  ] as const) {
    await tx.execute(sql`
      INSERT INTO project_units (project_id, tower, floor, unit_no, area, area_unit, status, rate)
      SELECT ${project}, t, f, t || '-' || (f * 100 + u), (ARRAY[645, 880, 1120, 1380])[u], 'SQFT',
        (ARRAY['SOLD', 'SOLD', 'MORTGAGED', 'UNSOLD', 'SOLD'])[1 + (f * 4 + u) % 5], ${base} + f * 60
      FROM unnest(ARRAY['A', 'B']) t, generate_series(1, 8) f, generate_series(1, 4) u`);
  }
}
