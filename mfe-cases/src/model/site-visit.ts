/**
 * The guided site visit (issue 31): the checklist rule, the measurements' areas and the flags a
 * reviewer sees on each photo. Pure functions: the phone, the workbench and the API use these.
 */

export interface ChecklistItem {
  id: number;
  item: string;
  mandatory: boolean;
}

/** A measured rectangle: a room (its sum is the carpet area) or the overall outline (built-up). */
export interface Measurement {
  label: string;
  kind: 'ROOM' | 'OVERALL' | 'LAND';
  length: number;
  width: number;
}

export const MEASURE_UNIT_OPTIONS = [
  { value: 'FT', label: 'feet' },
  { value: 'M', label: 'metres' },
] as const;
export type MeasureUnit = (typeof MEASURE_UNIT_OPTIONS)[number]['value'];

export const MEASUREMENT_KIND_OPTIONS = [
  { value: 'ROOM', label: 'Room' },
  { value: 'OVERALL', label: 'Outline' },
  { value: 'LAND', label: 'Plot' },
] as const;

/** The thresholds of the Site Visit Settings master (its first row; these when it has none). */
export interface VisitSettings {
  max_distance_m: number;
  window_grace_min: number;
  area_difference_pct: number;
}
export const DEFAULT_VISIT_SETTINGS: VisitSettings = { max_distance_m: 200, window_grace_min: 60, area_difference_pct: 10 };

/** The mandatory items no photo ticks yet. */
export function missingMandatory(items: readonly ChecklistItem[], ticked: ReadonlySet<number>): ChecklistItem[] {
  return items.filter((i) => i.mandatory && !ticked.has(i.id));
}

/**
 * Why the visit cannot be completed yet, or null: every mandatory photo is taken, or the engineer
 * says why one is not (at least 5 characters: "locked", "no meter" say nothing).
 */
export function completionRefusal(items: readonly ChecklistItem[], ticked: ReadonlySet<number>, reason: string | null | undefined) {
  const missing = missingMandatory(items, ticked);
  if (!missing.length) return null;
  if ((reason ?? '').trim().length >= 5) return null;
  return `Take the mandatory photos (${missing.map((m) => m.item).join(', ')}) or give the reason they are missing.`;
}

const SQM_PER: Record<MeasureUnit, number> = { FT: 0.09290304, M: 1 };
const SQM_IN: Record<string, number> = { SQFT: 0.09290304, SQM: 1, ACRE: 4046.8564224, HECTARE: 10000 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The site areas in the case's area unit: carpet = the rooms, built-up = the outline(s), land = the plot. */
export function siteAreas(rows: readonly Measurement[], unit: MeasureUnit, areaUnit: string) {
  const sum = (kind: Measurement['kind']) => {
    const list = rows.filter((r) => r.kind === kind);
    if (!list.length) return null;
    const sqm = list.reduce((s, r) => s + r.length * r.width * SQM_PER[unit], 0);
    return round2(sqm / (SQM_IN[areaUnit] ?? SQM_IN.SQFT));
  };
  return { carpet_area: sum('ROOM'), built_up_area: sum('OVERALL'), land_area: sum('LAND') };
}

/** The problem with a measurement row, or null. */
export function measurementError(r: Partial<Measurement>): string | null {
  if (!r.label?.trim()) return 'Name each measurement (e.g. Bedroom 1).';
  for (const [n, v] of [
    ['Length', r.length],
    ['Width', r.width],
  ] as const)
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 100000) return `${n} of ${r.label} must be a number above 0.`;
  return null;
}

/** The documents' area against the site's, in percent of the documents'; null when either is missing. */
export function areaDifferencePct(doc: number | null | undefined, site: number | null | undefined): number | null {
  if (doc == null || site == null || !(doc > 0)) return null;
  return round2((Math.abs(site - doc) / doc) * 100);
}

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export type PhotoFlag = 'FAR' | 'OUTSIDE_WINDOW' | 'NO_POSITION' | 'NO_TIME';
export const PHOTO_FLAG_LABELS: Record<PhotoFlag, string> = {
  FAR: 'Taken away from the property',
  OUTSIDE_WINDOW: 'Taken outside the visit',
  NO_POSITION: 'No position',
  NO_TIME: 'No capture time',
};

export interface PhotoEvidence {
  lat: number | null;
  lng: number | null;
  taken_at: string | null;
}

/**
 * The visit window: from the engineer's first action of the visit on the phone to its completion
 * (now while it is open), each side widened by the grace. Null when the visit has not started.
 */
export interface VisitWindow {
  start: string | null;
  end: string | null;
}

/** The photo's distance from the property in whole metres, or null when either position is unknown. */
export function photoDistance(p: PhotoEvidence, property: { lat: number | null; lng: number | null }): number | null {
  if (p.lat == null || p.lng == null || property.lat == null || property.lng == null) return null;
  return Math.round(metresBetween({ lat: property.lat, lng: property.lng }, { lat: p.lat, lng: p.lng }));
}

/** What a reviewer must look at on a photo: far from the property, outside the visit, or unproven. */
export function photoFlags(
  p: PhotoEvidence,
  property: { lat: number | null; lng: number | null },
  window: VisitWindow,
  settings: VisitSettings,
  now = new Date(),
): PhotoFlag[] {
  const flags: PhotoFlag[] = [];
  const d = photoDistance(p, property);
  if (p.lat == null || p.lng == null) flags.push('NO_POSITION');
  else if (d != null && d > settings.max_distance_m) flags.push('FAR');
  if (!p.taken_at) flags.push('NO_TIME');
  else if (window.start) {
    const grace = settings.window_grace_min * 60_000;
    const t = Date.parse(p.taken_at);
    const start = Date.parse(window.start) - grace;
    const end = (window.end ? Date.parse(window.end) : now.getTime()) + grace;
    if (t < start || t > end) flags.push('OUTSIDE_WINDOW');
  }
  return flags;
}

/** Case states in which the engineer's visit may still be recorded; any other means the case moved on. */
export const VISIT_OPEN_STATUSES = ['ALLOCATED', 'SITE_VISIT', 'WIP'] as const;

export interface SitePhoto {
  id: number;
  checklist_item_id: number | null;
  item: string | null;
  file_name: string;
  size_bytes: number;
  original_bytes: number | null;
  sha256: string | null;
  original_sha256: string | null;
  latitude: number | null;
  longitude: number | null;
  taken_at: string | null;
  source: 'EXIF' | 'DEVICE' | null;
  distance_m: number | null;
  flags: PhotoFlag[];
  uploaded_at: string;
}

type AreaName = 'carpet_area' | 'built_up_area' | 'land_area';

/** GET /api/site-visits/{caseId}: the visit as the phone and the workbench show it. */
export interface SiteVisit {
  case: { id: number; case_no: string; status: string; property_type: string | null; area_unit: string; site_engineer_id: number | null };
  checklist: ChecklistItem[];
  photos: SitePhoto[];
  measurements: Measurement[];
  measure_unit: MeasureUnit | null;
  areas: { area: AreaName; documents: number | null; site: number | null; difference_pct: number | null; flagged: boolean }[];
  sketch_document_id: number | null;
  started_at: string | null;
  completed_at: string | null;
  missing_reason: string | null;
  settings: VisitSettings;
}
