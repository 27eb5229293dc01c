import ajvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type Validate = ReturnType<FastifySchemaCompiler<unknown>> & { errors?: unknown };

/**
 * Fastify's own validators (its @fastify/ajv-compiler with the app's ajv options) for the routes
 * outside the kit, each generated on its route's first request instead of at start, as the kit's
 * are (kit/validator.ts): generating them all was a third of a second of every restart's CPU.
 * Fastify then counts the compiler as custom, which only means it leaves the property names of a
 * `headers` schema as written (no route declares one). One pool of ajv instances per app, as Fastify keeps.
 */
export function lazyValidators(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = ajvCompiler();
  const buildValidator = (externalSchemas: Parameters<typeof pool>[0], options: Parameters<typeof pool>[1]) => {
    // The pool's compiler takes the route ({ schema, method, url, httpPart }), as Fastify calls it.
    const compile = pool(externalSchemas, options) as unknown as FastifySchemaCompiler<unknown>;
    return (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
      let compiled: Validate | undefined;
      // Fastify reads the errors of a failed check from the function it was given.
      const validate = (data: unknown) => {
        compiled ??= compile(route) as Validate;
        const ok = compiled(data);
        validate.errors = compiled.errors;
        return ok;
      };
      validate.errors = undefined as unknown;
      return validate as Validate;
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as typeof pool } };
}
