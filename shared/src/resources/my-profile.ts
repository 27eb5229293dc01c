import { FORMAT_CHECKS, FORMAT_MESSAGES } from './resources/rules';

/* Every staff member's own profile (My work > My Profile, a page of the shell; the API checks the same). */

/** PUT me/profile: what a staff member keeps about themselves (other fields are HR's). */
export interface MyProfileInput {
  name: string;
  surname: string;
  mobile_no: string;
  address: string;
  city: string;
  pincode: string;
}

export const MY_PROFILE_FIELDS: readonly { name: keyof MyProfileInput; label: string; max: number; format?: 'mobile' | 'pincode' }[] = [
  { name: 'name', label: 'First name', max: 100 },
  { name: 'surname', label: 'Last name', max: 100 },
  { name: 'mobile_no', label: 'Mobile Number', max: 20, format: 'mobile' },
  { name: 'address', label: 'Address', max: 1000 },
  { name: 'city', label: 'City', max: 100 },
  { name: 'pincode', label: 'Postal code', max: 6, format: 'pincode' },
];

/** The same checks in the form and the API: name required, mobile and pincode in their format when given. */
export function checkMyProfile(v: MyProfileInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.name.trim()) out.name = 'Name is required';
  for (const f of MY_PROFILE_FIELDS) {
    const value = v[f.name].trim();
    if (value.length > f.max) out[f.name] = `At most ${f.max} characters.`;
    else if (value && f.format && !FORMAT_CHECKS[f.format](value)) out[f.name] = FORMAT_MESSAGES[f.format];
  }
  return out;
}

/** GET me/sessions: the account's open sessions (tokens are never shown; `current` is this one). */
export interface MySession {
  started_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Signed in with the second factor. */
  mfa: boolean;
  current: boolean;
}
