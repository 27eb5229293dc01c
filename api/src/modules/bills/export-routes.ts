import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { kitValidatorCompiler } from '../../kit/index';
import { creditNotesOf, invoicesOf, ledgersOf, receiptsOf } from './books-data';
import { gstr1Json } from './gstr1';
import { gstr1Xlsx } from './gstr1-xlsx';
import { checkDate, DATE } from './schemas';
import { tallyXml } from './tally';
import { gstinsAnswer, gstr1Answer, gstr1XlsxFile, tallyXmlFile } from './answers';

const route = { validatorCompiler: kitValidatorCompiler };
const MONTH = { type: 'string', pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' } as const;
const GSTIN = { type: 'string', pattern: '^[0-9]{2}[A-Z0-9]{13}$' } as const;

const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The exports for the accountant and the GST portal: Tally XML for a date range, GSTR-1 (JSON, .xlsx) for a month and GSTIN. */
export async function exportRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: { from: string; to: string } }>(
    '/api/bills/exports/tally.xml',
    {
      ...route,
      schema: { querystring: { type: 'object', required: ['from', 'to'], properties: { from: DATE, to: DATE } }, response: tallyXmlFile },
      config: {
        right: 'completed_bill_page',
        messages: { from: { default: 'From Date is required (YYYY-MM-DD)' }, to: { default: 'To Date is required (YYYY-MM-DD)' } },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      checkDate('from', from, 'From Date');
      checkDate('to', to, 'To Date');
      if (to < from) throw badRequest({ to: 'To Date cannot be before From Date' });
      const [{ name }] = await handle.query<{ name: string }>(
        `SELECT coalesce((SELECT legal_name FROM company_profile LIMIT 1), 'Valuation Services') AS name`,
      );
      const xml = tallyXml(name, await ledgersOf(handle), {
        invoices: await invoicesOf(handle, from, to),
        receipts: await receiptsOf(handle, from, to),
        creditNotes: await creditNotesOf(handle, from, to),
      });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="tally-${from}-${to}.xml"`)
        .send(xml);
    },
  );

  app.get('/api/bills/exports/gstins', { schema: { response: gstinsAnswer }, config: { right: 'completed_bill_page' } }, async () => ({
    data: (await handle.query<{ gstin: string }>(`SELECT DISTINCT gstin FROM company_branches WHERE gstin IS NOT NULL ORDER BY gstin`)).map(
      (r) => r.gstin,
    ),
  }));

  const gstr1Query = {
    querystring: { type: 'object', required: ['month', 'gstin'], properties: { month: MONTH, gstin: GSTIN } },
  };
  const gstr1Config = {
    right: 'completed_bill_page' as const,
    messages: { month: { default: 'Month must be YYYY-MM' }, gstin: { default: 'Choose the GSTIN the return is for' } },
  };
  const load = async (month: string, gstin: string) => {
    const from = `${month}-01`;
    const to = monthEnd(month);
    return gstr1Json(gstin, month, await invoicesOf(handle, from, to, gstin), await creditNotesOf(handle, from, to, gstin));
  };
  app.get<{ Querystring: { month: string; gstin: string } }>(
    '/api/bills/exports/gstr1.json',
    { ...route, schema: { ...gstr1Query, response: gstr1Answer }, config: gstr1Config },
    async (req, reply) => {
      const g = await load(req.query.month, req.query.gstin);
      return reply.header('content-disposition', `attachment; filename="GSTR1-${req.query.gstin}-${g.fp}.json"`).send(g);
    },
  );
  app.get<{ Querystring: { month: string; gstin: string } }>(
    '/api/bills/exports/gstr1.xlsx',
    { ...route, schema: { ...gstr1Query, response: gstr1XlsxFile }, config: gstr1Config },
    async (req, reply) => {
      const g = await load(req.query.month, req.query.gstin);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="GSTR1-${req.query.gstin}-${g.fp}.xlsx"`)
        .send(await gstr1Xlsx(g));
    },
  );
}
