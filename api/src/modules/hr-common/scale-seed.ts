import { sql } from 'drizzle-orm';
import { businessToday } from '../../kit/business-time';
import { insertApplicants, APPLICANT_DOMAIN } from '../applicants/scale-rows';
import { insertAssets } from '../assets/scale-rows';
import { insertPositions } from '../employee-locations/scale-rows';
import { insertLearnings } from '../learnings/scale-rows';
import { insertHolidays, insertLeaves } from '../leave/scale-rows';
import { insertLetters } from '../letters/scale-rows';
import { insertTickets } from '../tickets/scale-rows';
import { insertTutorials } from '../tutorials/scale-rows';
import { countOf } from './scale-rows';
import { type Runner } from '../../db/rows';

export interface HrScaleCounts {
  staff: number;
  leaves: number;
  tickets: number;
  assets: number;
  letters: number;
  learnings: number;
  tutorials: number;
  positions: number;
  applicants: number;
}

/** The firm: everyone active on staff (the site engineers ensureEngineers made for the volume included). */
const STAFF = sql`SELECT id FROM users WHERE status = '1' AND kind IN ('admin', 'employee') AND coalesce(email, '') NOT LIKE ${`%@${APPLICANT_DOMAIN}`}`;
const ADMINS = sql`SELECT id FROM users WHERE status = '1' AND kind = 'admin'`;

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Hr data at scale for `npm run seed -- --cases N`, sized by the firm the case count implies (the
 * staff, engineers included): over the cases' two years, 9 leaves a person a year (and 60 days
 * ahead) with their balances, half a ticket a month, 2.5 assets and an offer letter each, an
 * article per three people, a guide per ten, the positions of the last 30 days of site visits and
 * an applicant per two people. It replaces the Hr activity (leaves, balances, tickets, assets,
 * letters, visit positions), as the cases seed replaces cases, and its own articles, guides and
 * applicants; the holiday list only gains the years' gazetted days. Answers the counts.
 */
export async function seedHrAtScale(db: Runner, cases: number): Promise<HrScaleCounts> {
  if (!Number.isFinite(cases) || cases < 1) throw new Error('--cases must be a positive number.');
  const today = businessToday();
  const from = shift(today, -730);
  for (const table of [
    'leave_events',
    'leaves',
    'leave_balances',
    'ticket_comments',
    'tickets',
    'asset_assignments',
    'assets',
    'hr_letters',
  ])
    await db.execute(sql.raw(`DELETE FROM ${table}`));
  await db.execute(sql`DELETE FROM employee_positions WHERE note LIKE 'Site photo for %' OR note LIKE 'Checked in for %'`);
  await db.execute(sql`DELETE FROM learnings WHERE title LIKE '%: notes %'`);
  await db.execute(sql`DELETE FROM tutorials WHERE title LIKE '% (revision %)'`);
  await db.execute(sql`DELETE FROM users WHERE email LIKE ${`%@${APPLICANT_DOMAIN}`}`);
  const staff = await countOf(db, sql`SELECT count(*) AS n FROM (${STAFF}) s`);
  await insertHolidays(db, Number(from.slice(0, 4)), Number(today.slice(0, 4)) + 1);
  const window = { people: STAFF, from, to: today };
  return {
    staff,
    leaves: await insertLeaves(db, { ...window, to: shift(today, 60), rows: staff * 18 }),
    tickets: await insertTickets(db, { ...window, rows: staff * 12 }),
    assets: await insertAssets(db, { ...window, from: shift(today, -1460), rows: Math.round(staff * 2.5) }),
    letters: await insertLetters(db, { ...window, rows: staff }),
    // A knowledge base and guides grow with the firm; the first rows repeat the demo's subjects, so skip them.
    learnings: await insertLearnings(db, { ...window, rows: Math.max(10, Math.round(staff / 3)), skip: true }),
    tutorials: await insertTutorials(db, { ...window, rows: Math.max(4, Math.round(staff / 10)), skip: true }),
    positions: await insertPositions(db, { people: STAFF, from: shift(today, -30), to: today }),
    applicants: await insertApplicants(db, { people: ADMINS, from, to: today, rows: Math.max(10, Math.round(staff / 2)) }),
  };
}
