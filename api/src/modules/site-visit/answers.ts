import { binary, bool, dataOf, int, listOf, nullable, num, object, text, time } from '../../http/answer-schemas';

/**
 * The response schemas of the guided visit (mfe-cases/model site-visit.ts). A replayed action
 * (idempotency.ts) answers the stored answer with the stored status: the same shapes.
 */

const name = nullable(text);
const figure = nullable(num);
const withMessage = (data: Record<string, unknown>) => object({ data, message: text }, { required: ['data'] });

const photo = object({
  id: int,
  checklist_item_id: nullable(int),
  item: name,
  file_name: text,
  size_bytes: num,
  original_bytes: figure,
  sha256: name,
  original_sha256: name,
  latitude: figure,
  longitude: figure,
  taken_at: nullable(time),
  source: { type: 'string', enum: ['EXIF', 'DEVICE', null], nullable: true },
  distance_m: figure,
  flags: listOf(text),
  uploaded_at: time,
});

const visit = object({
  case: object({
    id: int,
    case_no: text,
    status: text,
    property_type: name,
    area_unit: text,
    site_engineer_id: nullable(int),
  }),
  checklist: listOf(object({ id: int, item: text, mandatory: bool })),
  photos: listOf(photo),
  measurements: listOf(object({ label: text, kind: text, length: num, width: num })),
  measure_unit: name,
  areas: listOf(object({ area: text, documents: figure, site: figure, difference_pct: figure, flagged: bool })),
  sketch_document_id: nullable(int),
  started_at: nullable(time),
  completed_at: nullable(time),
  missing_reason: name,
  settings: object({ max_distance_m: num, window_grace_min: num, area_difference_pct: num }),
});

export const visitRead = { 200: dataOf(visit) };
export const photoSaved = { 201: withMessage(object({ id: int, sha256: text, original_sha256: text })) };
export const measured = { 200: withMessage(object({ carpet_area: figure, built_up_area: figure, land_area: figure })) };
export const sketchSaved = { 201: withMessage(object({ id: int })) };
export const completed = { 200: withMessage(object({ completed_at: time })) };
export const sketch = { 200: binary('The site sketch (PNG)') };
