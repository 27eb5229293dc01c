import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { banks, feeSchedules } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { feeSchedulesResource } from 'mfe-bills/model';
import { quoteFee } from './fee-quote';
import { feeQuoteAnswer } from './answers';

/** The fee schedule (kit resource) and GET /api/fee-schedules/quote?bank_id&property_type&value. */
export async function feeScheduleRoutes(app: FastifyInstance, { db, handle }: AppContext) {
  registerResource(app, db, {
    desc: feeSchedulesResource,
    table: feeSchedules,
    beforeWrite: async ({ columns, db: tx }) => {
      if (columns.bank_id === undefined) return;
      const [bank] = await tx
        .select({ id: banks.id })
        .from(banks)
        .where(eq(banks.id, columns.bank_id as number));
      if (!bank) throw badRequest({ bank_id: 'Choose a valid Bank' });
    },
  });

  app.get<{ Querystring: { bank_id: number; property_type?: string; value: number } }>(
    '/api/fee-schedules/quote',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['bank_id', 'value'],
          properties: {
            bank_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            property_type: { type: 'string', maxLength: 30 },
            value: { type: 'number', minimum: 0, maximum: 1e13 },
          },
        },
        response: feeQuoteAnswer,
      },
      config: { right: 'bill_initiation_page' },
    },
    async (req) => {
      const { bank_id, property_type, value } = req.query;
      return { data: await quoteFee(handle, bank_id, property_type ?? null, value) };
    },
  );
}
