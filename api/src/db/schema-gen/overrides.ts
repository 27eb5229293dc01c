/**
 * The columns whose TypeScript type is narrower than their SQL type: the generator writes
 * `.$type<type>()` on them. Only where code relies on the narrower type (it compiles against it);
 * every other column reads as its SQL type says. Keep this short: a new entry is a new promise
 * the SQL cannot check for TypeScript.
 */
export interface TypeOverride {
  /** The type as written in the generated file. */
  type: string;
  /** Types it names, imported type-only; `from` is relative to api/src/db/schema. */
  imports?: { name: string; from: string }[];
}

const STORED_FILE = { type: 'StoredFile | null', imports: [{ name: 'StoredFile', from: './types' }] };
const SUBJECT_KIND = { type: 'SubjectKind', imports: [{ name: 'SubjectKind', from: './types' }] };
const ONE_OR_ZERO = { type: "'1' | '0'" };
const STRINGS = { type: 'string[]' };

/** `table.column` -> its type. */
export const TYPE_OVERRIDES: Readonly<Record<string, TypeOverride>> = {
  // text with CHECK (... IN (...)): the sign-in, sessions and rights code switch on these values.
  'users.kind': { type: "'admin' | 'employee'" },
  'users.status': ONE_OR_ZERO,
  'branch_users.status': ONE_OR_ZERO,
  'page_rights.view_status': ONE_OR_ZERO,
  'sessions.subject_kind': SUBJECT_KIND,
  'password_resets.subject_kind': SUBJECT_KIND,
  // The registration form's file fields (mfe-auth/model), one document row each.
  'user_documents.kind': { type: 'RegisterFileField', imports: [{ name: 'RegisterFileField', from: 'mfe-auth/model' }] },
  // The task statuses the HR remote's model names (CHECK status IN ('0'..'3')).
  'tasks.status': { type: 'TaskStatus', imports: [{ name: 'TaskStatus', from: 'mfe-hr/model' }] },
  // jsonb holding one stored upload ({ name, stored, mime, size }), as the kit's file fields write it.
  'agreements.file': STORED_FILE,
  'company_documents.file': STORED_FILE,
  'dispatch_hard_copies.pod_file': STORED_FILE,
  'expenses.receipt_file': STORED_FILE,
  // jsonb arrays of strings (CHECK jsonb_typeof(...) = 'array'): file kinds, page rights.
  'document_types.file_types': STRINGS,
  'rights_templates.rights': STRINGS,
  'applicant_reviews.rights_given': STRINGS,
};
