import { asc, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { PROJECT_LOOKUP, projectDocumentsResource, projectsResource } from 'mfe-realestate/model';
import { LOOKUP_LIMIT } from 'shared/resources';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { projectDocuments, projects } from '../../db/schema';
import { idOf, idParamsSchema, kitValidatorCompiler, registerResource, searchWhere } from '../../kit/index';
import { caseWarning } from './answers';
import { apfReportRoutes } from './report-routes';
import { registerProjectViews } from './views';
import { projectWarning } from './warning';
import { choicesAnswer, nullable, text } from '../../http/answer-schemas';

const route = { validatorCompiler: kitValidatorCompiler };
const lookupQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } } as const;
const warningQuery = {
  type: 'object',
  required: ['bank_id'],
  additionalProperties: false,
  properties: { bank_id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

/**
 * Projects beyond their plain resources (projects, listings, APFs, stage visits and units are
 * registered from their descriptions): the project choice, the case warning, the read-only views,
 * the project documents in the file store, the progress chart and the APF report.
 */
export const projectRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  // The list's own search columns, so the lookup uses the list's search index.
  const columns = getTableColumns(projects) as Record<string, PgColumn>;
  const searched = projectsResource.searchable.map((c) => columns[c]);

  app.get<{ Querystring: { search?: string } }>(
    `/api/${PROJECT_LOOKUP.path}`,
    {
      schema: { querystring: lookupQuery, response: choicesAnswer(nullable(text)) },
      config: { right: 'staff' },
    },
    async (req) => ({
      data: await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(searchWhere(searched, req.query.search))
        .orderBy(asc(projects.name), asc(projects.id))
        .limit(LOOKUP_LIMIT),
    }),
  );

  // The case initiation form asks before saving; the case route refuses the same warning until acknowledged.
  app.get<{ Params: { id: string }; Querystring: { bank_id: string } }>(
    '/api/projects/:id/case-warning',
    {
      ...route,
      schema: { params: idParamsSchema, querystring: warningQuery, response: caseWarning },
      config: { right: 'initiated_case_page', messages: { bank_id: { default: 'Choose a valid bank.' } } },
    },
    async (req) => {
      const bankId = Number(req.query.bank_id);
      if (bankId > 2_147_483_647) throw badRequest({ bank_id: 'Choose a valid bank.' });
      return { data: { warning: await projectWarning(db, idOf(req.params.id), bankId) } };
    },
  );

  registerProjectViews(app, db);
  registerResource(app, db, {
    desc: projectDocumentsResource,
    table: projectDocuments,
    files: files.at('projects'),
  });
  apfReportRoutes(app, db);
};
