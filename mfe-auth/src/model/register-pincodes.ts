import { fieldError, LOOKUPS, type FieldDesc, type OptionsSource } from 'shared/resources';

/**
 * GET /api/register/pincodes?search=: the staff pincode lookup's answer (same query, same shape,
 * master data only) for the public registration page, which has no login; limited per address.
 */
export const REGISTER_PINCODES_SOURCE: OptionsSource = { ...LOOKUPS.pincodes, path: 'register/pincodes' };

/** The registration's "Pincodes You Cover": picked from the pincode master like the users form's "Pincodes Served". */
export const REGISTER_PINCODES_FIELD: FieldDesc = {
  name: 'user_pincodes',
  label: 'Pincodes You Cover',
  type: 'multiselect',
  optionsFrom: REGISTER_PINCODES_SOURCE,
  itemFormat: 'pincode',
  itemMaxLength: 6,
  maxItems: 200,
  width: 'full',
  help: 'Type a pincode or a place and pick each pincode you cover',
};

/**
 * The list's message (the shared rule's words) or null; the form checks the list it keeps and the
 * API the list it receives (multipart text: a JSON list, e.g. ["400001","400002"]).
 */
export function registerPincodesError(list: unknown): string | null {
  return fieldError(REGISTER_PINCODES_FIELD, list, {}, 'create');
}
