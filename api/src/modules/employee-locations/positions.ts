import type { Db } from '../../db/client';
import { employeePositions } from '../../db/schema/index';

/** Where a position came from: the person's own check-in, or the geotag of a site photo. */
export type PositionSource = 'CHECK_IN' | 'PHOTO';

export interface PositionInput {
  userId: number;
  lat: number;
  lng: number;
  accuracy?: number | null;
  source: PositionSource;
  /** The case the position was recorded at (a site visit), when there is one. */
  caseId?: number | null;
  note?: string | null;
  at?: Date;
}

/**
 * Records one position of a field engineer. The one way in for other modules (the cases' photo
 * upload and visit check-in): it needs nothing of the Hr model, so cases depends on this file only.
 */
export async function recordPosition(db: Db, p: PositionInput) {
  const [row] = await db
    .insert(employeePositions)
    .values({
      user_id: p.userId,
      lat: p.lat,
      lng: p.lng,
      accuracy_m: p.accuracy ?? null,
      source: p.source,
      case_id: p.caseId ?? null,
      note: p.note ?? null,
      ...(p.at ? { at: p.at } : {}),
    })
    .returning({ id: employeePositions.id, at: employeePositions.at });
  return row;
}
