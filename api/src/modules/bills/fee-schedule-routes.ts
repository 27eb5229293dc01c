import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { banks, feeSchedules } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { feeFor, feeSchedulesResource } from 'mfe-bills/model';

/** The fee schedule (kit resource) and GET /api/fee-schedules/quote?bank_id&property_type&value. */
export async function feeScheduleRoutes(app: FastifyInstance, { db, handle }: AppContext) {
  registerResource(app, db, {
    desc: feeSchedulesResource,
    table: feeSchedules,
    beforeWrite: async ({ columns }) => {
      if (columns.bank_id === undefined) return;
      const [bank] = await db
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
      },
      config: { right: 'bill_initiation_page' },
    },
    async (req) => {
      const { bank_id, property_type, value } = req.query;
      // The most specific active row: the property type's own before the bank's general one.
      const [rule] = await handle.query<{
        id: number;
        basis: 'FLAT' | 'PERCENT' | 'PER_LAKH';
        rate: string;
        min_fee: string | null;
        max_fee: string | null;
      }>(
        `SELECT id, basis, rate, min_fee, max_fee FROM fee_schedules
         WHERE bank_id = $1 AND status = '1' AND (property_type = $2 OR property_type IS NULL)
           AND value_from <= $3 AND (value_to IS NULL OR value_to >= $3)
         ORDER BY property_type IS NULL, value_from DESC, id DESC LIMIT 1`,
        [bank_id, property_type ?? null, value],
      );
      if (!rule) return { data: { fee: null, basis: null, schedule_id: null } };
      const fee = feeFor(
        {
          basis: rule.basis,
          rate: Number(rule.rate),
          min_fee: rule.min_fee === null ? null : Number(rule.min_fee),
          max_fee: rule.max_fee === null ? null : Number(rule.max_fee),
        },
        value,
      );
      return { data: { fee, basis: rule.basis, schedule_id: rule.id } };
    },
  );
}
