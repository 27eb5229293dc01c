import type { Db } from '../../db/client';
import { employeePositions } from '../../db/schema/index';

/** Around the firm's branches (Mumbai, Pune, Nashik, Thane, Navi Mumbai). */
const CENTRES: [number, number][] = [
  [19.076, 72.8777],
  [18.5204, 73.8567],
  [19.9975, 73.7898],
  [19.2183, 72.9781],
  [19.033, 73.0297],
];

/** Today's check-ins and yesterday's photo geotags for the field staff. */
export async function seedPositionsDemo(tx: Db, opts: { userIds: number[] }): Promise<void> {
  const now = Date.now();
  const rows = opts.userIds.slice(0, 14).flatMap((user_id, i) => {
    const [lat, lng] = CENTRES[i % CENTRES.length];
    const jitter = (k: number) => ((((i + 1) * 7919 * (k + 3)) % 1000) - 500) / 20_000;
    return [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({
      user_id,
      lat: Number((lat + jitter(k)).toFixed(6)),
      lng: Number((lng + jitter(k + 5)).toFixed(6)),
      accuracy_m: 8 + k * 4,
      source: k === 0 && i % 4 === 3 ? 'PHOTO' : 'CHECK_IN',
      note: k === 0 ? `Site visit for BR/2526/${String(200 + i).padStart(6, '0')}` : null,
      at: new Date(now - (i * 17 + k * 95) * 60_000),
    }));
  });
  await tx.insert(employeePositions).values(rows);
}
