import { sql } from 'drizzle-orm';
import {
  areaDifferencePct,
  DEFAULT_VISIT_SETTINGS,
  photoDistance,
  photoFlags,
  type SitePhoto,
  type VisitSettings,
  type VisitWindow,
} from 'mfe-cases/model';
import { one, rows, type Runner } from '../../db/rows';

/** The thresholds of the Site Visit Settings master: its first row. */
export async function visitSettings(db: Runner): Promise<VisitSettings> {
  const s = await one<Record<string, string | number>>(
    db,
    sql`SELECT max_distance_m, window_grace_min, area_difference_pct FROM site_visit_settings ORDER BY id LIMIT 1`,
  );
  if (!s) return DEFAULT_VISIT_SETTINGS;
  return {
    max_distance_m: Number(s.max_distance_m),
    window_grace_min: Number(s.window_grace_min),
    area_difference_pct: Number(s.area_difference_pct),
  };
}

/** A photo as the model's SitePhoto states it, with the stored file's name for the report. */
type PhotoEvidenceRow = SitePhoto & { stored_name: string };

const num = (v: unknown) => (v == null ? null : Number(v));
const iso = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());

/**
 * A case's site photos with what they prove: the EXIF position and time when the file carries them
 * (the camera's own fix), else the phone's at capture; the distance from the property; the flags.
 */
export async function photoEvidence(db: Runner, caseId: number, limit = 200): Promise<PhotoEvidenceRow[]> {
  const settings = await visitSettings(db);
  const c = await one<{ latitude: unknown; longitude: unknown; started_at: unknown; completed_at: unknown }>(
    db,
    sql`SELECT c.latitude, c.longitude, v.started_at, v.completed_at FROM cases c LEFT JOIN site_visits v ON v.case_id = c.id WHERE c.id = ${caseId}`,
  );
  const property = { lat: num(c?.latitude), lng: num(c?.longitude) };
  const window: VisitWindow = { start: iso(c?.started_at), end: iso(c?.completed_at) };
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT d.id, d.checklist_item_id, i.item, d.file_name, d.size_bytes, d.original_bytes, d.sha256, d.original_sha256,
               d.latitude, d.longitude, d.taken_at, d.exif_latitude, d.exif_longitude, d.exif_taken_at, d.uploaded_at, d.stored_name
        FROM case_documents d LEFT JOIN visit_checklist_items i ON i.id = d.checklist_item_id
        WHERE d.case_id = ${caseId} AND d.doc_type = 'PHOTO' ORDER BY d.uploaded_at, d.id LIMIT ${limit}`,
  );
  return list.map((r) => {
    const exif = r.exif_latitude != null && r.exif_longitude != null;
    const p = {
      lat: num(exif ? r.exif_latitude : r.latitude),
      lng: num(exif ? r.exif_longitude : r.longitude),
      taken_at: iso(r.exif_taken_at ?? r.taken_at),
    };
    return {
      id: Number(r.id),
      checklist_item_id: num(r.checklist_item_id),
      item: (r.item as string | null) ?? null,
      file_name: String(r.file_name),
      stored_name: String(r.stored_name),
      size_bytes: Number(r.size_bytes),
      original_bytes: num(r.original_bytes),
      sha256: (r.sha256 as string | null) ?? null,
      original_sha256: (r.original_sha256 as string | null) ?? (r.sha256 as string | null) ?? null,
      latitude: p.lat,
      longitude: p.lng,
      taken_at: p.taken_at,
      source: exif || r.exif_taken_at ? 'EXIF' : p.lat != null || p.taken_at ? 'DEVICE' : null,
      distance_m: photoDistance(p, property),
      flags: photoFlags(p, property, window, settings),
      uploaded_at: iso(r.uploaded_at)!,
    };
  });
}

/** Documents against site for each area, with the difference and whether it passes the threshold. */
export function areaComparison(
  doc: Record<'carpet_area' | 'built_up_area' | 'land_area', number | null>,
  site: Record<'carpet_area' | 'built_up_area' | 'land_area', number | null>,
  settings: VisitSettings,
) {
  return (['carpet_area', 'built_up_area', 'land_area'] as const).map((area) => {
    const pct = areaDifferencePct(doc[area], site[area]);
    return {
      area,
      documents: doc[area],
      site: site[area],
      difference_pct: pct,
      flagged: pct != null && pct > settings.area_difference_pct,
    };
  });
}
