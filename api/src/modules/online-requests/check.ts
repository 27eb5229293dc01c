import Ajv, { type ValidateFunction } from 'ajv';
import { validateRecord } from 'shared/resources';
import { validationFields } from '../../http/validation';
import { bodySchema, fieldMessages, type Row } from '../../kit/index';
import { onlineRequestResource as desc } from 'mfe-cases/model';

const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, strict: false });

/** The wire schema of a request (the description's writable fields), for JSON, multipart and sheet rows alike. */
export const requestSchema = bodySchema(desc, 'create');
export const requestMessages = fieldMessages(desc);
// Generated on the first request checked, not at start (with Ajv's meta-schema: 0.1-0.2 s of a restart).
let validate: ValidateFunction | undefined;

/** A request's field errors: the same schema and shared rules whether it came by form or by sheet. */
export function requestErrors(body: Row): Record<string, string> {
  validate ??= ajv.compile(requestSchema);
  if (!validate(body)) return validationFields(validate.errors as never, requestMessages);
  return validateRecord(desc, body, 'create');
}
