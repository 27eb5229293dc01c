import { and, eq, inArray, sql } from 'drizzle-orm';
import type { REGISTER_FILE_FIELDS } from 'mfe-auth/model';
import type { Db } from '../../db/client';
import { userDocuments, users } from '../../db/schema/index';
import type { FileStore } from '../../files/index';
import { HttpError } from '../../http/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import type { UploadStaging } from '../../lib/upload-staging';

export const REGISTER_MERGE_MESSAGES = {
  approved: 'Your application is already approved. Sign in at the Employee Login with this e-mail and password; HR updates your documents.',
  rejected: 'Your application was closed by HR. Please contact HR before sending documents again.',
} as const;

/** What an earlier registration with this e-mail and password is: none (or not provable), pending, or decided. */
export type Earlier = { state: 'none' } | { state: 'pending'; id: number };

/**
 * Finds the application this registration continues: a user of kind employee with the e-mail,
 * whose password the sender knows. Without the password the registration is answered as before
 * (a new address and a taken one look alike), so nobody adds documents to another's application.
 * An application already decided is refused in words the sender can act on.
 */
export async function earlierApplication(db: Db, email: string, password: string): Promise<Earlier> {
  const [row] = await db
    .select({ id: users.id, kind: users.kind, status: users.status, master: users.master_approval, hash: users.password_hash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // The same scrypt work whether or not the address is known.
  const matches = await verifyPassword(password, row?.hash ?? DUMMY_HASH);
  if (!row || !matches || row.kind !== 'employee') return { state: 'none' };
  if (row.master === 'Yes') throw refusal(REGISTER_MERGE_MESSAGES.approved);
  if (row.master === 'No') throw refusal(REGISTER_MERGE_MESSAGES.rejected);
  if (row.status !== '0') throw refusal(REGISTER_MERGE_MESSAGES.approved);
  return { state: 'pending', id: row.id };
}

function refusal(message: string): HttpError {
  return new HttpError(409, message, undefined, { error: message });
}

/**
 * Adds a registration's fields and documents to the pending application `id` (one transaction):
 * filled fields replace the earlier ones, empty ones keep them; a document replaces the earlier
 * one of its kind, and the replaced files are removed once the change is committed.
 */
export async function mergeApplication(
  db: Db,
  files: FileStore,
  staging: UploadStaging,
  id: number,
  columns: Partial<typeof users.$inferInsert>,
): Promise<void> {
  let added: string[] = [];
  let replaced: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: users.status, master: users.master_approval })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!row || row.master !== null || row.status !== '0') throw refusal(REGISTER_MERGE_MESSAGES.approved);
      await tx
        .update(users)
        .set({ ...columns, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(eq(users.id, id));
      if (!staging.files.length) return;
      const kinds = staging.files.map((f) => f.field as (typeof REGISTER_FILE_FIELDS)[number]);
      const old = await tx
        .delete(userDocuments)
        .where(and(eq(userDocuments.user_id, id), inArray(userDocuments.kind, kinds)))
        .returning({ path: userDocuments.stored_path });
      replaced = old.map((o) => o.path);
      const stored = await staging.commit(files, id);
      added = stored.map((f) => f.storedPath);
      await tx.insert(userDocuments).values(
        stored.map((f) => ({
          user_id: id,
          kind: f.field as (typeof REGISTER_FILE_FIELDS)[number],
          original_name: f.originalName,
          stored_path: f.storedPath,
          mime: f.mime,
          size: f.size,
        })),
      );
    });
  } catch (err) {
    await files.remove(added);
    throw err;
  }
  await files.remove(replaced);
}
