import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, notes, users } from '../../db/schema/index';
import { forbidden, HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { NOTE_AUTHOR_ONLY, notesResource } from 'mfe-masters/model';

const userId = (req: FastifyRequest) => (req.principal?.kind === 'user' ? req.principal.user.id : null);

/**
 * Notes on banks and branches: GET/POST /api/notes, GET/PUT/DELETE /api/notes/{id}, export; right
 * bank_master_page, never a bank-branch login (staff notes about the client). Author = the caller.
 */
export const noteRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', async (req) => {
    if (req.principal?.kind === 'branch') throw forbidden();
  });

  registerResource(app, db, {
    desc: notesResource,
    table: notes,
    // The author is set by the server, not a field of the form: its name comes from here.
    computed: { author_name: sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${notes.author_id})` },
    beforeWrite: async ({ mode, columns, current, req, db: tx }) => {
      if (mode === 'create') columns.author_id = userId(req);
      else if (current?.author_id !== userId(req)) throw new HttpError(403, NOTE_AUTHOR_ONLY);
      const bank = (columns.bank_id ?? current?.bank_id) as number;
      const branch = ('bank_branch_id' in columns ? columns.bank_branch_id : current?.bank_branch_id) as number | null;
      if (branch == null) return;
      const [b] = await tx.select({ bank_id: bankBranches.bank_id }).from(bankBranches).where(eq(bankBranches.id, branch)).limit(1);
      if (b && b.bank_id !== bank) {
        const message = 'This branch belongs to another bank: choose a branch of the chosen bank.';
        throw new HttpError(400, message, { bank_branch_id: message });
      }
    },
    beforeDelete: async ({ current, req }) => {
      if (current.author_id !== userId(req)) throw new HttpError(403, NOTE_AUTHOR_ONLY);
    },
  });
};
