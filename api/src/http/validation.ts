import type { FastifySchemaValidationError } from 'fastify';

/**
 * Per-route messages for schema failures: `config.messages = { email: { required: 'Enter Your Email' } }`.
 * A `default` entry covers every keyword of that field.
 */
export type FieldMessages = Record<string, Partial<Record<string, string>> & { default?: string }>;

function humanise(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'The request';
}

function fieldOf(err: FastifySchemaValidationError): string {
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required' && typeof params.missingProperty === 'string') {
    return params.missingProperty;
  }
  if (err.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return params.additionalProperty;
  }
  const path = err.instancePath.split('/').filter(Boolean);
  return path.join('.') || '_';
}

function genericMessage(err: FastifySchemaValidationError, field: string): string {
  const label = humanise(field);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'minLength':
      return p.limit === 1 ? `${label} is required.` : `${label} must be at least ${p.limit} characters.`;
    case 'maxLength':
      return `${label} must be at most ${p.limit} characters.`;
    case 'minimum':
      return `${label} must be at least ${p.limit}.`;
    case 'maximum':
      return `${label} must be at most ${p.limit}.`;
    case 'type':
      return `${label} must be ${p.type === 'integer' ? 'a whole number' : `a ${p.type}`}.`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'format':
      return p.format === 'email' ? 'Invalid Email address' : `${label} is not a valid ${p.format}.`;
    case 'pattern':
      return `${label} has an invalid format.`;
    case 'additionalProperties':
      // Named as sent, so the sender finds the key to drop.
      return `"${field}" is not an accepted field.`;
    default:
      return `${label} is not valid.`;
  }
}

/** Turns ajv errors into `{ field: message }`, first error per field. */
export function validationFields(errors: FastifySchemaValidationError[], messages: FieldMessages | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const err of errors) {
    const field = fieldOf(err);
    if (fields[field]) continue;
    const custom = messages?.[field];
    // A field's `default` message is about its value: an unaccepted key is said as such.
    const fallback = err.keyword === 'additionalProperties' ? undefined : custom?.default;
    fields[field] = custom?.[err.keyword] ?? fallback ?? genericMessage(err, field);
  }
  return fields;
}
