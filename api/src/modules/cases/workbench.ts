import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { STALE_VERSION_MESSAGE, toColumns, validateRecord } from 'shared/resources';
import { one, type Runner } from '../../db/rows';
import { recordFieldChanges } from './revisions';
import { CASE_STATE_LABELS, caseWorkbenchResource, derivedValues, frozenBy, frozenMessage, type CaseState } from 'mfe-cases/model';

const LOCKED = new Set(['RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED']);

/** The case as stored, when the workbench may change it at this version (else 404 / 409). */
export async function changeableCase(db: Runner, id: number, version: unknown): Promise<Record<string, unknown>> {
  const current = await one<Record<string, unknown>>(db, sql`SELECT * FROM cases WHERE id = ${id}`);
  if (!current) throw notFound('No such case.');
  if (current.version !== version) throw conflict(STALE_VERSION_MESSAGE);
  if (LOCKED.has(current.status as string))
    throw conflict(`A ${CASE_STATE_LABELS[current.status as keyof typeof CASE_STATE_LABELS].toLowerCase()} case cannot be changed.`);
  const frozen = frozenBy(current as { status: CaseState; held_from: CaseState | null });
  if (frozen) throw conflict(frozenMessage(frozen));
  return current;
}

/**
 * Saves the workbench's sections (PUT /api/cases/{id}): only the keys sent change; realisable and
 * distress values follow the fair market value and the case's percentages. A case under review is
 * frozen (409 naming the state) until returned for rework; a released (or cancelled) one for good:
 * its report says what was released. Each changed field is kept in the field-level history.
 */
export function updateCase(db: Db, id: number, body: Record<string, unknown>, by: number): Promise<{ version: number }> {
  return db.transaction((tx) => saveCase(tx, id, body, by));
}

/** The save inside the caller's transaction (the demo seed's). */
export async function saveCase(db: Runner & Pick<Db, 'update'>, id: number, body: Record<string, unknown>, by: number) {
  const { version, ...values } = body;
  const current = await changeableCase(db, id, version);
  const num = (v: unknown) => (v == null ? null : Number(v));
  const stored = Object.fromEntries(
    Object.entries(current).map(([k, v]) => [k, typeof v === 'string' && /^-?[0-9.]+$/.test(v) && k !== 'pincode' ? Number(v) : v]),
  );
  const errors = validateRecord(caseWorkbenchResource, values, 'update', stored);
  if (Object.keys(errors).length) throw badRequest(errors);
  const columns = toColumns(caseWorkbenchResource, values, 'update') as Record<string, unknown>;
  const merged = { ...stored, ...columns };
  Object.assign(
    columns,
    derivedValues({
      fair_market_value: num(merged.fair_market_value),
      realisable_pct: num(merged.realisable_pct),
      distress_pct: num(merged.distress_pct),
    }),
  );
  const [row] = await db
    .update(cases)
    .set({ ...(columns as Record<string, never>), version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(and(eq(cases.id, id), eq(cases.version, version as number)))
    .returning({ version: cases.version });
  if (!row) throw conflict(STALE_VERSION_MESSAGE);
  await recordFieldChanges(db, id, current, columns, by);
  return row;
}
