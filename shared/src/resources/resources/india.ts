import { normaliseCode } from '../validators';
import type { FieldOption } from './types';

/** States and union territories with their GST state codes (the first two digits of a GSTIN). */
export const INDIAN_STATES: readonly { name: string; code: string }[] = [
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Punjab', code: '03' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'Haryana', code: '06' },
  { name: 'Delhi', code: '07' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Bihar', code: '10' },
  { name: 'Sikkim', code: '11' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Nagaland', code: '13' },
  { name: 'Manipur', code: '14' },
  { name: 'Mizoram', code: '15' },
  { name: 'Tripura', code: '16' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Assam', code: '18' },
  { name: 'West Bengal', code: '19' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Odisha', code: '21' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Gujarat', code: '24' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Karnataka', code: '29' },
  { name: 'Goa', code: '30' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Kerala', code: '32' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Puducherry', code: '34' },
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Telangana', code: '36' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Ladakh', code: '38' },
];

export const STATE_OPTIONS: readonly FieldOption[] = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));

export const options = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

/** The status of a master record: '1' active, '0' inactive (as the spec's users have it). */
export const ACTIVE_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** The GST state code of a state name, or null. */
export function stateCodeOf(state: unknown): string | null {
  return INDIAN_STATES.find((s) => s.name === state)?.code ?? null;
}

/**
 * A GSTIN belongs to one state: its first two digits are that state's code. Spaces are ignored and
 * case does not matter, as in every format check. Answers the message, or null.
 */
export function gstinStateError(state: unknown, gstin: unknown): string | null {
  const s = INDIAN_STATES.find((x) => x.name === state);
  const code = typeof gstin === 'string' ? normaliseCode(gstin) : '';
  if (!s || code.length !== 15 || code.startsWith(s.code)) return null;
  return `GSTIN must start with ${s.code}, the state code of ${s.name}`;
}
