import type { RegisterFileField } from '../../model';

/** Spec section 5; 'N/A' is the default role of section 9 (not decided yet). */
export const ROLE_OPTIONS = [
  { value: 'N/A', label: 'N/A (not decided yet)' },
  'Site Inspector',
  'Level-1',
  'Level-2',
  'Level-3',
  'others',
] as const;
export const JOINING_TYPES = ['Full Time', 'Part Time'] as const;
export const REFERENCE_TYPES = ['Personal', 'Professional'] as const;

/** The API's limits (api/src/modules/register/uploads.ts), checked here before anything is sent. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT_ATTR = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export const DOCUMENTS: { name: RegisterFileField; label: string }[] = [
  { name: 'cv_file', label: 'CV / Resume' },
  { name: 'adhaar_card_file', label: 'Aadhaar Card' },
  { name: 'pancard_file', label: 'PAN Card' },
  { name: 'kyc', label: 'KYC Document' },
  { name: 'marksheet', label: 'Marksheet' },
  { name: 'driving_licence_file', label: 'Driving Licence' },
  { name: 'photograph', label: 'Photograph' },
  { name: 'cancelled_cheque', label: 'Cancelled Cheque' },
];
