import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STAGE_COMPONENTS, type ProgressPoint } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import * as answers from './answers';
import { apfReport } from './report';
import { apfReportPdf } from './report-pdf';
import { firmLetterhead } from '../../pdf/firm';
import { rows } from '../../db/rows';

const route = { validatorCompiler: kitValidatorCompiler };
const params = { params: idParamsSchema };

/**
 * GET /api/projects/{id}/progress (the stage chart's points, oldest first),
 * GET /api/projects/{id}/apf-report and /apf-report.pdf; right case_master_page (Case menu pages).
 */
export function apfReportRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/progress',
    { ...route, schema: { ...params, response: answers.progress }, config: { right: 'case_master_page' } },
    async (req) => {
      const cols = STAGE_COMPONENTS.map((c) => `${c.name}::float8 AS ${c.name}`).join(', ');
      const res = await rows<Record<string, string | number | null>>(
        db,
        sql`
        SELECT to_char(visited_on, 'YYYY-MM-DD') AS visited_on, overall_pct::float8 AS overall_pct, ${sql.raw(cols)}
        FROM project_stage_visits WHERE project_id = ${idOf(req.params.id)} ORDER BY visited_on, id LIMIT 500`,
      );
      const data: ProgressPoint[] = res.map((r) => ({
        visited_on: r.visited_on as string,
        overall_pct: r.overall_pct as number,
        components: Object.fromEntries(STAGE_COMPONENTS.map((c) => [c.name, r[c.name] as number | null])) as ProgressPoint['components'],
      }));
      return { data };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/apf-report',
    { ...route, schema: { ...params, response: answers.apfReport }, config: { right: 'case_master_page' } },
    async (req) => ({ data: await apfReport(db, idOf(req.params.id)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/apf-report.pdf',
    { ...route, schema: { ...params, response: answers.apfReportPdf }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const report = await apfReport(db, idOf(req.params.id));
      const name = `APF-report-${report.project.name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await apfReportPdf(report, await firmLetterhead(db)));
    },
  );
}
