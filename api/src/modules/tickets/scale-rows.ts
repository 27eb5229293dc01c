import { sql } from 'drizzle-orm';
import { TICKET_SLA_HOURS } from 'mfe-hr/model';
import { countOf, peopleCtes, pick, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';

/** [type, priority, subject, description] of tickets staff raise. */
export const TICKET_SAMPLES = [
  ['IT', 'HIGH', 'Laptop does not connect to office VPN', 'Since this morning the VPN client says "authentication failed" on my laptop.'],
  [
    'IT',
    'MEDIUM',
    'Distance meter app crashes while saving',
    'The site measurement app closes when I save a plot with more than 12 points.',
  ],
  ['HR', 'LOW', 'Salary slip for October not received', 'Please share the October salary slip; it did not come by e-mail.'],
  ['IT', 'URGENT', 'Report printer at Pune branch not working', 'Paper jam error even with the tray empty; reports for SBI are due today.'],
  ['HR', 'MEDIUM', 'Correction in joining date', 'My joining date shows 2023-04-10 instead of 2023-04-01.'],
  ['IT', 'LOW', 'Need access to the shared drive for APF files', 'Please give read access to the Project APF folder.'],
  ['IT', 'MEDIUM', 'Phone camera does not save geotag', 'Site photos from my phone have no location, so the case shows no geotag.'],
  ['HR', 'MEDIUM', 'Travel allowance claim pending', 'My site-visit travel claim for last month is still not paid.'],
  ['IT', 'HIGH', 'Cannot upload report PDF to case', 'Upload stops at 90% for the valuation report of a flat in Thane.'],
  ['HR', 'LOW', 'Update bank account for salary', 'I have moved my salary account; please update the IFSC and account number.'],
] as const;

/**
 * Tickets raised by the people between `from` and `to`, numbered like the product's (TKT-id),
 * due by the priority's SLA hours; older ones resolved and closed (some after their SLA), recent
 * ones open, in progress or resolved; each with its thread (the description, then a comment per
 * move, as the move route writes them). Answers how many tickets it added.
 */
export async function insertTickets(db: Runner, o: GenerateOptions): Promise<number> {
  if (o.rows < 1) return 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM tickets`);
  const samples = sql`${JSON.stringify(TICKET_SAMPLES)}::jsonb`;
  const sla = sql`${JSON.stringify(TICKET_SLA_HOURS)}::jsonb`;
  await db.execute(sql`
    WITH ${peopleCtes(o.people)},
    admins AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE kind = 'admin' AND status = '1'),
    g AS (
      SELECT g.i, nextval(pg_get_serial_sequence('tickets', 'id'))::int AS id, p.id AS raised_by,
             ${samples} -> ${pick('g.i', 1, TICKET_SAMPLES.length)} AS s,
             least(${o.from}::date + (${o.to}::date - ${o.from}::date) * (g.i::float8 / ${o.rows}) * interval '1 day'
                   + (9 * 60 + ${pick('g.i', 2, 540)}) * interval '1 minute', now()) AS created,
             ${pick('g.i', 3, 20)} AS r
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = g.i % np.n
    ), t AS (
      SELECT g.*, (ARRAY['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', 'URGENT'])[1 + g.r % 8] AS priority,
             CASE WHEN g.created < now() - interval '10 days' THEN (CASE WHEN g.r < 17 THEN 'CLOSED' ELSE 'RESOLVED' END)
                  ELSE (ARRAY['OPEN', 'IN_PROGRESS', 'IN_PROGRESS', 'RESOLVED'])[1 + g.r % 4] END AS status
      FROM g
    ), d AS (
      SELECT t.*, t.created + (${sla} ->> t.priority)::int * interval '1 hour' AS sla_due,
             least(t.created + (${sla} ->> t.priority)::int * (0.2 + t.r / 15.0) * interval '1 hour', now()) AS resolved
      FROM t
    )
    INSERT INTO tickets (id, ticket_no, subject, type, priority, description, raised_by, assigned_to, sla_due, status,
                         resolved_at, closed_at, created_at, updated_at)
    SELECT d.id, 'TKT-' || lpad(d.id::text, 6, '0'), d.s ->> 2, d.s ->> 0, d.priority, d.s ->> 3, d.raised_by,
           CASE WHEN d.status = 'OPEN' AND d.r % 2 = 0 THEN NULL ELSE (SELECT ids[1 + d.r % cardinality(ids)] FROM admins) END,
           d.sla_due, d.status, CASE WHEN d.status IN ('RESOLVED', 'CLOSED') THEN d.resolved END,
           CASE WHEN d.status = 'CLOSED' THEN d.resolved + interval '2 days' END, d.created,
           CASE d.status WHEN 'CLOSED' THEN d.resolved + interval '2 days' WHEN 'RESOLVED' THEN d.resolved ELSE d.created END
    FROM d ORDER BY d.id`);
  await db.execute(sql`
    INSERT INTO ticket_comments (ticket_id, author_id, body, move, created_at)
    SELECT ticket_id, author_id, body, move, at FROM (
      SELECT id AS ticket_id, 0 AS o, raised_by AS author_id, description AS body, NULL AS move, created_at AS at
      FROM tickets WHERE id > ${before}
      UNION ALL
      SELECT id, 1, assigned_to, 'Start: Looking into it', 'start', created_at + interval '30 minutes'
      FROM tickets WHERE id > ${before} AND status <> 'OPEN'
      UNION ALL
      SELECT id, 2, assigned_to, 'Resolve: Fixed and checked with the user', 'resolve', resolved_at
      FROM tickets WHERE id > ${before} AND resolved_at IS NOT NULL
      UNION ALL
      SELECT id, 3, raised_by, 'Close', 'close', closed_at FROM tickets WHERE id > ${before} AND closed_at IS NOT NULL) c
    ORDER BY ticket_id, o`);
  return countOf(db, sql`SELECT count(*) AS n FROM tickets WHERE id > ${before}`);
}
