/**
 * Indian field formats (DOMAIN.md "Field formats"), shared by the API and the browser forms.
 * Every check upper-cases and strips spaces first. Pure functions, no dependencies.
 */

/** Upper-case and remove all white space. */
export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address: name@domain.tld without spaces, at most 254 characters (surrounding spaces ignored). */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return EMAIL_RE.test(v) && v.length <= 254;
}

const PAN_RE = /^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$/;
const AADHAAR_RE = /^[2-9][0-9]{11}$/;
const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PINCODE_RE = /^[1-9][0-9]{5}$/;
const MOBILE_RE = /^[6-9][0-9]{9}$/;
const GSTIN_RE = /^[0-9]{2}[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isPan(value: string): boolean {
  return PAN_RE.test(normaliseCode(value));
}

// Verhoeff tables: multiplication (d), permutation (p).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digit string (check digit last) passes the Verhoeff check. */
export function verhoeffValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) c = VERHOEFF_D[c][VERHOEFF_P[i % 8][Number(reversed[i])]];
  return c === 0;
}

export function isAadhaar(value: string): boolean {
  const v = normaliseCode(value);
  return AADHAAR_RE.test(v) && verhoeffValid(v);
}

/** Aadhaar for display: only the last 4 digits are ever kept (`XXXX XXXX 1234`). */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4.slice(-4)}`;
}

export function isIfsc(value: string): boolean {
  return IFSC_RE.test(normaliseCode(value));
}

export function isPincode(value: string): boolean {
  return PINCODE_RE.test(normaliseCode(value));
}

/** Strips spaces, dashes, and a leading `+91`, `91` (on 12 digits) or `0` (on 11 digits). */
export function normaliseMobile(value: string): string {
  let v = value.replace(/[\s-]+/g, '');
  if (v.startsWith('+91')) v = v.slice(3);
  else if (v.length === 12 && v.startsWith('91')) v = v.slice(2);
  else if (v.length === 11 && v.startsWith('0')) v = v.slice(1);
  return v;
}

export function isMobile(value: string): boolean {
  return MOBILE_RE.test(normaliseMobile(value));
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The mod-36 check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  const v = normaliseCode(first14);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = GSTIN_CHARS.indexOf(v[i] ?? '');
    if (code < 0) return '';
    const p = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export function isGstin(value: string): boolean {
  const v = normaliseCode(value);
  return GSTIN_RE.test(v) && gstinCheckChar(v.slice(0, 14)) === v[14];
}
