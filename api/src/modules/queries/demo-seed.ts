import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { QUERY_SLA_HOURS, type Actor } from 'mfe-cases/model';
import { syncCaseWithQueries } from './case-link';

const SAMPLES = [
  [
    'BANK',
    'REPORT_QUERY',
    'HIGH',
    'Carpet area differs from sale deed',
    'The report shows 612 sq ft carpet; the agreement says 640 sq ft. Please confirm the measurement.',
  ],
  [
    'BANK',
    'VALUE_RECONSIDERATION',
    'URGENT',
    'Borrower disputes the fair market value',
    'Applicant has shared two recent sale instances in the same society at a higher rate.',
  ],
  [
    'INTERNAL',
    'REVISION_REQUEST',
    'MEDIUM',
    'Photographs missing coordinates',
    'Two of the site photographs have no latitude and longitude; re-upload before dispatch.',
  ],
  [
    'BANK',
    'BILLING_DISPUTE',
    'LOW',
    'Fee charged above the schedule',
    'Branch says the fee for a flat below 50 lakh is Rs 3,000 as per the agreement.',
  ],
  ['CLIENT', 'REPORT_QUERY', 'MEDIUM', 'Approved plan number not mentioned', 'Please add the approved plan number and date in the report.'],
] as const;

/**
 * Demo queries: on released reports (the case stays released: the flow has no query move there)
 * in every query state, and two open ones on work-in-progress cases, which go to QUERY_PENDING
 * through the case flow as any raised query does.
 */
export async function seedQueriesDemo(tx: Db, opts: { adminId: number; employeeId: number }): Promise<void> {
  const admin: Actor = { id: opts.adminId, role: 'N/A', can: () => true };
  const released = await rows<{ id: number }>(tx, sql`SELECT id FROM cases WHERE status IN ('RELEASED', 'DISPATCHED') ORDER BY id LIMIT 6`);
  const wip = await rows<{ id: number }>(tx, sql`SELECT id FROM cases WHERE status = 'WIP' ORDER BY id DESC LIMIT 2`);
  const plan: { caseId: number; status: string }[] = [
    ...released.map((c, i) => ({ caseId: c.id, status: ['OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT', 'RESOLVED', 'CLOSED', 'OPEN'][i] })),
    ...wip.map((c, i) => ({ caseId: c.id, status: i ? 'IN_PROGRESS' : 'OPEN' })),
  ];
  for (const [i, p] of plan.entries()) {
    const [source, type, priority, subject, description] = SAMPLES[i % SAMPLES.length];
    const created = new Date(Date.now() - (plan.length - i) * 9 * 3_600_000);
    const due = new Date(created.getTime() + QUERY_SLA_HOURS[priority] * 3_600_000);
    const [q] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO case_queries (case_id, source, type, priority, subject, description, raised_by, assigned_to, sla_due, status,
                                    resolved_at, closed_at, created_at, updated_at)
          VALUES (${p.caseId}, ${source}, ${type}, ${priority}, ${subject}, ${description}, ${opts.adminId},
                  ${i % 2 ? opts.employeeId : opts.adminId}, ${due}, ${p.status},
                  ${['RESOLVED', 'CLOSED'].includes(p.status) ? created : null}, ${p.status === 'CLOSED' ? created : null}, ${created}, ${created})
          RETURNING id`,
    );
    const no = `QRY-${String(q.id).padStart(6, '0')}`;
    await tx.execute(sql`UPDATE case_queries SET query_no = ${no} WHERE id = ${q.id}`);
    await tx.execute(sql`INSERT INTO case_query_comments (query_id, author_id, move, body, created_at) VALUES
      (${q.id}, ${opts.adminId}, 'raise', ${description}, ${created}),
      (${q.id}, ${opts.employeeId}, NULL, 'Checked the file; will revert after speaking to the site engineer.', ${new Date(created.getTime() + 3_600_000)})`);
    await syncCaseWithQueries(tx, p.caseId, admin, `Query ${no}: ${subject}`);
  }
}
