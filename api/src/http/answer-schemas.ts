/**
 * Building blocks of response schemas (each route's `schema.response`). Fastify writes an answer with
 * its schema (fast-json-stringify): a key the schema does not list is dropped unless the object says
 * `additionalProperties: true`, and a value is written as the type listed. The tests run with
 * CHECK_RESPONSES=1 (responses.ts), so a schema that would change an answer fails the test reading it.
 */

type Json = Record<string, unknown>;

export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const text = { type: 'string' } as const;
/** A timestamp (a Date is written as ISO 8601 text). */
export const time = { type: 'string', format: 'date-time' } as const;
/** A calendar date, YYYY-MM-DD. */
export const day = { type: 'string', format: 'date' } as const;
/** A PostgreSQL numeric: read as text by the driver unless the column maps it to a number. */
export const decimal = { type: ['number', 'string'] } as const;
/** Any JSON value, written as it is (a JSON column, a free-form document). */
export const anyJson = {} as const;

export const nullable = <T extends Json>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };

/** An object with these keys typed; `open`: other keys are answered as they come. */
export const object = (properties: Json, { open = false, required }: { open?: boolean; required?: string[] } = {}) => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
  ...(open ? { additionalProperties: true } : {}),
});

/** An object answered as it comes (rows whose keys follow a query or a setting). */
export const openObject = { type: 'object', additionalProperties: true } as const;

export const listOf = (items: Json) => ({ type: 'array', items });

/** `{ message }`: a write's confirmation. */
export const messageOnly = object({ message: text });

/** `{ data, message? }` around one value. */
export const dataOf = (data: Json) => object({ data, message: text }, { required: ['data'] });

/** A lookup's answer: `{ data: [{ id, name }] }` (a name may be missing where the row has none). */
export const choicesAnswer = (name: Json = text) => ({ 200: dataOf(listOf(object({ id: int, name }))) });

/** A file or document sent as it is (PDF, image, spreadsheet, CSV). */
export const binary = (description: string) => ({ description, type: 'string', format: 'binary' });
