import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { einvoicePayload, irnFrom, saveIrn } from './einvoice';
import { bodyOf, idParam, messages } from './schemas';
import { einvoiceAnswer, irnAnswer } from './answers';
import { confirmation } from './money-answers';

const route = { validatorCompiler: kitValidatorCompiler };

/** GET the INV-01 JSON of an issued invoice; PUT the portal's IRN, ack no./date and signed QR (typed, or its response file as it is). */
export async function einvoiceRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Params: { id: string } }>(
    '/api/bills/:id/einvoice.json',
    { ...route, schema: { params: idParamsSchema, response: einvoiceAnswer }, config: { right: 'completed_bill_page' } },
    async (req, reply) => {
      const payload = await einvoicePayload(handle, idParam(req));
      return reply
        .header('content-disposition', `attachment; filename="einvoice-${payload.DocDtls.No.replace(/[^A-Za-z0-9-]+/g, '-')}.json"`)
        .send(payload);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bills/:id/irn',
    { ...route, schema: { params: idParamsSchema, response: irnAnswer }, config: { right: 'bill_master_page' } },
    async (req) => ({
      data:
        (
          await handle.query(
            `SELECT irn, irn_ack_no AS ack_no, to_char(irn_ack_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') AS ack_date,
                    irn_signed_qr AS signed_qr FROM bills WHERE id = $1 AND irn IS NOT NULL`,
            [idParam(req)],
          )
        )[0] ?? null,
    }),
  );

  app.put<{ Params: { id: string } }>(
    '/api/bills/:id/irn',
    {
      ...route,
      bodyLimit: 256 * 1024,
      // The portal's response file as it is: its keys vary, its values are scalars (the signed
      // invoice is the longest, a JWT of some tens of KB).
      schema: {
        params: idParamsSchema,
        body: {
          type: 'object',
          maxProperties: 40,
          additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 200_000 },
        },
        response: confirmation,
      },
      config: { right: 'completed_bill_page', messages: messages() },
    },
    async (req) => {
      await saveIrn(handle, idParam(req), irnFrom(bodyOf<Record<string, unknown>>(req)));
      return { message: 'IRN saved on the invoice.' };
    },
  );
}
