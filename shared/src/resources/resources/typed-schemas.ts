import * as yup from 'yup';
import { normaliseCode } from '../validators';
import type { FieldDesc } from './types';
import { defaultMaxLength, isEmptyValue, isValidDate } from './fields';
import { CONTROL_RE, FORMAT_CHECKS, FORMAT_MESSAGES, INVALID_JSON, fileError } from './rules';

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

/** A field's schema by its type, on a value that is there. */
export function typed(field: FieldDesc): yup.Schema {
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
