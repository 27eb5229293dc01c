import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { PincodeInfo } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { companyBranches, pincodes, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { LOOKUPS, type PincodeChoice } from 'shared/resources';
import { lookupGuard } from '../users/lookup-rights';
import { PINCODE_IMPORT_MAX_BYTES, pincodesResource } from 'mfe-masters/model';
import { acceptImportBodies, importBody, IMPORT_QUERY, type ImportQuery } from '../../lib/imports/index';
import { importPincodes } from './import';
import { pincodeImportAnswer } from '../ready-reckoner/import-answers';
import { PINCODE_SEARCH_QUERY, searchPincodeChoices } from './search';
import { pincodeChoicesAnswer, pincodeInfoAnswer } from './answers';

const engineer = alias(users, 'engineer');
const backup = alias(users, 'backup_engineer');

/**
 * The pincode master: GET/POST /api/pincodes, GET/PUT/DELETE /api/pincodes/{id}, GET
 * /api/pincodes/export.csv and POST /api/pincodes/import (text/csv), right pincode_master;
 * GET /api/lookups/pincodes/{pincode} for any staff member (case forms, allocation, dashboards);
 * GET /api/lookups/pincodes?search= for the forms that keep a list of pincodes (their rights).
 */
export const pincodeRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: pincodesResource,
    table: pincodes,
    beforeWrite: async ({ columns, current, db: tx }) => {
      const pincode = (columns.pincode ?? current?.pincode) as string | undefined;
      const locality = (columns.locality ?? current?.locality) as string | undefined;
      if (!pincode || !locality) return;
      const [dup] = await tx
        .select({ id: pincodes.id })
        .from(pincodes)
        .where(
          and(
            eq(pincodes.pincode, pincode),
            sql`lower(${pincodes.locality}) = lower(${locality})`,
            current ? ne(pincodes.id, current.id as number) : undefined,
          ),
        )
        .limit(1);
      if (dup) {
        const message = `Pincode ${pincode} already has the locality ${locality}.`;
        throw new HttpError(409, message, { locality: message });
      }
    },
  });

  // The CSV (bytes: its encoding is detected) or .xlsx arrives as the request body, up to 5 MB: about 50,000 rows.
  acceptImportBodies(app, PINCODE_IMPORT_MAX_BYTES);
  app.post<{ Querystring: ImportQuery }>(
    '/api/pincodes/import',
    {
      schema: { querystring: IMPORT_QUERY, response: pincodeImportAnswer },
      bodyLimit: PINCODE_IMPORT_MAX_BYTES,
      config: { right: 'pincode_master' },
    },
    async (req) => importPincodes(db, importBody(req.headers['content-type'], req.body), req.query),
  );

  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/pincodes',
    {
      schema: { querystring: PINCODE_SEARCH_QUERY, response: pincodeChoicesAnswer },
      // Like the users lookup: staff only, and only a caller with a page whose form picks pincodes.
      config: { right: 'staff' },
      onRequest: lookupGuard(LOOKUPS.pincodes.path),
    },
    async (req): Promise<{ data: PincodeChoice[] }> => ({ data: await searchPincodeChoices(db, req.query.search) }),
  );

  app.get<{ Params: { pincode: string } }>(
    '/api/lookups/pincodes/:pincode',
    {
      schema: {
        params: { type: 'object', required: ['pincode'], properties: { pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' } } },
        response: pincodeInfoAnswer,
      },
      // Staff only: it names the firm's engineers, whom a bank-branch login has no business listing.
      config: { right: 'staff', messages: { pincode: { default: 'Enter a valid 6-digit pincode' } } },
    },
    async (req): Promise<{ data: PincodeInfo }> => {
      const rows = await db
        .select({
          locality: pincodes.locality,
          district: pincodes.district,
          state: pincodes.state,
          company_branch_id: pincodes.company_branch_id,
          company_branch_name: companyBranches.branch_name,
          engineer_id: pincodes.engineer_id,
          engineer_name: engineer.name,
          backup_engineer_id: pincodes.backup_engineer_id,
          backup_engineer_name: backup.name,
        })
        .from(pincodes)
        .leftJoin(companyBranches, eq(companyBranches.id, pincodes.company_branch_id))
        .leftJoin(engineer, eq(engineer.id, pincodes.engineer_id))
        .leftJoin(backup, eq(backup.id, pincodes.backup_engineer_id))
        .where(and(eq(pincodes.pincode, req.params.pincode), eq(pincodes.status, '1')))
        .orderBy(asc(pincodes.id))
        .limit(200);
      if (!rows.length) throw notFound(`Pincode ${req.params.pincode} is not in the pincode master.`);
      // The first locality that names a branch / engineer decides (localities of one pincode share them).
      const pick = <K extends keyof (typeof rows)[number]>(k: K) => rows.find((r) => r[k] != null)?.[k] ?? null;
      return {
        data: {
          pincode: req.params.pincode,
          district: rows[0].district,
          state: rows[0].state,
          localities: rows.map((r) => r.locality),
          company_branch_id: pick('company_branch_id') as number | null,
          company_branch_name: pick('company_branch_name') as string | null,
          engineer_id: pick('engineer_id') as number | null,
          engineer_name: pick('engineer_name') as string | null,
          backup_engineer_id: pick('backup_engineer_id') as number | null,
          backup_engineer_name: pick('backup_engineer_name') as string | null,
        },
      };
    },
  );
};
