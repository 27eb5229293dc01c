import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { BODY_MESSAGE, idOf } from '../../kit/index';

/** JSON-schema pieces of the billing routes (bodies are checked strictly by the kit's compiler). */
export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const MONEY = { type: 'number', minimum: 0, maximum: 9_999_999_999 } as const;
export const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
export const TEXT = (max: number, min = 0) =>
  ({ type: 'string', minLength: min, maxLength: max, pattern: '^[^\\u0000-\\u0008]*$' }) as const;
export const VERSION = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const obj = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** A body that is not a JSON object (text/plain, a bare value) never reaches the handler's logic. */
export function bodyOf<T>(req: FastifyRequest): T {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw badRequest({ _: BODY_MESSAGE });
  return b as T;
}

export const idParam = (req: FastifyRequest<{ Params: { id: string } }>) => idOf(req.params.id);

/** Refuses amounts with more than 2 decimals and impossible dates that the schema lets through. */
export function checkMoney(field: string, v: number | undefined, label: string) {
  if (v !== undefined && Math.abs(v * 100 - Math.round(v * 100)) > 1e-6)
    throw badRequest({ [field]: `${label} can have at most 2 decimals` });
}

export function checkDate(field: string, v: string | undefined, label: string) {
  if (v === undefined) return;
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw badRequest({ [field]: `${label} must be a date (YYYY-MM-DD)` });
  const y = d.getUTCFullYear();
  if (y < 2000 || y > 2100) throw badRequest({ [field]: `${label} must be between 2000 and 2100` });
}

/** Route messages, with the kit's wording for a body that is not a JSON object. */
export const messages = (fields: Record<string, Record<string, string>> = {}) => ({ _: { default: BODY_MESSAGE }, ...fields });
