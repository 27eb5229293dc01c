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

/** Whose session or password reset: a staff user or a bank-branch login. */
export type SubjectKind = 'user' | 'branch';
