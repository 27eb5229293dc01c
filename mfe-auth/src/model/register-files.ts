/** Answer of POST /api/register (201): the same whether the address is new or already used (the outcome goes by e-mail). */
export interface RegisterResponse {
  data: { name: string; email: string };
}

/** File fields of the extended onboarding form (pdf, jpeg, png or webp, at most 5 MB each). */
export const REGISTER_FILE_FIELDS = [
  'cv_file',
  'adhaar_card_file',
  'pancard_file',
  'kyc',
  'marksheet',
  'driving_licence_file',
  'photograph',
  'cancelled_cheque',
] as const;
export type RegisterFileField = (typeof REGISTER_FILE_FIELDS)[number];
