import { sql } from 'drizzle-orm';
import type { SiteVisit } from 'mfe-cases/model';
import { notFound } from '../../http/errors';
import { one, rows, type Runner } from '../../db/rows';
import { areaComparison, photoEvidence, visitSettings } from './evidence';

const num = (v: unknown) => (v == null ? null : Number(v));
const iso = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());

/** The case's visit: its checklist (the property type's active items), photos with their evidence, areas, sketch. */
export async function readVisit(db: Runner, caseId: number): Promise<SiteVisit> {
  const c = await one<Record<string, unknown>>(
    db,
    sql`SELECT c.id, c.case_no, c.status, c.property_type, c.area_unit, c.site_engineer_id, c.carpet_area, c.built_up_area, c.land_area_doc,
               v.measurements, v.measure_unit, v.carpet_area AS site_carpet, v.built_up_area AS site_built_up, v.land_area AS site_land,
               v.started_at, v.completed_at, v.missing_reason,
               (SELECT max(d.id) FROM case_documents d WHERE d.case_id = c.id AND d.doc_type = 'SITE_SKETCH') AS sketch_id
        FROM cases c LEFT JOIN site_visits v ON v.case_id = c.id WHERE c.id = ${caseId}`,
  );
  if (!c) throw notFound('No such case.');
  const settings = await visitSettings(db);
  const checklist = await rows<{ id: number; item: string; mandatory: string }>(
    db,
    sql`SELECT id, item, mandatory FROM visit_checklist_items WHERE property_type = ${c.property_type as string} AND status = '1'
        ORDER BY sort_order, id`,
  );
  const photos = (await photoEvidence(db, caseId)).map(({ stored_name: _, ...p }) => p);
  return {
    case: {
      id: Number(c.id),
      case_no: String(c.case_no),
      status: String(c.status),
      property_type: (c.property_type as string | null) ?? null,
      area_unit: (c.area_unit as string | null) ?? 'SQFT',
      site_engineer_id: num(c.site_engineer_id),
    },
    checklist: checklist.map((i) => ({ id: Number(i.id), item: i.item, mandatory: i.mandatory === '1' })),
    photos,
    measurements: (c.measurements as SiteVisit['measurements'] | null) ?? [],
    measure_unit: (c.measure_unit as SiteVisit['measure_unit']) ?? null,
    areas: areaComparison(
      { carpet_area: num(c.carpet_area), built_up_area: num(c.built_up_area), land_area: num(c.land_area_doc) },
      { carpet_area: num(c.site_carpet), built_up_area: num(c.site_built_up), land_area: num(c.site_land) },
      settings,
    ),
    sketch_document_id: num(c.sketch_id),
    started_at: iso(c.started_at),
    completed_at: iso(c.completed_at),
    missing_reason: (c.missing_reason as string | null) ?? null,
    settings,
  };
}
