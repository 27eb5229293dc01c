import * as yup from 'yup';
import type { FieldDesc, ResourceDesc } from './types';
import { writableFields, type FieldErrors, type Mode } from './fields';
import { statusFlowError } from './flow';
import { fieldSchema, storedOf, type RuleContext } from './field-schema';

/** Test names of the record's own rules (the status flow, the description's cross-field check). */
export const FLOW_TEST = 'status-flow';
export const CHECK_TEST = 'record-check';

function buildRecordSchema(desc: ResourceDesc, mode: Mode, fields: FieldDesc[]) {
  const flow = desc.statusFlow;
  let s = yup.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, mode)])));
  if (flow) {
    s = s.test(FLOW_TEST, function (values) {
      const from = mode === 'create' ? undefined : storedOf(this)[flow.field];
      const message = statusFlowError(desc, from, values ?? {});
      return message ? this.createError({ path: flow.field, message }) : true;
    });
  }
  const check = desc.check;
  if (check) {
    s = s.test(CHECK_TEST, function (values) {
      const stored = storedOf(this);
      const errors = Object.entries(check({ ...stored, ...values })).map(([path, message]) => this.createError({ path, message }));
      return errors.length ? new yup.ValidationError(errors) : true;
    });
  }
  return s;
}

const schemas = new WeakMap<ResourceDesc, Map<string, yup.ObjectSchema<yup.AnyObject>>>();
const cached = (desc: ResourceDesc, key: string, build: () => yup.ObjectSchema<yup.AnyObject>) => {
  const forDesc = schemas.get(desc) ?? new Map<string, yup.ObjectSchema<yup.AnyObject>>();
  schemas.set(desc, forDesc);
  const schema = forDesc.get(key) ?? build();
  forDesc.set(key, schema);
  return schema;
};

/** The body's schema: the writable fields of the mode, the status flow and the cross-field check. */
export const recordSchema = (desc: ResourceDesc, mode: Mode) =>
  cached(desc, mode, () =>
    buildRecordSchema(
      desc,
      mode,
      writableFields(desc).filter((f) => !f.only || f.only === mode),
    ),
  );

/** The form's schema: what the form shows and may change, uploads included. */
export const formSchema = (desc: ResourceDesc, mode: Mode) =>
  cached(desc, `form:${mode}`, () =>
    buildRecordSchema(
      desc,
      mode,
      desc.fields.filter((f) => !f.hidden && !f.readOnly && (!f.only || f.only === mode)),
    ),
  );

/** A failed rule: the top-level field it names, its message and which test it was. */
export interface RuleFailure {
  field: string;
  message: string;
  test: string | undefined;
}

/** Every failed rule of a record (none: valid), in the schema's order. */
export function ruleFailures(schema: yup.Schema, values: Record<string, unknown>, context: RuleContext = {}): RuleFailure[] {
  try {
    schema.validateSync(values, { abortEarly: false, strict: true, context, disableStackTrace: true });
    return [];
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    return (e.inner.length ? e.inner : [e]).map((err) => ({
      field: (err.path ?? '').split(/[.[]/)[0],
      message: err.message,
      test: err.type,
    }));
  }
}

/** The first message for each field. */
export function firstMessages(failures: RuleFailure[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of failures) errors[f.field] ??= f.message;
  return errors;
}

const single = new WeakMap<FieldDesc, Partial<Record<Mode, yup.Schema>>>();

/** The message for one field's value among the record's `values`, or null when it is acceptable. */
export function fieldError(field: FieldDesc, value: unknown, values: Record<string, unknown>, mode: Mode): string | null {
  const byMode = single.get(field) ?? {};
  single.set(field, byMode);
  const schema = (byMode[mode] ??= yup.object({ [field.name]: fieldSchema(field, mode) }));
  return ruleFailures(schema, { ...values, [field.name]: value })[0]?.message ?? null;
}
