import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, reasonPhrase } from './errors';
import { validationFields } from './validation';

/** PostgreSQL error codes that mean "bad input", not "server broke". */
const PG_CODES: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists.'],
  '23503': [409, 'This record is linked to another record that does not exist or still uses it.'],
  '23502': [400, 'A required field is missing.'],
  '23514': [400, 'A field has a value that is not allowed.'],
  '22001': [400, 'A field is too long.'],
  '22P02': [400, 'A field has a value of the wrong type.'],
  '22007': [400, 'A date is not valid.'],
  '22008': [400, 'A date is out of range.'],
  '22003': [400, 'A number is out of range.'],
  '22021': [400, 'A field contains a character that is not allowed.'],
  '54001': [400, 'The request is nested too deeply.'],
  '40001': [409, 'Someone else changed this record at the same time. Please try again.'],
};

function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (at most 1 MB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than the 5 MB limit.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data.',
  FST_PROTO_VIOLATION: 'The form contains a forbidden field name.',
};

/** The one error handler: every error becomes `{ statusCode, error, message, fields?, data? }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(error.toBody());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const fields = validationFields(fe.validation, request.routeOptions.config?.messages);
      const message = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, fields });
    }
    const code = pgCode(error);
    if (code && PG_CODES[code]) {
      const [status, message] = PG_CODES[code];
      request.log.info({ err: error }, 'database rejected the input');
      return reply.code(status).send({ statusCode: status, error: reasonPhrase(status), message });
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (fe.code && FASTIFY_MESSAGES[fe.code]) || fe.message || reasonPhrase(status);
      return reply.code(status).send({ statusCode: status, error: reasonPhrase(status), message });
    }
    // The multipart parser (busboy) throws plain errors on a malformed form.
    if (/^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header)/.test(error.message)) {
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: 'The form could not be read (malformed multipart/form-data).' });
    }
    // A recursion too deep for the stack is the input's fault, never a server failure.
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The request is nested too deeply.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      // The id of the log line above: what support asks for.
      requestId: request.id,
    });
  });
}
