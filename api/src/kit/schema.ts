import type { FieldDesc, ResourceDesc } from 'shared/resources';
import type { FieldMessages } from '../http/validation';
import { badRequest } from '../http/errors';
import { cursorProperty } from './seek';
import { defaultMaxLength, sortableFields, writableFields } from 'shared/resources';

type Json = Record<string, unknown>;
type Mode = 'create' | 'update';

/** The JSON schema of one field's wire value (null always allowed: the shared rules decide "required"). */
export function fieldSchema(field: FieldDesc): Json {
  switch (field.type) {
    case 'number':
    case 'money':
      return { type: ['number', 'null'] };
    case 'date':
      return { type: ['string', 'null'], maxLength: 10 };
    case 'select':
      return field.valueType === 'integer' ? { type: ['integer', 'null'] } : { type: ['string', 'null'], maxLength: 255 };
    case 'multiselect':
    case 'tags':
      return { type: ['array', 'null'], maxItems: field.maxItems ?? 100, items: { type: 'string', maxLength: field.itemMaxLength ?? 255 } };
    case 'json':
      // A list of formatted codes (e.g. pincodes) has a bounded shape; any other JSON is bounded
      // here at its top (each kind it may be), in depth by the global input guard and in size by
      // the shared rules.
      return field.itemFormat
        ? { type: ['array', 'null'], maxItems: field.maxItems ?? 500, items: { type: 'string', maxLength: 20 } }
        : {
            type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
            maxLength: defaultMaxLength(field),
            maxItems: field.maxItems ?? 500,
            maxProperties: 100,
          };
    default:
      return { type: ['string', 'null'], maxLength: defaultMaxLength(field) };
  }
}

function inMode(field: FieldDesc, mode: Mode): boolean {
  return !field.only || field.only === mode;
}

/** Body of POST (create) and PUT (update): the writable fields, nothing else; updates may carry `version`. */
export function bodySchema(desc: ResourceDesc, mode: Mode): Json {
  const fields = writableFields(desc).filter((f) => inMode(f, mode));
  const properties: Json = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
  // A field with a default is optional on the wire: an absent value takes the default (withDefaults).
  const required =
    mode === 'create'
      ? fields.filter((f) => (f.required === true || f.required === 'create') && f.default === undefined).map((f) => f.name)
      : [];
  // An update's version may come in the body or as If-Match (http/versions.ts requires one).
  if (mode === 'update') properties.version = versionProperty;
  return { type: 'object', additionalProperties: false, properties, required };
}

const TYPE_WORDS: Partial<Record<FieldDesc['type'], string>> = {
  number: 'a number',
  money: 'an amount',
  multiselect: 'a list',
  tags: 'a list',
  date: 'a date (YYYY-MM-DD)',
};

/** Messages for schema failures, worded from the description's labels. */
export function fieldMessages(desc: ResourceDesc): FieldMessages {
  const messages: FieldMessages = {
    _: { default: BODY_MESSAGE },
    id: ID_MESSAGES,
    version: { required: 'Version is required: reload the record and try again.', default: 'Version must be a whole number.' },
  };
  for (const f of desc.fields) {
    const type =
      f.valueType === 'integer'
        ? `a valid ${f.label}`
        : f.type === 'json' && f.itemFormat
          ? 'a JSON list, e.g. ["400051"]'
          : (TYPE_WORDS[f.type] ?? 'text');
    messages[f.name] = {
      required: f.requiredMessage ?? `${f.label} is required`,
      type: f.type === 'select' ? `Choose a valid ${f.label}` : `${f.label} must be ${type}`,
      maxLength: `${f.label} must be at most ${f.type === 'date' ? 10 : defaultMaxLength(f)} characters`,
      maxItems: `${f.label}: at most ${f.maxItems ?? 100} items`,
      default: `${f.label} is not valid`,
    };
  }
  return messages;
}

/**
 * The keys of a record as the API answers it that a PUT does not write: its id and times, lookup
 * labels and computed columns (`answered`, the selection's keys), read-only and file fields, and
 * fields set only on create. A client that sends back what it read has them ignored, not refused.
 */
export function answerOnlyKeys(desc: ResourceDesc, answered: string[]): Set<string> {
  const writable = new Set([
    'version',
    ...writableFields(desc)
      .filter((f) => inMode(f, 'update'))
      .map((f) => f.name),
  ]);
  const keys = [
    ...answered,
    'id',
    'created_at',
    'updated_at',
    ...desc.fields.filter((f) => f.readOnly || f.type === 'file').map((f) => f.name),
  ];
  return new Set(keys.filter((k) => !writable.has(k)));
}

