import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentAccount } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { paymentAccounts } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { idOf, registerResource } from '../../kit/index';
import { paymentAccountsResource } from 'mfe-masters/model';
import { dataOf, nullable, object, text } from '../../http/answer-schemas';

/** A branch's default account as an invoice prints it (PaymentAccount). */
const accountAnswer = {
  200: dataOf(
    object({ account_name: text, account_number: text, ifsc: text, bank_name: text, branch_name: nullable(text), upi_id: nullable(text) }),
  ),
};

/**
 * The firm's receiving accounts: GET/POST /api/payment-accounts, GET/PUT/DELETE
 * /api/payment-accounts/{id}, export; right payment_master. GET
 * /api/lookups/payment-accounts/{company_branch_id}: the default account an invoice prints.
 */
export const paymentAccountRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: paymentAccountsResource,
    table: paymentAccounts,
    // One default per branch: the new default takes over (the previous one is cleared first).
    beforeWrite: async ({ columns, current, db: tx }) => {
      if (typeof columns.upi_id === 'string') columns.upi_id = columns.upi_id.toLowerCase();
      const makesDefault = (columns.is_default ?? current?.is_default) === '1';
      if (!makesDefault) return;
      const branch = (columns.company_branch_id ?? current?.company_branch_id) as number;
      await tx
        .update(paymentAccounts)
        .set({ is_default: '0', updated_at: new Date() })
        .where(
          and(
            eq(paymentAccounts.company_branch_id, branch),
            eq(paymentAccounts.is_default, '1'),
            current ? ne(paymentAccounts.id, current.id as number) : undefined,
          ),
        );
    },
  });

  app.get<{ Params: { id: string } }>(
    '/api/lookups/payment-accounts/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
        response: accountAnswer,
      },
      // Staff only: the firm's bank details are for its invoices, not for a bank-branch login to list.
      config: { right: 'staff', messages: { id: { default: 'The company branch id must be a positive whole number.' } } },
    },
    async (req): Promise<{ data: PaymentAccount }> => {
      const [row] = await db
        .select({
          account_name: paymentAccounts.account_name,
          account_number: paymentAccounts.account_number,
          ifsc: paymentAccounts.ifsc,
          bank_name: paymentAccounts.bank_name,
          branch_name: paymentAccounts.branch_name,
          upi_id: paymentAccounts.upi_id,
        })
        .from(paymentAccounts)
        .where(
          and(
            eq(paymentAccounts.company_branch_id, idOf(req.params.id)),
            eq(paymentAccounts.is_default, '1'),
            eq(paymentAccounts.status, '1'),
          ),
        )
        .limit(1);
      if (!row) throw notFound('This company branch has no default account in the Payment Master.');
      return { data: row };
    },
  );
};
