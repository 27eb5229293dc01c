import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, banks, bills, companyBranches } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { BILL_LISTS } from 'mfe-bills/model';

/**
 * One kit list per bill page (GET /api/bills/{initiation|approval|level3|completed|history} and
 * their export.csv), each scoped to the statuses its page works on and gated by that page's right.
 */
export async function billListRoutes(app: FastifyInstance, { db }: AppContext) {
  const { created_by: _c, ...own } = getTableColumns(bills);
  for (const desc of BILL_LISTS) {
    registerResource(app, db, {
      desc,
      table: bills,
      columns: {
        ...own,
        bank_name: banks.name,
        bank_branch_name: bankBranches.branch_name,
        company_branch_name: companyBranches.branch_name,
        lines: sql<number>`(SELECT count(*)::int FROM bill_lines l WHERE l.bill_id = ${bills.id})`,
        outstanding: sql<number>`(${bills.total} - ${bills.received_amount} - ${bills.tds_deducted} - ${bills.credited_amount})::float8`,
      },
      join: (q) =>
        q
          .leftJoin(banks, eq(banks.id, bills.bank_id))
          .leftJoin(bankBranches, eq(bankBranches.id, bills.bank_branch_id))
          .leftJoin(companyBranches, eq(companyBranches.id, bills.company_branch_id)),
      scope: () => (desc.statuses ? inArray(bills.status, [...desc.statuses]) : undefined),
      routes: { read: false },
    });
  }
}
