import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bills } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { BILL_LISTS } from 'mfe-bills/model';

/**
 * One kit list per bill page (GET /api/bills/{initiation|approval|level3|completed|history} and
 * their export.csv), each scoped to the statuses its page works on and gated by that page's right.
 */
export async function billListRoutes(app: FastifyInstance, { db }: AppContext) {
  for (const desc of BILL_LISTS) {
    registerResource(app, db, {
      desc,
      table: bills,
      // Not who made, moved or issued a bill, nor its e-invoice registration (GET /api/bills/:id/irn
      // answers that): the columns of 0300's ALTER and of 0974, which the lists have never sent.
      omit: ['created_by', 'rejection_reason', 'issued_at', 'issued_by', 'irn', 'irn_ack_no', 'irn_ack_date', 'irn_signed_qr'],
      computed: {
        lines: sql<number>`(SELECT count(*)::int FROM bill_lines l WHERE l.bill_id = ${bills.id})`,
        outstanding: sql<number>`(${bills.total} - ${bills.received_amount} - ${bills.tds_deducted} - ${bills.credited_amount})::float8`,
      },
      scope: () => (desc.statuses ? inArray(bills.status, [...desc.statuses]) : undefined),
      routes: { read: false },
    });
  }
}
