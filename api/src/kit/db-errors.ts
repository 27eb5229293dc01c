import type { ResourceDesc } from 'shared/resources';
import { HttpError } from '../http/errors';
import { fieldByName } from 'shared/resources';

interface PgInfo {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
}

/** The PostgreSQL error inside a driver / drizzle wrapper. */
export function pgInfo(err: unknown): PgInfo | undefined {
  for (let e = err as (PgInfo & { cause?: unknown }) | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

const KEY_RE = /Key \(([a-z_]+)(?:\)|,)/;

/**
 * Turns a constraint violation into a message about the field the person can fix:
 * a duplicate (unique) value, a choice that no longer exists (foreign key on write), or a record
 * still in use (foreign key on delete). Anything else is rethrown for the central handler.
 */
export function mapDbError(err: unknown, desc: ResourceDesc, what: 'write' | 'delete' = 'write'): never {
  const info = pgInfo(err);
  if (info?.code === '23505') {
    const column = KEY_RE.exec(info.detail ?? '')?.[1];
    const field = desc.fields.find((f) => (f.storeAs ?? f.name) === column);
    const label = field?.label ?? 'This value';
    const message = `${label} is already in use.`;
    throw new HttpError(409, message, field ? { [field.name]: message } : undefined);
  }
  if (info?.code === '23503') {
    if (what === 'delete' || /still referenced/.test(info.detail ?? '')) {
      const table = /referenced from table "([a-z_]+)"/.exec(info.detail ?? '')?.[1]?.replace(/_/g, ' ');
      throw new HttpError(409, `This ${desc.singular} is still used${table ? ` by ${table}` : ''}; remove those first.`);
    }
    const column = KEY_RE.exec(info.detail ?? '')?.[1];
    const field = desc.fields.find((f) => (f.storeAs ?? f.name) === column) ?? (column ? fieldByName(desc, column) : undefined);
    const message = field ? `Choose a valid ${field.label}: the chosen one does not exist.` : 'A chosen record does not exist.';
    throw new HttpError(400, message, field ? { [field.name]: message } : undefined);
  }
  throw err;
}
