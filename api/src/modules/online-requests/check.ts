import Ajv from 'ajv';
import { validateRecord } from 'shared/resources';
import { validationFields } from '../../http/validation';
import { bodySchema, fieldMessages, type Row } from '../../kit/index';
import { onlineRequestResource as desc } from 'mfe-cases/model';

const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, strict: false });

/** The wire schema of a request (the description's writable fields), for JSON, multipart and sheet rows alike. */
export const requestSchema = bodySchema(desc, 'create');
export const requestMessages = fieldMessages(desc);
const validate = ajv.compile(requestSchema);

/** A request's field errors: the same schema and shared rules whether it came by form or by sheet. */
export function requestErrors(body: Row): Record<string, string> {
  if (!validate(body)) return validationFields(validate.errors as never, requestMessages);
  return validateRecord(desc, body, 'create');
}
