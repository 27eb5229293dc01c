import { isAadhaar, isEmail, isGstin, isIfsc, isMobile, isPan, isPincode, normaliseCode } from '../validators';
import type { FieldDesc, FieldFormat } from './types';
import { defaultMaxLength, isEmptyValue, isRequired, isValidDate, type Mode } from './fields';

/**
 * The one set of field rules. The browser runs it inside the yup schema of each form and the API
 * runs it on each request body, so the message a user sees in the form is the message the API
 * answers. Values here are WIRE values (what the JSON body carries); the kit's `toWire` turns form
 * state into them.
 */

export const FORMAT_MESSAGES: Record<FieldFormat | 'case-no', string> = {
  email: 'Invalid Email address',
  pan: 'Enter a valid PAN, e.g. ABCPE1234F',
  aadhaar: 'Enter a valid 12-digit Aadhaar number',
  ifsc: 'Enter a valid IFSC, e.g. SBIN0001234',
  pincode: 'Enter a valid 6-digit pincode',
  mobile: 'Enter a valid 10-digit mobile number',
  gstin: 'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV',
  'case-no': 'Enter case numbers such as BR/2526/000123',
};

const CASE_NO_RE = /^[A-Z0-9][A-Z0-9/-]{2,29}$/;
// NUL and other control characters (tab and line breaks allowed) cannot be stored in text columns.
const CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const FORMAT_CHECKS: Record<FieldFormat | 'case-no', (v: string) => boolean> = {
  email: isEmail,
  pan: isPan,
  aadhaar: isAadhaar,
  ifsc: isIfsc,
  pincode: isPincode,
  mobile: isMobile,
  gstin: isGstin,
  'case-no': (v) => CASE_NO_RE.test(normaliseCode(v)),
};

/** Marks JSON text that did not parse (form side), so the rule can name the field. */
export const INVALID_JSON = Symbol('invalid-json');

function textError(field: FieldDesc, v: unknown): string | null {
  const label = field.label;
  if (typeof v !== 'string') return `${label} must be text`;
  if (CONTROL_RE.test(v)) return `${label} contains characters that are not allowed`;
  const max = defaultMaxLength(field);
  if (v.length > max) return `${label} must be at most ${max} characters`;
  if (field.minLength && v.trim().length < field.minLength) return `${label} must be at least ${field.minLength} characters`;
  if (field.pattern && !new RegExp(field.pattern).test(v.trim())) return field.patternMessage ?? `${label} has an invalid format`;
  const format = field.format ?? (field.type === 'email' ? 'email' : undefined);
  if (format && !FORMAT_CHECKS[format](v)) return field.formatMessage ?? FORMAT_MESSAGES[format];
  return null;
}

function numberError(field: FieldDesc, v: unknown): string | null {
  const label = field.label;
  if (typeof v !== 'number' || !Number.isFinite(v)) return `${label} must be a number`;
  if (field.integer && !Number.isInteger(v)) return `${label} must be a whole number`;
  if (field.type === 'money' && Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) return `${label} can have at most 2 decimals`;
  const min = field.min ?? (field.type === 'money' ? 0 : undefined);
  const max = field.max ?? (field.type === 'money' ? 9_999_999_999 : undefined);
  if (min !== undefined && v < min) return `${label} must be at least ${min}`;
  if (max !== undefined && v > max) return `${label} must be at most ${max}`;
  return null;
}

function optionError(field: FieldDesc, v: unknown): string | null {
  const label = field.label;
  if (field.valueType === 'integer') {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2_147_483_647) return `Choose a valid ${label}`;
  } else if (typeof v !== 'string' || v.length > 255) {
    return `Choose a valid ${label}`;
  }
  if (field.options && !field.options.some((o) => o.value === String(v))) return `Choose a valid ${label}`;
  return null;
}

function listError(field: FieldDesc, v: unknown): string | null {
  const label = field.label;
  if (!Array.isArray(v)) return `${label} must be a list`;
  const max = field.maxItems ?? 100;
  if (v.length > max) return `${label}: at most ${max} items`;
  for (const item of v) {
    if (typeof item !== 'string' || !item.trim() || CONTROL_RE.test(item)) return `${label} must be a list of text items`;
    if (field.type === 'multiselect' && field.options && !field.options.some((o) => o.value === item)) {
      return `Choose valid ${label}`;
    }
    const itemMax = field.itemMaxLength ?? 50;
    if (item.length > itemMax) return `${label}: each item at most ${itemMax} characters`;
    if (field.itemFormat && !FORMAT_CHECKS[field.itemFormat](item)) return `${label}: ${FORMAT_MESSAGES[field.itemFormat]}`;
  }
  const keys = v.map((item: string) => (field.itemFormat ? normaliseCode(item) : item.trim()));
  if (new Set(keys).size !== keys.length) return `${label} lists the same item twice`;
  return null;
}

function jsonError(field: FieldDesc, v: unknown): string | null {
  const label = field.label;
  if (v === INVALID_JSON) return `${label} must be valid JSON`;
  const text = JSON.stringify(v);
  if (text === undefined) return `${label} must be valid JSON`;
  if (text.includes('\\u0000')) return `${label} contains characters that are not allowed`;
  const max = defaultMaxLength(field);
  if (text.length > max) return `${label} must be at most ${max} characters of JSON`;
  if (field.itemFormat) {
    const check = FORMAT_CHECKS[field.itemFormat];
    if (!Array.isArray(v)) return `${label} must be a JSON list, e.g. ["400051"]`;
    if (!v.every((item) => typeof item === 'string' && check(item))) return `${label}: ${FORMAT_MESSAGES[field.itemFormat]}`;
  }
  return null;
}

const MIME_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'text/csv': 'CSV',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
};

/** The message for an uploaded file (type and size), or null. Both sides check the same limits. */
export function fileError(field: FieldDesc, file: { size: number; type: string }): string | null {
  const accept = field.accept ?? [];
  if (accept.length && !accept.includes(file.type)) {
    return `${field.label} must be ${accept
      .map((t) => MIME_NAMES[t] ?? t)
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')}`;
  }
  const max = field.maxBytes ?? 5 * 1024 * 1024;
  if (file.size > max) return `${field.label} must be at most ${Math.round(max / 1024 / 1024)} MB`;
  if (file.size === 0) return `${field.label} is an empty file`;
  return null;
}

/** The message for one field, or null when the value is acceptable. */
export function fieldError(field: FieldDesc, value: unknown, values: Record<string, unknown>, mode: Mode): string | null {
  if (isEmptyValue(value)) {
    return isRequired(field, mode, values) ? (field.requiredMessage ?? `${field.label} is required`) : null;
  }
  let error: string | null;
  switch (field.type) {
    case 'number':
    case 'money':
      error = numberError(field, value);
      break;
    case 'date':
      error = typeof value === 'string' && isValidDate(value) ? null : `${field.label} must be a date (YYYY-MM-DD)`;
      break;
    case 'select':
      error = optionError(field, value);
      break;
    case 'multiselect':
    case 'tags':
      error = listError(field, value);
      break;
    case 'json':
      error = jsonError(field, value);
      break;
    case 'file':
      error = null;
      break;
    default:
      error = textError(field, value);
  }
  if (!error && field.sameAs && value !== values[field.sameAs]) {
    error = field.sameAsMessage ?? `${field.label} does not match`;
  }
  return error;
}
