import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { EMPLOYEE_PAGE_NAMES } from 'shared/resources';
import { createCase } from './create';
import { makeMove, type MoveBody } from './moves';
import { one, rows, type Runner } from '../../db/rows';
import type { Actor, MoveId } from 'mfe-cases/model';
import { saveCase } from './workbench';

const REVIEWERS = [
  {
    email: 'reviewer1@example.com',
    name: 'Lata',
    surname: 'Iyer',
    role: 'Level-1',
    qualification: 'B.E. (Civil)',
    reg: 'IBBI/RV/02/2020/12101',
  },
  {
    email: 'reviewer2@example.com',
    name: 'Vikram',
    surname: 'Rao',
    role: 'Level-2',
    qualification: 'B.Arch., M.V. (Real Estate)',
    reg: 'IBBI/RV/02/2019/11877',
  },
  {
    email: 'reviewer3@example.com',
    name: 'Sunita',
    surname: 'Deshmukh',
    role: 'Level-3',
    qualification: 'B.E. (Civil), FIV',
    reg: 'IBBI/RV/02/2018/10422',
  },
];

const actor = (id: number, role = 'N/A'): Actor => ({ id, role, can: () => true });

/** Valuation figures that look like a Mumbai flat's, for the hand-made cases. */
const VALUATION = {
  area_unit: 'SQFT',
  carpet_area: 612,
  built_up_area: 735,
  super_built_up_area: 918,
  rr_rate: 11_240,
  rr_value: 6_880_000,
  market_rate_min: 13_500,
  market_rate_max: 15_000,
  rate_adopted: 14_200,
  fair_market_value: 8_690_000,
  insurable_value: 2_450_000,
  seismic_zone: 'III',
  flood_prone: 'N',
  cyclone_prone: 'Y',
  landslide_prone: 'N',
  coastal_zone: 'N',
  caution_area: 'N',
  negative_area: 'N',
  occupancy: 'SELF',
  structure_type: 'RCC',
  floors: 14,
  age_years: 9,
  floor: '7th',
  project_name: 'Sai Krupa CHS',
  boundary_north: 'Internal road',
  boundary_south: 'Building No. 4',
  boundary_east: 'Garden',
  boundary_west: 'Main road',
  observations: 'Well maintained; lift and parking available. Occupied by the owner.',
  owners: [
    { name: 'Rakesh Joshi', share: '50%' },
    { name: 'Meena Joshi', share: '50%' },
  ],
};

/**
 * The cases feature's demo data (part of the demo seed only): reviewer logins for each level, an
 * approval matrix, engineers' pincodes, valuation figures on the generated cases, and a dozen
 * hand-made cases walked through the real flow into every state for the demo logins.
 */
export async function seedCasesDemo(tx: Db, opts: { adminId: number; employeeId: number }): Promise<void> {
  const hash = await hashPassword('demo1234');
  const reviewers: number[] = [];
  for (const r of REVIEWERS) {
    const [u] = await rows<{ id: number }>(
      tx,
      sql`
      INSERT INTO users (name, surname, email, password_hash, kind, role, designation, qualification, valuer_reg_no, mobile_no, city, pincode,
                         country, join_date, company_branch_id, reporting_manager_id, rating, status)
      SELECT ${r.name}, ${r.surname}, ${r.email}, ${hash}, 'employee', ${r.role}, 'Approver', ${r.qualification}, ${r.reg}, '98200' || lpad(${reviewers.length + 1}::text, 5, '0'),
             'Mumbai', '400051', 'India', DATE '2020-06-01', (SELECT id FROM company_branches WHERE code = 'MUM'), ${opts.adminId}, 4.3, '1'
      RETURNING id`,
    );
    reviewers.push(u.id);
    await tx.execute(sql`
      INSERT INTO page_rights (user_id, page_name, view_status)
      SELECT ${u.id}, p.name, '1' FROM jsonb_array_elements_text(${JSON.stringify(EMPLOYEE_PAGE_NAMES)}::jsonb) AS p(name)
      ON CONFLICT DO NOTHING`);
  }
  const [bank] = await rows<{ id: number }>(tx, sql`SELECT id FROM banks ORDER BY id LIMIT 1`);
  await tx.execute(sql`
    INSERT INTO approval_matrix (bank_id, value_from, value_to, levels, remarks) VALUES
      (NULL, 0, 10000000, 2, 'Up to one crore: two levels'),
      (NULL, 10000000, NULL, 3, 'One crore and above: three levels'),
      (${bank.id}, 0, 5000000, 1, 'Up to fifty lakh for this bank: one level')`);
  // Engineers cover the pincodes their office sees most; the demo engineer covers Mumbai's.
  await tx.execute(sql`
    UPDATE users u SET user_pincodes = p.pins
    FROM (SELECT company_branch_id, jsonb_agg(pincode ORDER BY n DESC) FILTER (WHERE rk <= 6) AS pins FROM (
            SELECT company_branch_id, pincode, count(*) AS n, row_number() OVER (PARTITION BY company_branch_id ORDER BY count(*) DESC) AS rk
            FROM cases WHERE pincode IS NOT NULL GROUP BY 1, 2) x GROUP BY 1) p
    WHERE u.company_branch_id = p.company_branch_id AND (u.role = 'Site Inspector' OR u.designation = 'Site Engineer')`);
  await backfillReportFacts(tx);
  await handMadeCases(tx, opts, reviewers);
}

/**
 * What the demo adds to the generated cases past the site visit: hazards, and the levels a case in
 * review needs. Their valuation (rate adopted, area, values) comes from the case seed itself
 * (seed/cases/load-cases.ts), priced by the market's one model (market-data/market-rate.ts) like
 * the demo's sales, so the AVM's backtest on the demo measures something.
 */
