import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are checked strictly: no type coercion ("12" is not a number, `true` is not text) and no
 * silent removal of unknown fields, so a malformed payload is refused with a message instead of
 * being half-accepted. Query strings and path parameters are text by nature and keep coercion.
 */
const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: false });
const lenient = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, strict: false });

/**
 * One check per schema object: a resource's list, count and exports share one querystring schema,
 * and Fastify compiles each GET again for its HEAD route (six checks of one schema). Both instances
 * have the same meta-schema, so one of them checks every schema (each instance compiles the
 * meta-schema on its first check: ~0.1 s of a restart).
 */
const checked = new WeakSet<object>();
function checkSchema(schema: object, httpPart: string | undefined): void {
  if (checked.has(schema)) return;
  if (!strict.validateSchema(schema)) throw new Error(`invalid ${httpPart} schema: ${strict.errorsText(strict.errors)}`);
  checked.add(schema);
}

/**
 * Each route's validator is generated on the route's first request, not at start: generating them
 * all was two thirds of a restart's CPU (measured: 5.8 of 9.4 s under load). A malformed schema
 * still fails the start: it is checked against the JSON Schema meta-schema here.
 */
export const kitValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : lenient;
  checkSchema(schema as object, httpPart);
  let compiled: ValidateFunction | undefined;
  // Fastify reads the errors of a failed check from the function it was given.
  const validate = (data: unknown) => {
    compiled ??= ajv.compile(schema as object);
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = undefined as ValidateFunction['errors'];
  return validate as ReturnType<FastifySchemaCompiler<unknown>>;
};
