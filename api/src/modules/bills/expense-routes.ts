import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bills, cases, expenses } from '../../db/schema/index';
import { badRequest, HttpError } from '../../http/errors';
import { registerResource, userFullName } from '../../kit/index';
import { expensesResource } from 'mfe-bills/model';

/**
 * Expenses (kit resource, right expense_management): by branch, user and case, with a receipt
 * upload; PENDING -> APPROVED / REJECTED by the declared flow, each change in billing_history. An
 * expense already on a bill is closed to edits.
 */
export async function expenseRoutes(app: FastifyInstance, { db, files }: AppContext) {
  registerResource(app, db, {
    desc: expensesResource,
    table: expenses,
    omit: ['bill_id'],
    computed: {
      user_name: userFullName(expenses.user_id),
      case_no: sql<string | null>`(SELECT ${cases.case_no} FROM ${cases} WHERE ${cases.id} = ${expenses.case_id})`,
      billed_invoice_no: sql<
        string | null
      >`(SELECT coalesce(${bills.invoice_no}, 'Bill ' || ${bills.id}) FROM ${bills} WHERE ${bills.id} = ${expenses.bill_id})`,
    },
    files: files.at('expenses'),
    beforeWrite: async ({ mode, body, columns, current, req, db: tx }) => {
      if (current?.bill_id) throw new HttpError(409, 'This expense is already on a bill and cannot be changed.');
      if (typeof body.case_no === 'string' && body.case_no.trim()) {
        const [c] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.case_no, body.case_no.trim().toUpperCase()));
        if (!c) throw badRequest({ case_no: 'No case has this Case No.' });
        columns.case_id = c.id;
      } else if (Object.prototype.hasOwnProperty.call(body, 'case_no')) {
        columns.case_id = null;
      }
      const userId = req.principal?.kind === 'user' ? req.principal.user.id : null;
      const from = mode === 'create' ? null : (current?.status as string);
      const to = (columns.status as string | undefined) ?? from;
      if (to !== from && to === 'APPROVED') columns.approved_by = userId;
      if (to !== 'REJECTED') columns.reject_reason = null;
    },
    beforeDelete: ({ current }) => {
      if (current.bill_id) throw new HttpError(409, 'This expense is already on a bill and cannot be deleted.');
    },
    afterWrite: async ({ mode, columns, current, req, db: tx, id }) => {
      const from = mode === 'create' ? null : (current?.status as string);
      const to = (columns.status as string | undefined) ?? from;
      if (!to || to === from) return;
      const userId = req.principal?.kind === 'user' ? req.principal.user.id : null;
      await tx.execute(sql`INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, comment)
        VALUES ('expense', ${id}, ${from}, ${to}, ${userId}, ${(columns.reject_reason as string | null) ?? null})`);
    },
  });
}