async function backfillReportFacts(tx: Runner): Promise<void> {
  await tx.execute(sql`
    UPDATE cases c SET
      seismic_zone = (ARRAY['II', 'III', 'IV'])[1 + c.id % 3], flood_prone = CASE WHEN c.id % 7 = 0 THEN 'Y' ELSE 'N' END,
      levels_needed = CASE WHEN c.status = 'STAGE_REVIEW' THEN greatest(c.review_level, 1 + c.id % 3) END
    WHERE c.status IN ('WIP', 'STAGE_REVIEW', 'REWORK', 'RELEASED', 'DISPATCHED', 'CLOSED')`);
}

async function handMadeCases(tx: Db, opts: { adminId: number; employeeId: number }, reviewers: number[]): Promise<void> {
  const place = await one<{ bank_id: number; bank_branch_id: number; company_branch_id: number }>(
    tx,
    sql`
    SELECT bb.bank_id, bb.id AS bank_branch_id, cb.id AS company_branch_id
    FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id JOIN company_branches cb ON cb.code = 'MUM'
    WHERE bb.company_branch_id = cb.id AND b.realisable_pct IS NOT NULL ORDER BY b.id DESC, bb.id LIMIT 1`,
  );
  if (!place) return;
  const admin = actor(opts.adminId);
  const engineer = actor(opts.employeeId, 'Site Inspector');
  const level = (n: number) => actor(reviewers[n - 1], `Level-${n}`);
  const today = new Date();
  const at = (hours: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 4 + hours, 30)).toISOString();
  const people = [
    'Rakesh Joshi',
    'Farida Shaikh',
    'Anil Kulkarni',
    'Sneha Pillai',
    'Gurpreet Sandhu',
    'Ramesh Patil',
    'Kavita Nair',
    'Joseph D\u2019Souza',
    'Pooja Agarwal',
    'Irfan Qureshi',
    'Meera Bhat',
    'Tushar Gokhale',
    'Nandini Rao',
    'Harish Chawla',
  ];
  // [final state, moves to get there]
  const plans: [string, [MoveId, Actor, Partial<MoveBody>?][]][] = [
    ['INITIATED', []],
    ['ALLOCATED today', [['allocate', admin, { site_engineer_id: opts.employeeId, appointment_at: at(6) }]]],
    ['ALLOCATED tomorrow', [['allocate', admin, { site_engineer_id: opts.employeeId, appointment_at: at(30) }]]],
    [
      'SITE_VISIT',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId, appointment_at: at(-20) }],
        ['visit', engineer],
      ],
    ],
    [
      'WIP',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
      ],
    ],
    [
      'STAGE_REVIEW 1',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
      ],
    ],
    [
      'STAGE_REVIEW 2',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
        ['approve', level(1)],
      ],
    ],
    [
      'REWORK',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
        ['rework', level(1), { comment: 'Carpet area differs from the approved plan; recheck and attach the plan.' }],
      ],
    ],
    [
      'RELEASED',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
        ['approve', level(1)],
        ['release', level(2)],
      ],
    ],
    [
      'DISPATCHED',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
        ['approve', level(1)],
        ['release', level(2)],
        ['dispatch', admin],
      ],
    ],
    [
      'CLOSED',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['start', admin],
        ['submit', admin],
        ['approve', level(1)],
        ['release', level(2)],
        ['dispatch', admin],
        ['close', admin],
      ],
    ],
    ['CANCELLED', [['cancel', admin, { comment: 'Loan application withdrawn by the applicant.' }]]],
    [
      'ON_HOLD',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['hold', admin, { comment: 'Bank asked to wait: sanction on hold.' }],
      ],
    ],
    [
      'QUERY_PENDING',
      [
        ['allocate', admin, { site_engineer_id: opts.employeeId }],
        ['visit', engineer],
        ['query', admin, { comment: 'Approved plan copy awaited from the bank.' }],
      ],
    ],
  ];
  for (const [i, [, moves]] of plans.entries()) {
    const made = await createCase(
      tx,
      {
        ...place,
        bank_ref_no: `DEMO/${2026}/${String(7001 + i)}`,
        application_no: `HL${String(88120 + i * 7)}`,
        channel: 'PORTAL',
        purpose: 'HOME_LOAN',
        case_type: 'FRESH',
        priority: i % 4 === 0 ? 'HIGH' : 'NORMAL',
        applicant_name: people[i],
        co_applicants: i % 2 ? [] : ['Meena Joshi'],
        site_contact_name: people[i],
        site_contact_mobile: `98${String(20011000 + i * 13)}`,
        site_contact_relation: 'SELF',
        property_type: 'RES_FLAT',
        property_address: `Flat ${701 + i * 100}, Sai Krupa CHS, Plot ${12 + i}, Sector ${3 + (i % 5)}, Powai, Mumbai 400076`,
        city: 'Mumbai',
        district: 'Mumbai Suburban',
        state: 'Maharashtra',
        pincode: '400076',
        fee: 3500,
        ignore_duplicates: true,
      },
      admin,
    );
    let version = 1;
    for (const [move, who, extra] of moves) {
      if (move === 'submit') {
        version = (
          await saveCase(tx, made.id, { version, ...VALUATION, fair_market_value: VALUATION.fair_market_value + i * 50_000 }, admin.id)
        ).version;
      }
      version = (await makeMove(tx, made.id, { move, version, ...extra }, who)).version;
    }
  }
}
