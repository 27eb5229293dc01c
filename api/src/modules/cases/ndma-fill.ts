import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { caseWorkbenchResource } from 'mfe-cases/model';
import { fieldByName, STALE_VERSION_MESSAGE } from 'shared/resources';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler, versionOnlyBody } from '../../kit/index';
import { hazardFor, ndmaColumnsOf, noHazardMessage } from '../ndma-hazards/for-case';
import { actorOf } from './actor';
import { caseFilled } from './answers';
import { readCase } from './read';
import { changeableCase } from './workbench';

/** "Seismic Zone: Zone III, Flood-prone: Yes, …": each filled column as the workbench labels it. */
function describe(columns: Record<string, string>): string {
  return Object.entries(columns)
    .map(([name, value]) => {
      const field = fieldByName(caseWorkbenchResource, name);
      return `${field?.label ?? name}: ${field?.options?.find((o) => o.value === value)?.label ?? value}`;
    })
    .join(', ');
}

/**
 * POST /api/cases/{id}/ndma-fill {version}: the workbench's NDMA section read again from the hazard
 * master for the case's saved pincode, district or city (the one lookup a new case is filled by),
 * after the address was corrected or the master changed. Overwrites the five flags; 404 with the
 * reason when the master has no row.
 */
export function ndmaFillRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { id: string }; Body: { version: number } }>(
    '/api/cases/:id/ndma-fill',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: versionOnlyBody, response: caseFilled },
      config: {
        right: 'work_in_progress_case_page',
        messages: {
          version: { required: 'Version is required: reload the case and try again.', default: 'Version must be a whole number.' },
        },
      },
    },
    async (req) => {
      const id = idOf(req.params.id);
      const current = await changeableCase(db, id, req.body.version);
      const hazard = await hazardFor(db, current);
      if (!hazard) throw notFound(noHazardMessage(current));
      const columns = ndmaColumnsOf(hazard);
      const [row] = await db
        .update(cases)
        .set({ ...(columns as Record<string, never>), version: sql`${cases.version} + 1`, updated_at: new Date() })
        .where(and(eq(cases.id, id), eq(cases.version, req.body.version)))
        .returning({ id: cases.id });
      if (!row) throw conflict(STALE_VERSION_MESSAGE);
      return {
        data: await readCase(db, id, actorOf(req)),
        filled: { district: hazard.district, state: hazard.state, ...columns },
        message: `Filled from the hazard master for ${hazard.district}, ${hazard.state}: ${describe(columns)}.`,
      };
    },
  );
}
