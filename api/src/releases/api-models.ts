import type { FastifyInstance } from 'fastify';
import * as auth from 'mfe-auth/model';
import * as bills from 'mfe-bills/model';
import * as cases from 'mfe-cases/model';
import * as hr from 'mfe-hr/model';
import * as masters from 'mfe-masters/model';
import * as realestate from 'mfe-realestate/model';
import { modelSchema, type ModelDoc } from './model-schema';
import { object, openObject, text } from '../http/answer-schemas';

let docs: Record<string, ModelDoc> | undefined;

/** The domain models this API validates with (compiled into it), by remote. */
export function apiModels(): Record<string, ModelDoc> {
  docs ??= Object.fromEntries(
    Object.entries({ 'mfe-auth': auth, 'mfe-bills': bills, 'mfe-cases': cases, 'mfe-hr': hr, 'mfe-masters': masters, 'mfe-realestate': realestate }).map(
      ([remote, exports]) => [remote, modelSchema(exports as Record<string, unknown>)],
    ),
  );
  return docs;
}

/** GET /api/models: the model documents (with their hashes) of the running API; the release gate compares builds with them. */
export function installModels(app: FastifyInstance): void {
  // By remote; a model's resources are keyed by API path and field name.
  const models = { type: 'object', additionalProperties: object({ hash: text, resources: openObject }) };
  app.get('/api/models', { config: { right: 'staff' }, schema: { response: { 200: models } } }, async () => apiModels());
}
