import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { kitValidatorCompiler } from '../../kit/index';
import { userIdOf } from './bill-service';
import { messages, bodyOf, checkDate, checkMoney, DATE, ID, MONEY, obj } from './schemas';
import { parse26asCsv } from './statement-csv';
import { import26as, saveCertificate, tdsQuarters } from './tds-reconcile';
import { confirmation, tds26asImported, tdsQuartersAnswer } from './money-answers';

const route = { validatorCompiler: kitValidatorCompiler };
const FY = { type: 'string', pattern: '^[0-9]{4}$' } as const;
const config = { right: 'tds_details' as const };

/** TDS per bank and quarter: the reconciliation, Form 16A certificates, and the Form 26AS / AIS import. */
export async function tdsRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: { fy: string } }>(
    '/api/bills/tds/quarters',
    {
      ...route,
      schema: { querystring: { type: 'object', required: ['fy'], properties: { fy: FY } }, response: tdsQuartersAnswer },
      config: { ...config, messages: { fy: { default: "Financial year as '2526' for 2025-26" } } },
    },
    async (req) => ({ data: await tdsQuarters(handle, req.query.fy) }),
  );

  app.put(
    '/api/bills/tds/certificates',
    {
      ...route,
      schema: {
        body: obj(['bank_id', 'fy', 'quarter', 'form16a_no', 'cert_date', 'amount'], {
          bank_id: ID,
          fy: FY,
          quarter: { type: 'integer', minimum: 1, maximum: 4 },
          form16a_no: { type: 'string', minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9/ -]+$' },
          cert_date: DATE,
          amount: MONEY,
        }),
        response: confirmation,
      },
      config: {
        ...config,
        messages: messages({
          form16a_no: { default: 'Form 16A No.: 3 to 30 letters, digits, spaces, / or -' },
          cert_date: { default: 'Certificate Date must be a date (YYYY-MM-DD)' },
          quarter: { default: 'Quarter must be 1 to 4' },
          amount: { default: 'Amount must be an amount of at least 0' },
        }),
      },
    },
    async (req) => {
      const body = bodyOf<Parameters<typeof saveCertificate>[1]>(req);
      checkDate('cert_date', body.cert_date, 'Certificate Date');
      checkMoney('amount', body.amount, 'Amount');
      await saveCertificate(handle, body, userIdOf(req));
      return { message: 'Form 16A saved.' };
    },
  );

  app.post(
    '/api/bills/tds/26as',
    {
      ...route,
      bodyLimit: 4 * 1024 * 1024,
      schema: { body: obj(['content'], { content: { type: 'string', minLength: 1, maxLength: 4_000_000 } }), response: tds26asImported },
      config: { ...config, messages: messages({ content: { default: 'Choose the Form 26AS / AIS CSV file.' } }) },
    },
    async (req, reply) => {
      let entries: Awaited<ReturnType<typeof parse26asCsv>>;
      try {
        entries = await parse26asCsv(bodyOf<{ content: string }>(req).content);
      } catch (e) {
        throw badRequest({ content: (e as Error).message });
      }
      if (!entries.length) throw badRequest({ content: 'The file has no entries.' });
      const r = await import26as(handle, entries, userIdOf(req));
      return reply.code(201).send({ data: r, message: `Imported ${r.entries} entries: ${r.matched} matched to receipts.` });
    },
  );
}
