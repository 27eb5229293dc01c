import * as yup from 'yup';
import type { FieldDesc } from './types';
import { isEmptyValue, isRequired, type Mode } from './fields';
import { typed } from './typed-schemas';

/**
 * The description's rules as yup schemas over WIRE values (what the JSON body carries; the kit's
 * `toWire` turns form state into them). The API validates each body with them after its JSON Schema
 * (api/src/kit/schema.ts, the same description's shapes), and the forms validate with them, so the
 * message a user sees in a form is the one the API answers. Validated strictly: nothing is cast.
 */

/** What the rules read besides the record validated: the stored record (an edit's base). */
export interface RuleContext {
  stored?: Record<string, unknown>;
}

/** The stored record a rule runs over (none on a create). */
export const storedOf = (ctx: yup.TestContext): Record<string, unknown> => (ctx.options.context as RuleContext | undefined)?.stored ?? {};

/** The record a field's rule sees: the stored one with the values sent over it. */
function recordOf(ctx: yup.TestContext): Record<string, unknown> {
  const stored = storedOf(ctx);
  return { ...stored, ...((ctx.parent as Record<string, unknown> | undefined) ?? {}) };
}

/** One field's schema in a mode: required (possibly on another field's value), typed, then compared. */
export function fieldSchema(field: FieldDesc, mode: Mode): yup.Schema {
  const required = field.requiredMessage ?? `${field.label} is required`;
  let s = typed(field)
    .nullable()
    .test('filled', required, function (this: yup.TestContext, v: unknown) {
      // On edit an empty Aadhaar keeps the stored last 4 digits (the full number is never kept).
      if (!isEmptyValue(v) || (mode === 'update' && field.format === 'aadhaar')) return true;
      return !isRequired(field, mode, recordOf(this));
    });
  const other = field.sameAs;
  if (other) {
    s = s.test('same', field.sameAsMessage ?? `${field.label} does not match`, function (this: yup.TestContext, v: unknown) {
      return isEmptyValue(v) || v === recordOf(this)[other];
    });
  }
  return s;
}
