import { sql, type SQL } from 'drizzle-orm';
import { countOf, peopleCtes, pick, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';
import { LETTER_PREFIX } from './routes';

/** Salaries in rupees as rupeesForPrint prints them ("Rs. 6,00,000"), for amounts of 1 to 99 lakh. */
const lakhs = (s: SQL) =>
  sql`'Rs. ' || (${s} / 100000)::text || ',' || lpad(((${s} / 1000) % 100)::text, 2, '0') || ',' || lpad((${s} % 1000)::text, 3, '0')`;

/** The template with its placeholders filled (renderLetter's rule: {{ key }}, unknown keys empty). */
function render(body: SQL, values: Record<string, SQL>): SQL {
  let out = body;
  for (const [key, value] of Object.entries(values))
    out = sql`regexp_replace(${out}, ${`\\{\\{\\s*${key}\\s*\\}\\}`}, coalesce(${value}, ''), 'g')`;
  return sql`regexp_replace(${out}, '\\{\\{\\s*[a-z_]+\\s*\\}\\}', '', 'g')`;
}

/**
 * Letters issued to the people from today's templates, numbered like the product's
 * (OL|RL/year/id): an offer letter two weeks before the person joined (on `from` for one without
 * a joining date) with an annual salary of 2.4 to 12 lakh; with `leavingEvery`, every such row is
 * instead a relieving letter some years after joining. The PDF is made on first download, as for
 * the demo letters. Answers how many letters it added.
 */
export async function insertLetters(db: Runner, o: GenerateOptions & { leavingEvery?: number }): Promise<number> {
  if (o.rows < 1) return 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM hr_letters`);
  const every = o.leavingEvery ?? 0;
  const f = (col: string) => sql.raw(`to_char(g.${col}, 'YYYY-MM-DD')`);
  await db.execute(sql`
    WITH ${peopleCtes(o.people)},
    g AS (
      SELECT g.i, nextval(pg_get_serial_sequence('hr_letters', 'id'))::int AS id,
             CASE WHEN ${every} > 0 AND g.i % greatest(${every}, 1) = 1 THEN 'LEAVING' ELSE 'OFFER' END AS type,
             u.id AS user_id, trim(u.name || ' ' || coalesce(u.surname, '')) AS name, coalesce(u.designation, 'Site Engineer') AS designation,
             cb.branch_name, coalesce(u.join_date, ${o.from}::date + (g.i % 365)) AS joining_date,
             (240000 + ${pick('g.i', 1, 97)} * 10000)::bigint AS salary
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = g.i % np.n
      JOIN users u ON u.id = p.id LEFT JOIN company_branches cb ON cb.id = u.company_branch_id
    ), d AS (
      SELECT g.*, CASE WHEN g.type = 'LEAVING' THEN g.joining_date + 400 + ${pick('g.i', 2, 1500)} END AS leaving_date
      FROM g
    ), h AS (
      SELECT d.*, coalesce(d.leaving_date, d.joining_date - 14) AS issued_on FROM d
    ), n AS (
      SELECT h.*, (${JSON.stringify(LETTER_PREFIX)}::jsonb ->> h.type) || '/' || extract(year FROM h.issued_on) || '/' || lpad(h.id::text, 6, '0') AS letter_no
      FROM h
    )
    INSERT INTO hr_letters (id, type, letter_no, user_id, employee_name, designation, branch_name, joining_date, leaving_date, salary, issued_on,
                            title, body_text, created_by, created_at, updated_at)
    SELECT g.id, g.type, g.letter_no, g.user_id, g.name, g.designation, g.branch_name, g.joining_date, g.leaving_date,
           CASE WHEN g.type = 'OFFER' THEN g.salary END, g.issued_on, t.title,
           ${render(sql`t.body`, {
             name: sql`g.name`,
             designation: sql`g.designation`,
             branch: sql`g.branch_name`,
             joining_date: f('joining_date'),
             leaving_date: f('leaving_date'),
             salary: sql`CASE WHEN g.type = 'OFFER' THEN ${lakhs(sql`g.salary`)} END`,
             issue_date: f('issued_on'),
             letter_no: sql`g.letter_no`,
           })},
           (SELECT min(id) FROM users WHERE kind = 'admin'), g.issued_on + time '11:00', g.issued_on + time '11:00'
    FROM n g JOIN letter_templates t ON t.type = g.type ORDER BY g.id`);
  return countOf(db, sql`SELECT count(*) AS n FROM hr_letters WHERE id > ${before}`);
}
