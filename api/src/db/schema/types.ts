/**
 * The TypeScript types some columns are narrowed to (api/src/db/schema-gen/overrides.ts names
 * them; the generated tables import them from here).
 */

/** A stored upload: what the record keeps about it. */
export interface StoredFile {
  name: string;
  stored: string;
  mime: string;
  size: number;
}

/** user_documents.kind (CHECK in migrations/0001_core.sql). */
export const USER_DOCUMENT_KINDS = [
  'cv_file',
  'adhaar_card_file',
  'pancard_file',
  'kyc',
  'marksheet',
  'driving_licence_file',
  'photograph',
  'cancelled_cheque',
] as const;
export type UserDocumentKind = (typeof USER_DOCUMENT_KINDS)[number];

/** Whose session or password reset: a staff user or a bank-branch login. */
export type SubjectKind = 'user' | 'branch';
