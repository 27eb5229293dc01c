import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are checked strictly: no type coercion ("12" is not a number, `true` is not text) and no
 * silent removal of unknown fields, so a malformed payload is refused with a message instead of
 * being half-accepted. Query strings and path parameters are text by nature and keep coercion.
 */
const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: false });
const lenient = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, strict: false });

export const kitValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : lenient).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