/**
 * The described fields a PUT takes back but never writes (read-only, create-only), as sent: the
 * store checks them against the stored record (sent back unchanged: ignored; changed: refused).
 */
export const sentBack = new WeakMap<object, Record<string, unknown>>();

/**
 * A PUT body as the client sent it, without the answer-only keys; an `id` in it must be the path's.
 * Runs before the schema, so only keys no answer has are refused as unknown.
 */
export function withoutAnswerOnly(req: { body: unknown }, desc: ResourceDesc, pathId: string, answerOnly: Set<string>): void {
  const record = req.body as Record<string, unknown> | null;
  if (!record || typeof record !== 'object' || Array.isArray(record)) return;
  if ('id' in record && String(record.id) !== pathId) {
    const message = `The id in the body (${JSON.stringify(record.id)}) does not match the id in the path (${pathId}).`;
    throw badRequest({ id: message });
  }
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    if (!answerOnly.has(key)) continue;
    if (desc.fields.some((f) => f.name === key && f.type !== 'file')) kept[key] = record[key];
    delete record[key];
  }
  sentBack.set(req, kept);
}

const wire = (v: unknown) => (v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
/** A value sent back equals the stored one (numbers compared as numbers: numeric columns read as text). */
export function sameValue(sent: unknown, stored: unknown): boolean {
  const [a, b] = [wire(sent), wire(stored)];
  if (a === b || (a == null && b == null)) return true;
  const [x, y] = [Number(a), Number(b)];
  return a !== '' && b !== '' && a != null && b != null && Number.isFinite(x) && x === y;
}

/** The columns a list may be sorted by: the sortable columns and the default sort. */
export function allowedSorts(desc: ResourceDesc): string[] {
  return [...new Set([...sortableFields(desc), desc.defaultSort.field])];
}

/** `?page&pageSize&cursor&search&sort&order` (also `pageno`, as the legacy top bar sends it). */
export function listQuerySchema(desc: ResourceDesc, sortable: string[]): Json {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      pageno: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100_000_000 },
      cursor: cursorProperty,
      search: { type: 'string', maxLength: 100 },
      sort: sortable.length ? { type: 'string', enum: sortable } : { type: 'string', maxLength: 0 },
      order: { type: 'string', enum: ['asc', 'desc'] },
    },
  };
}

/**
 * A record id in the path: digits only (no "1e3", "0x10" or "+1" read as a number). Handlers take
 * it with `idOf`, which refuses ids beyond the integer range.
 */
export const BODY_MESSAGE = 'Send the form as a JSON object.';

/** The record version a write was based on (optimistic concurrency: a stale one gets 409). */
export const versionProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** The body of an action on one record that carries nothing but that version. */
export const versionOnlyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: versionProperty },
} as const;

export const ID_PATTERN = '^[1-9][0-9]{0,9}$';
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: ID_PATTERN } },
} as const;
export const ID_MESSAGES = { default: 'The id in the path must be a positive whole number.' };

export function idOf(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest({ id: ID_MESSAGES.default });
  return id;
}

/** POST {path}/bulk: { action, ids, ...the action's set values }. */
export function bulkSchema(desc: ResourceDesc): Json {
  const actions = (desc.bulkActions ?? []).map((a) => a.id);
  const setKeys = new Set((desc.bulkActions ?? []).flatMap((a) => Object.keys(a.set ?? {})));
  const properties: Json = {
    action: { type: 'string', enum: actions.length ? actions : ['-'] },
    ids: { type: 'array', minItems: 1, maxItems: 1000, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  };
  for (const key of setKeys) properties[key] = { type: ['string', 'number', 'null'], maxLength: 255 };
  return { type: 'object', additionalProperties: false, required: ['action', 'ids'], properties };
}

/**
 * A create body with the description's defaults for the fields it leaves out (absent, not null):
 * a client that does not know a field of ours (e.g. the spec's own client and `priority`) gets
 * what the form would have preset.
 */
export function withDefaults(desc: ResourceDesc, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const f of writableFields(desc)) {
    if (f.default !== undefined && out[f.name] === undefined && inMode(f, 'create')) out[f.name] = f.default;
  }
  return out;
}
