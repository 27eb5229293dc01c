import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, banks, emailContacts } from '../../db/schema/index';
import { forbidden, HttpError } from '../../http/errors';
import { registerResource, searchWhere } from '../../kit/index';
import { emailContactsResource } from 'mfe-masters/model';
import { choicesAnswer } from '../../http/answer-schemas';

const lookupQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } } as const;

/**
 * E-mail contacts: GET/POST /api/email-contacts, GET/PUT/DELETE /api/email-contacts/{id}, export,
 * right email_master; GET /api/lookups/bank-branches for staff forms ("Bank - Branch (IFSC)").
 */
export const emailContactRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: emailContactsResource,
    table: emailContacts,
    beforeWrite: async ({ columns, current, db: tx }) => {
      const bank = (columns.bank_id ?? current?.bank_id) as number;
      const branch = ('bank_branch_id' in columns ? columns.bank_branch_id : current?.bank_branch_id) as number | null;
      if (branch == null) return;
      const [b] = await tx.select({ bank_id: bankBranches.bank_id }).from(bankBranches).where(eq(bankBranches.id, branch)).limit(1);
      if (b && b.bank_id !== bank) {
        const message = 'This branch belongs to another bank: choose a branch of the chosen bank.';
        throw new HttpError(400, message, { bank_branch_id: message });
      }
    },
  });

  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/bank-branches',
    {
      schema: { querystring: lookupQuery, response: choicesAnswer() },
      config: { right: 'authenticated' },
    },
    async (req) => {
      // Bank-branch logins have their own screens; this list of every client branch is for staff.
      if (req.principal?.kind === 'branch') throw forbidden();
      const rows = await db
        .select({
          id: bankBranches.id,
          name: sql<string>`${banks.name} || ' - ' || ${bankBranches.branch_name} || coalesce(' (' || ${bankBranches.ifsc} || ')', '')`,
        })
        .from(bankBranches)
        .innerJoin(banks, eq(banks.id, bankBranches.bank_id))
        .where(
          and(
            eq(bankBranches.status, '1'),
            searchWhere(
              [bankBranches.branch_name, bankBranches.branch_code, bankBranches.ifsc, bankBranches.city, bankBranches.pincode],
              req.query.search,
            ),
          ),
        )
        .orderBy(asc(banks.name), asc(bankBranches.branch_name))
        .limit(50);
      return { data: rows };
    },
  );
};

/** The active addresses of a bank (and branch) for a purpose: the branch's own first, then the bank's. */
export async function contactsFor(
  db: AppContext['db'],
  purpose: string,
  bankId: number,
  bankBranchId?: number | null,
): Promise<{ name: string; email: string }[]> {
  const rows = await db
    .select({ name: emailContacts.contact_name, email: emailContacts.email, branch: emailContacts.bank_branch_id })
    .from(emailContacts)
    .where(and(eq(emailContacts.bank_id, bankId), eq(emailContacts.purpose, purpose), eq(emailContacts.status, '1')))
    .orderBy(asc(emailContacts.id));
  const own = rows.filter((r) => bankBranchId != null && r.branch === bankBranchId);
  const bankWide = rows.filter((r) => r.branch == null);
  return (own.length ? own : bankWide).map(({ name, email }) => ({ name, email }));
}
