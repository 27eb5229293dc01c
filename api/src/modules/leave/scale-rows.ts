import { sql } from 'drizzle-orm';
import { countOf, peopleCtes, pick, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';

/** The yearly allotment of the paid types; the others start at zero (LWP has no limit). */
export const LEAVE_ALLOTMENT: Record<string, number> = { CL: 12, SL: 12, EL: 18, COMP_OFF: 2 };

/** Gazetted holidays [month, day, name, kind] (national ones fixed; festival dates indicative). */
export const GAZETTED_HOLIDAYS: readonly (readonly [number, number, string, string])[] = [
  [1, 26, 'Republic Day', 'NATIONAL'],
  [3, 14, 'Holi', 'FESTIVAL'],
  [4, 14, 'Dr. Ambedkar Jayanti', 'NATIONAL'],
  [5, 1, 'Maharashtra Day', 'REGIONAL'],
  [8, 15, 'Independence Day', 'NATIONAL'],
  [8, 27, 'Ganesh Chaturthi', 'FESTIVAL'],
  [10, 2, 'Gandhi Jayanti', 'NATIONAL'],
  [10, 21, 'Diwali (Lakshmi Puja)', 'FESTIVAL'],
  [10, 22, 'Diwali (Balipratipada)', 'FESTIVAL'],
  [12, 25, 'Christmas', 'FESTIVAL'],
];

export const LEAVE_REASONS = [
  'Family function in native place',
  'Fever and doctor visit',
  'Personal work at bank',
  'Child school admission',
  'Travel to hometown',
  'Sister wedding',
  'Dental treatment',
  'Festival at home',
];

const jsonb = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const allotCte = sql`allot AS (SELECT key AS leave_type, value::numeric AS allotted FROM jsonb_each_text(${jsonb(LEAVE_ALLOTMENT)}))`;

/** The gazetted list for each year of the range; a day already listed keeps its entry. */
export async function insertHolidays(db: Runner, fromYear: number, toYear: number): Promise<void> {
  const list = GAZETTED_HOLIDAYS.map(([m, d, name, kind]) => ({ m, d, name, kind }));
  await db.execute(sql`
    INSERT INTO holidays (day, name, kind)
    SELECT make_date(y, x.m, x.d), x.name, x.kind
    FROM generate_series(${fromYear}::int, ${toYear}::int) y, jsonb_to_recordset(${jsonb(list)}) AS x(m int, d int, name text, kind text)
    ORDER BY 1
    ON CONFLICT (day) DO NOTHING`);
}

/**
 * Leaves of the people from `from` on, by the product's rules: each person's leaves sit in weeks
 * of their own (never overlapping, nor overlapping a leave they already have), 1-3 weekdays (not
 * across the year end, as the form demands) with
 * some half days, days counted without weekends and holidays; future ones pending or approved,
 * past ones mostly approved. A paid leave past the year's allotment (with the pending days) is
 * taken as LWP, as the apply route would demand. Then the history events and the balances
 * (added to existing ones). Answers how many leaves it added.
 */
export async function insertLeaves(db: Runner, o: GenerateOptions): Promise<number> {
  const n = await countOf(db, sql`SELECT count(*) AS n FROM users WHERE id IN (${o.people})`);
  if (!n || o.rows < 1) return 0;
  const weeks = Math.max(1, Math.floor((Date.parse(o.to) - Date.parse(o.from)) / (7 * 86_400_000)));
  const slot = Math.max(1, Math.floor(weeks / Math.ceil(o.rows / n)));
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM leaves`);
  const reasons = sql.raw(`(ARRAY[${LEAVE_REASONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}])`);
  const working = (d: string) => sql.raw(`(NOT EXISTS (SELECT 1 FROM holidays h WHERE h.day = ${d}))`);
  await db.execute(sql`
    WITH ${peopleCtes(o.people)}, ${allotCte},
    c AS (
      SELECT p.id AS user_id, g.i, monday.d + (((g.i / np.n) * ${slot} + (p.k * 3 + g.i / np.n) % ${slot}) * 7 + ${pick('g.i', 1, 3)}) AS from_date,
             ${pick('g.i', 2, 3)} AS len, ${pick('g.i', 3, 10)} AS half,
             (ARRAY['CL', 'CL', 'CL', 'SL', 'SL', 'EL', 'EL', 'EL', 'COMP_OFF', 'LWP'])[1 + ${pick('g.i', 5, 10)}] AS want
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = g.i % np.n
      CROSS JOIN (SELECT ${o.from}::date - extract(isodow FROM ${o.from}::date)::int + 1 AS d) monday
    ), d AS (
      SELECT c.*, least(c.from_date + c.len, make_date(extract(year FROM c.from_date)::int, 12, 31)) AS to_date,
             CASE c.half WHEN 0 THEN 'FIRST' WHEN 1 THEN 'LAST' ELSE 'NONE' END AS half_days,
             CASE WHEN c.from_date > biz_day(now()) THEN (ARRAY['PENDING', 'APPROVED'])[1 + ${pick('c.i', 4, 2)}]
                  ELSE (ARRAY['APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'])[1 + ${pick('c.i', 4, 10)}] END AS status
      FROM c
    ), e AS (
      SELECT d.*, extract(year FROM d.from_date)::int AS year,
             (SELECT count(*) FROM generate_series(d.from_date, d.to_date, interval '1 day') x(t) WHERE ${working('x.t::date')})
             - CASE WHEN d.half_days = 'FIRST' AND ${working('d.from_date')} THEN 0.5
                    WHEN d.half_days = 'LAST' AND ${working('d.to_date')} THEN 0.5 ELSE 0 END AS days
      FROM d
    ), r AS (
      SELECT e.*, sum(e.days) FILTER (WHERE e.status IN ('PENDING', 'APPROVED'))
               OVER (PARTITION BY e.user_id, e.year, e.want ORDER BY e.from_date ROWS UNBOUNDED PRECEDING) AS running
      FROM e WHERE e.days > 0
    ), f AS (
      SELECT r.*, CASE WHEN r.want <> 'LWP' AND r.status IN ('PENDING', 'APPROVED')
                        AND r.running + coalesce(ex.taken, 0) > coalesce(b.allotted, al.allotted, 0) THEN 'LWP' ELSE r.want END AS leave_type,
             (SELECT min(a.id) FROM users a WHERE a.kind = 'admin' AND a.status = '1' AND a.id <> r.user_id) AS approver
      FROM r
      LEFT JOIN leave_balances b ON b.user_id = r.user_id AND b.year = r.year AND b.leave_type = r.want
      LEFT JOIN allot al ON al.leave_type = r.want
      LEFT JOIN LATERAL (SELECT sum(x.days) AS taken FROM leaves x WHERE x.user_id = r.user_id AND x.leave_type = r.want
                         AND x.status IN ('PENDING', 'APPROVED') AND x.from_date >= make_date(r.year, 1, 1) AND x.from_date < make_date(r.year + 1, 1, 1)) ex ON true
    )
    INSERT INTO leaves (user_id, leave_type, from_date, to_date, half_days, days, reason, status, decided_by, decided_at,
                        decision_comment, applied_by, created_at, updated_at)
    SELECT f.user_id, f.leave_type, f.from_date, f.to_date, f.half_days, f.days, ${reasons}[1 + ${pick('f.i', 6, LEAVE_REASONS.length)}],
           f.status, CASE WHEN f.status IN ('APPROVED', 'REJECTED') THEN f.approver END,
           CASE WHEN f.status IN ('APPROVED', 'REJECTED') THEN (f.from_date - 3) + time '11:30' END,
           CASE WHEN f.status = 'REJECTED' THEN 'Quarter-end audit week: please choose other dates' END,
           f.user_id, (f.from_date - 7) + time '10:00', (f.from_date - CASE WHEN f.status = 'PENDING' THEN 7 ELSE 2 END) + time '12:00'
    FROM f
    WHERE NOT EXISTS (SELECT 1 FROM leaves x WHERE x.user_id = f.user_id AND x.status IN ('PENDING', 'APPROVED')
                      AND x.from_date <= f.to_date AND x.to_date >= f.from_date)
    ORDER BY f.from_date, f.user_id`);
  await db.execute(sql`
    INSERT INTO leave_events (leave_id, move, from_status, to_status, comment, by_user, at)
    SELECT id, move, from_status, to_status, comment, by_user, at FROM (
      SELECT id, 0 AS o, 'apply' AS move, NULL AS from_status, 'PENDING' AS to_status, reason AS comment, user_id AS by_user, created_at AS at
      FROM leaves WHERE id > ${before}
      UNION ALL
      SELECT id, 1, CASE status WHEN 'APPROVED' THEN 'approve' WHEN 'REJECTED' THEN 'reject' ELSE 'cancel' END, 'PENDING', status,
             decision_comment, CASE WHEN status = 'CANCELLED' THEN user_id ELSE decided_by END, coalesce(decided_at, updated_at)
      FROM leaves WHERE id > ${before} AND status <> 'PENDING') ev
    ORDER BY id, o`);
  await db.execute(sql`
    WITH ${allotCte},
    used AS (SELECT user_id, extract(year FROM from_date)::int AS year, leave_type, sum(days) AS used
             FROM leaves WHERE id > ${before} AND status = 'APPROVED' GROUP BY 1, 2, 3),
    years AS (SELECT DISTINCT user_id, extract(year FROM from_date)::int AS year FROM leaves WHERE id > ${before})
    INSERT INTO leave_balances (user_id, year, leave_type, allotted, used)
    SELECT y.user_id, y.year, a.leave_type, a.allotted, coalesce(u.used, 0)
    FROM years y CROSS JOIN allot a LEFT JOIN used u ON u.user_id = y.user_id AND u.year = y.year AND u.leave_type = a.leave_type
    UNION ALL
    SELECT user_id, year, leave_type, 0, used FROM used WHERE leave_type NOT IN (SELECT leave_type FROM allot)
    ORDER BY 1, 2, 3
    ON CONFLICT (user_id, year, leave_type) DO UPDATE SET used = leave_balances.used + EXCLUDED.used, updated_at = now()`);
  return countOf(db, sql`SELECT count(*) AS n FROM leaves WHERE id > ${before}`);
}
