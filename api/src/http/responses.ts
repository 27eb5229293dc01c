import { isDeepStrictEqual } from 'node:util';
import Ajv, { type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

/**
 * Answers are written by each route's response schema (fast-json-stringify), compiled on the
 * route's first answer of that status rather than at start (as the validators are: kit/validator.ts).
 */
export const lazySerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= fastJson(schema as object))(data);
};

const ajv = new Ajv({ allErrors: true, strict: false });
// OpenAPI's `format`s (date, date-time, binary) document; the comparison below checks the values.
ajv.addFormat('date', true).addFormat('date-time', true).addFormat('binary', true).addFormat('uri', true);

/** A response that its schema would have answered otherwise (a key dropped, a value changed): a bug. */
export class ResponseSchemaMismatch extends Error {}

/**
 * Marks a response schema that answers only the keys it lists on purpose (the bank API publishes
 * exactly its schema): the check then wants what is written to be part of what was answered.
 */
export const LISTED_KEYS_ONLY = 'x-listed-keys-only';

/** Every value of `part` is the one at its place in `whole` (arrays: item by item). */
function within(part: unknown, whole: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(whole) && part.length === whole.length && part.every((p, i) => within(p, whole[i]));
  if (part && typeof part === 'object') {
    if (!whole || typeof whole !== 'object' || Array.isArray(whole)) return false;
    return Object.entries(part).every(([k, v]) => within(v, (whole as Record<string, unknown>)[k]));
  }
  return isDeepStrictEqual(part, whole);
}

const refuse = (message: string) => {
  // The 500 that follows says nothing of this on purpose; the test's log shows it.
  process.stderr.write(`${message}\n`);
  throw new ResponseSchemaMismatch(message);
};

/**
 * CHECK_RESPONSES=1 (API and browser tests): every answer must match its schema, and what the schema
 * writes must equal what JSON.stringify would have written. A schema that drops a key or turns a
 * text into a number fails the test that reads that route, with the route and the difference.
 */
export const checkingSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = lazySerializerCompiler(route);
  let validate: ValidateFunction | undefined;
  return (data) => {
    const written = serialize(data);
    const plain: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
    validate ??= ajv.compile(route.schema as object);
    const where = `${route.method} ${route.url} (${route.httpStatus})`;
    const read: unknown = JSON.parse(written);
    if ((route.schema as Record<string, unknown>)[LISTED_KEYS_ONLY]) {
      if (!validate(read)) refuse(`answer of ${where} does not match its schema: ${ajv.errorsText(validate.errors)}`);
      if (!within(read, plain)) refuse(`answer of ${where} is written differently by its schema: ${firstDifference(plain, read)}`);
      return written;
    }
    if (!validate(plain)) refuse(`answer of ${where} does not match its schema: ${ajv.errorsText(validate.errors)}`);
    if (!isDeepStrictEqual(read, plain)) refuse(`answer of ${where} is written differently by its schema: ${firstDifference(plain, read)}`);
    return written;
  };
};

/** The first path where two JSON values differ, with both values (for the failing test's message). */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const [x, y] = [(a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}/${k}`);
    }
  }
  return `${path || '/'}: ${JSON.stringify(a)?.slice(0, 120)} became ${JSON.stringify(b)?.slice(0, 120)}`;
}
