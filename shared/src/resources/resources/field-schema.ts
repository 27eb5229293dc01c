import * as yup from 'yup';
import { normaliseCode } from '../validators';
import type { FieldDesc, ResourceDesc } from './types';
import { defaultMaxLength, isEmptyValue, isRequired, isValidDate, writableFields, type FieldErrors, type Mode } from './fields';
import { CONTROL_RE, FORMAT_CHECKS, FORMAT_MESSAGES, INVALID_JSON, fileError } from './rules';
import { statusFlowError } from './flow';

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

/** The record a field's rule sees: the stored one with the values sent over it. */
function recordOf(ctx: yup.TestContext): Record<string, unknown> {
  const stored = (ctx.options.context as RuleContext | undefined)?.stored ?? {};
  return { ...stored, ...((ctx.parent as Record<string, unknown> | undefined) ?? {}) };
}

/** A check of a value that is there: an empty value is the `filled` test's to judge. */
const given =
  <T>(check: (v: T) => boolean) =>
  (v: T | null | undefined) =>
    isEmptyValue(v) || check(v as T);

function textSchema(field: FieldDesc) {
  const { label } = field;
  const max = defaultMaxLength(field);
  let s = yup
    .string()
    .typeError(`${label} must be text`)
    .test(
      'characters',
      `${label} contains characters that are not allowed`,
      given((v: string) => !CONTROL_RE.test(v)),
    )
    .max(max, `${label} must be at most ${max} characters`);
  if (field.minLength) {
    const min = field.minLength;
    s = s.test(
      'min',
      `${label} must be at least ${min} characters`,
      given((v: string) => v.trim().length >= min),
    );
  }
  if (field.pattern) {
    const re = new RegExp(field.pattern);
    s = s.test(
      'pattern',
      field.patternMessage ?? `${label} has an invalid format`,
      given((v: string) => re.test(v.trim())),
    );
  }
  const format = field.format ?? (field.type === 'email' ? 'email' : undefined);
  if (format) s = s.test('format', field.formatMessage ?? FORMAT_MESSAGES[format], given(FORMAT_CHECKS[format]));
  return s;
}

function numberSchema(field: FieldDesc) {
  const { label } = field;
  const money = field.type === 'money';
  let s = yup
    .number()
    .typeError(`${label} must be a number`)
    .test('finite', `${label} must be a number`, (v) => v == null || Number.isFinite(v));
  if (field.integer) s = s.integer(`${label} must be a whole number`);
  if (money)
    s = s.test('cents', `${label} can have at most 2 decimals`, (v) => v == null || Math.abs(v * 100 - Math.round(v * 100)) <= 1e-6);
  const min = field.min ?? (money ? 0 : undefined);
  const max = field.max ?? (money ? 9_999_999_999 : undefined);
  if (min !== undefined) s = s.min(min, `${label} must be at least ${min}`);
  if (max !== undefined) s = s.max(max, `${label} must be at most ${max}`);
  return s;
}

function selectSchema(field: FieldDesc) {
  const message = `Choose a valid ${field.label}`;
  const options = field.options;
  const s: yup.Schema =
    field.valueType === 'integer'
      ? yup.number().typeError(message).integer(message).min(1, message).max(2_147_483_647, message)
      : yup.string().typeError(message).max(255, message);
  return options
    ? s.test(
        'option',
        message,
        given((v: unknown) => options.some((o) => o.value === String(v))),
      )
    : s;
}

function listSchema(field: FieldDesc) {
  const { label } = field;
  const notText = `${label} must be a list of text items`;
  const itemMax = field.itemMaxLength ?? 50;
  const max = field.maxItems ?? 100;
  let item = yup
    .string()
    .typeError(notText)
    .nonNullable(notText)
    .test('filled', notText, (v) => !!v && !!v.trim() && !CONTROL_RE.test(v));
  const options = field.type === 'multiselect' ? field.options : undefined;
  if (options) item = item.test('option', `Choose valid ${label}`, (v) => options.some((o) => o.value === v));
  item = item.max(itemMax, `${label}: each item at most ${itemMax} characters`);
  const itemFormat = field.itemFormat;
  if (itemFormat) item = item.test('format', `${label}: ${FORMAT_MESSAGES[itemFormat]}`, (v) => FORMAT_CHECKS[itemFormat](v ?? ''));
  const key = (v: unknown) => (itemFormat ? normaliseCode(String(v)) : String(v).trim());
  return yup
    .array()
    .typeError(`${label} must be a list`)
    .max(max, `${label}: at most ${max} items`)
    .of(item)
    .test(
      'unique',
      `${label} lists the same item twice`,
      given((v: unknown[]) => new Set(v.map(key)).size === v.length),
    );
}

function jsonSchema(field: FieldDesc) {
  const { label } = field;
  const max = defaultMaxLength(field);
  const text = (v: unknown) => (v === INVALID_JSON ? undefined : JSON.stringify(v));
  let s = yup
    .mixed()
    .test(
      'json',
      `${label} must be valid JSON`,
      given((v) => text(v) !== undefined),
    )
    .test(
      'characters',
      `${label} contains characters that are not allowed`,
      given((v) => !text(v)?.includes('\\u0000')),
    )
    .test(
      'size',
      `${label} must be at most ${max} characters of JSON`,
      given((v) => (text(v)?.length ?? 0) <= max),
    );
  const itemFormat = field.itemFormat;
  if (itemFormat) {
    const check = FORMAT_CHECKS[itemFormat];
    s = s.test('list', `${label} must be a JSON list, e.g. ["400051"]`, given(Array.isArray)).test(
      'format',
      `${label}: ${FORMAT_MESSAGES[itemFormat]}`,
      given((v) => (v as unknown[]).every((i) => typeof i === 'string' && check(i))),
    );
  }
  return s;
}

/** An upload (form side: the API checks the stored file itself). */
const fileSchema = (field: FieldDesc) =>
  yup.mixed().test('file', function (v) {
    const message = v && typeof v === 'object' && 'size' in v ? fileError(field, v as { size: number; type: string }) : null;
    return message ? this.createError({ message }) : true;
  });

function typed(field: FieldDesc): yup.Schema {
  switch (field.type) {
    case 'number':
    case 'money':
      return numberSchema(field);
    case 'date':
      return yup
        .string()
        .typeError(`${field.label} must be a date (YYYY-MM-DD)`)
        .test('date', `${field.label} must be a date (YYYY-MM-DD)`, given(isValidDate));
    case 'select':
      return selectSchema(field);
    case 'multiselect':
    case 'tags':
      return listSchema(field);
    case 'json':
      return jsonSchema(field);
    case 'file':
      return fileSchema(field);
    default:
      return textSchema(field);
  }
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

/** Test names of the record's own rules (the status flow, the description's cross-field check). */
export const FLOW_TEST = 'status-flow';
export const CHECK_TEST = 'record-check';

function buildRecordSchema(desc: ResourceDesc, mode: Mode, fields: FieldDesc[]) {
  const flow = desc.statusFlow;
  let s = yup.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, mode)])));
  if (flow) {
    s = s.test(FLOW_TEST, function (values) {
      const from = mode === 'create' ? undefined : (this.options.context as RuleContext | undefined)?.stored?.[flow.field];
      const message = statusFlowError(desc, from, values ?? {});
      return message ? this.createError({ path: flow.field, message }) : true;
    });
  }
  const check = desc.check;
  if (check) {
    s = s.test(CHECK_TEST, function (values) {
      const stored = (this.options.context as RuleContext | undefined)?.stored ?? {};
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
