import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apfRequestsResource,
  npaProjectsViewResource,
  projectReportResource,
  underConstructionProjectsResource,
} from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { projectApfs, projectNpaListings, projects } from '../../db/schema';
import { registerResource } from '../../kit/index';

/**
 * The read-only views over the described project tables, each with its own right: under
 * construction (scoped to that status, with the last stage visit), the project report (with counts
 * worked out per row) and the NPA projects; and the open APF requests, which add to the APF table.
 */
export function registerProjectViews(app: FastifyInstance, db: Db): void {
  const lastVisit = (column: string) =>
    sql.raw(
      `(SELECT v.${column} FROM project_stage_visits v WHERE v.project_id = "projects"."id" ORDER BY v.visited_on DESC, v.id DESC LIMIT 1)`,
    );
  const countOf = (table: string, where = '') =>
    sql.raw(`(SELECT count(*)::int FROM ${table} x WHERE x.project_id = "projects"."id"${where})`);

  registerResource(app, db, {
    desc: underConstructionProjectsResource,
    table: projects,
    scope: () => eq(projects.status, 'UNDER_CONSTRUCTION'),
    computed: { last_visit_on: lastVisit('visited_on'), last_overall_pct: lastVisit('overall_pct') },
  });
  registerResource(app, db, {
    desc: projectReportResource,
    table: projects,
    computed: {
      apf_count: countOf('project_apfs', " AND x.status = 'APPROVED'"),
      negative_count: countOf('project_negative_listings'),
      npa_count: countOf('project_npa_listings'),
      last_overall_pct: lastVisit('overall_pct'),
      units_sold: countOf('project_units', " AND x.status = 'SOLD'"),
    },
  });
  registerResource(app, db, { desc: npaProjectsViewResource, table: projectNpaListings });

  registerResource(app, db, { desc: apfRequestsResource, table: projectApfs, scope: () => eq(projectApfs.status, 'REQUESTED') });
}
