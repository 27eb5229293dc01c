import { isAadhaar, isEmail, isGstin, isIfsc, isMobile, isPan, isPincode, normaliseCode } from '../validators';
import type { FieldDesc, FieldFormat } from './types';

/**
 * The checks no schema library has (the Indian formats of DOMAIN.md, uploads) and their messages.
 * The field schemas (field-schema.ts) use them, on the API and in the forms alike.
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
export const CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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
