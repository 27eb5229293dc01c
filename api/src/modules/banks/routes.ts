import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, banks } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { escapeLike, searchWords } from '../../kit/query';
import { refuseIfReferenced } from './references';
import { guardBranchLogins, ownBankBranch } from './branch-login';
import { LOOKUP_LIMIT } from 'shared/resources';
import { banksResource } from 'mfe-masters/model';
import { choicesAnswer } from '../../http/answer-schemas';

/** A branch login sees the bank of its own branch only. */
export function bankScope(req: FastifyRequest): SQL | undefined {
  const own = ownBankBranch(req);
  if (own === undefined) return undefined;
  if (own === null) return sql`false`;
  return sql`${banks.id} = (SELECT ${bankBranches.bank_id} FROM ${bankBranches} WHERE ${bankBranches.id} = ${own})`;
}

/**
 * Banks (the firm's clients): GET/POST /api/banks, GET/PUT/DELETE /api/banks/{id}, GET
 * /api/banks/export.csv, all with right bank_page; GET /api/lookups/banks for any signed-in user.
 */
export const bankRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  guardBranchLogins(app, {
    recordUrl: '/api/banks/:id',
    singular: 'bank',
    inScope: async (req, id) => {
      const [{ n }] = await db
        .select({ n: count() })
        .from(banks)
        .where(and(eq(banks.id, id), bankScope(req)));
      return n > 0;
    },
  });

  registerResource(app, db, {
    desc: banksResource,
    table: banks,
    scope: bankScope,
    // Names are unique regardless of letter case (index on lower(name)): say so on the field.
    beforeWrite: async ({ columns, current, db: tx }) => {
      if (typeof columns.name !== 'string') return;
      const [dup] = await tx
        .select({ id: banks.id })
        .from(banks)
        .where(and(sql`lower(${banks.name}) = lower(${columns.name})`, current ? ne(banks.id, current.id as number) : undefined))
        .limit(1);
      if (dup) {
        const message = `A bank named ${columns.name} already exists.`;
        throw new HttpError(409, message, { name: message });
      }
    },
    beforeDelete: async ({ id, db: tx }) => {
      const [{ n }] = await tx.select({ n: count() }).from(bankBranches).where(eq(bankBranches.bank_id, id));
      if (n > 0) throw new HttpError(409, `This bank still has ${n} branch${n === 1 ? '' : 'es'}; delete them first.`);
      await refuseIfReferenced(tx, 'banks', id, 'bank');
    },
  });

  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/banks',
    {
      schema: {
        querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
        response: choicesAnswer(),
      },
      config: { right: 'authenticated' },
    },
    async (req) => {
      const word = searchWords(req.query.search)[0];
      const match = word
        ? sql`(lower(${banks.name}) like ${`${escapeLike(word)}%`} OR lower(${banks.short_name}) like ${`${escapeLike(word)}%`})`
        : undefined;
      const rows = await db
        .select({ id: banks.id, name: banks.name })
        .from(banks)
        .where(and(eq(banks.status, '1'), match, bankScope(req)))
        .orderBy(asc(banks.name))
        .limit(LOOKUP_LIMIT);
      return { data: rows };
    },
  );
};
