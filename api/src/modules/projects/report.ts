import { sql } from 'drizzle-orm';
import type { ApfReport } from 'mfe-realestate/model';
import { notFound } from '../../http/errors';
import { rows, type Runner } from '../../db/rows';

const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** Everything the APF report of a project shows, read in a few indexed queries. */
export async function apfReport(db: Runner, id: number): Promise<ApfReport> {
  const [project] = await rows<ApfReport['project']>(
    db,
    sql`SELECT id, name, developer, address, city, pincode, latitude::float8 AS latitude, longitude::float8 AS longitude,
      rera_no, towers, units, status, seismic_zone, flood_prone, cyclone_prone, landslide_prone, coastal_zone
      FROM projects WHERE id = ${id}`,
  );
  if (!project) throw notFound('No such project.');
  const apfs = await rows<ApfReport['apfs'][number]>(
    db,
    sql`SELECT b.name AS bank_name, a.status, a.apf_no, ${day('a.requested_on')} AS requested_on,
      ${day('a.approved_on')} AS approved_on, ${day('a.valid_to')} AS valid_to
      FROM project_apfs a JOIN banks b ON b.id = a.bank_id WHERE a.project_id = ${id} ORDER BY a.requested_on, a.id`,
  );
  const listings = await rows<ApfReport['listings'][number]>(
    db,
    sql`SELECT 'Negative' AS kind, b.name AS bank_name, ${day('l.listed_on')} AS listed_on, l.reason
        FROM project_negative_listings l JOIN banks b ON b.id = l.bank_id WHERE l.project_id = ${id}
      UNION ALL
      SELECT 'NPA', b.name, ${day('l.listed_on')}, l.reason
        FROM project_npa_listings l JOIN banks b ON b.id = l.bank_id WHERE l.project_id = ${id}
      ORDER BY listed_on`,
  );
  const visits = await rows<ApfReport['visits'][number]>(
    db,
    sql`SELECT ${day('v.visited_on')} AS visited_on, u.name AS engineer_name, v.overall_pct::float8 AS overall_pct
      FROM project_stage_visits v JOIN users u ON u.id = v.engineer_id
      WHERE v.project_id = ${id} ORDER BY v.visited_on DESC, v.id DESC LIMIT 6`,
  );
  const units = await rows<ApfReport['units'][number]>(
    db,
    sql`SELECT status, count(*)::int AS count, coalesce(sum(area), 0)::float8 AS area
      FROM project_units WHERE project_id = ${id} GROUP BY status ORDER BY status`,
  );
  const documents = await rows<ApfReport['documents'][number]>(
    db,
    sql`SELECT id, kind, title FROM project_documents WHERE project_id = ${id} ORDER BY kind, title, id`,
  );
  return { project, apfs, listings, visits, units, documents };
}
