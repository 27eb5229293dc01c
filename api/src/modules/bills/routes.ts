import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { billListRoutes } from './list-routes';
import { billRoutes } from './bill-routes';
import { expenseRoutes } from './expense-routes';
import { exportRoutes } from './export-routes';
import { feeScheduleRoutes } from './fee-schedule-routes';
import { moneyRoutes } from './money-routes';
import { pdfRoutes } from './pdf-routes';
import { receiptRoutes } from './receipt-routes';
import { statementRoutes } from './statement-routes';
import { tdsRoutes } from './tds-routes';
import { einvoiceRoutes } from './einvoice-routes';

/** Billing (issue 12): fee schedule, unbilled cases, bills and their flow, receipts, TDS, ageing, credit notes, expenses. */
export const billsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  await feeScheduleRoutes(app, ctx);
  await expenseRoutes(app, ctx);
  await billListRoutes(app, ctx);
  await moneyRoutes(app, ctx);
  await receiptRoutes(app, ctx);
  await statementRoutes(app, ctx);
  await tdsRoutes(app, ctx);
  await einvoiceRoutes(app, ctx);
  await exportRoutes(app, ctx);
  await billRoutes(app, ctx);
  await pdfRoutes(app, ctx);
};
