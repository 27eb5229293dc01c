import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketComments, tickets } from '../../db/schema/index';
import { TICKET_SLA_HOURS } from 'mfe-hr/model';
import { TICKET_SAMPLES } from './scale-rows';

const SAMPLES = TICKET_SAMPLES.slice(0, 6);
const STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'OPEN', 'IN_PROGRESS'] as const;

/** Tickets in every status, raised by staff, some assigned to the admin, each with a thread. */
export async function seedTicketsDemo(tx: Db, opts: { raisers: number[]; assignees: number[] }): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const [type, priority, subject, description] = SAMPLES[i % SAMPLES.length];
    const status = STATUSES[i % STATUSES.length];
    const created = new Date(Date.now() - (12 - i) * 7 * 3_600_000);
    const raised = opts.raisers[i % opts.raisers.length];
    const [row] = await tx
      .insert(tickets)
      .values({
        subject,
        type,
        priority,
        description,
        status,
        raised_by: raised,
        assigned_to: status === 'OPEN' && i % 2 === 0 ? null : opts.assignees[i % opts.assignees.length],
        sla_due: new Date(created.getTime() + TICKET_SLA_HOURS[priority] * 3_600_000),
        resolved_at: status === 'RESOLVED' || status === 'CLOSED' ? new Date(created.getTime() + 3_600_000) : null,
        closed_at: status === 'CLOSED' ? new Date(created.getTime() + 7_200_000) : null,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: tickets.id });
    await tx
      .update(tickets)
      .set({ ticket_no: sql`'TKT-' || lpad(${row.id}::text, 6, '0')` })
      .where(eq(tickets.id, row.id));
    await tx.insert(ticketComments).values({ ticket_id: row.id, author_id: raised, body: description, created_at: created });
    if (status !== 'OPEN')
      await tx
        .insert(ticketComments)
        .values({ ticket_id: row.id, author_id: opts.assignees[0], body: 'In progress: looking into it', move: 'start' });
    if (status === 'RESOLVED' || status === 'CLOSED')
      await tx
        .insert(ticketComments)
        .values({ ticket_id: row.id, author_id: opts.assignees[0], body: 'Resolved: fixed and tested with the user', move: 'resolve' });
  }
}
