import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BulkActionDesc } from 'shared/resources';
import type { Db } from '../db/client';
import type { FileStore } from '../files/index';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { UploadStaging } from '../lib/upload-staging';
import { versionOf } from '../http/versions';
import { mapDbError } from './db-errors';
import { STALE_VERSION_MESSAGE, toColumns, validateRecord } from 'shared/resources';
import { sameValue, sentBack, withDefaults } from './schema';
import { storeBase } from './store-base';
import { storeList } from './store-list';
import type { ResourceOptions, Row, Undo } from './types';
import { commitFiles, fileFields, removeStoredFiles, type StoredFile } from './uploads';

/** The data side of a described resource: list, read, create, update, delete, bulk. */
export function resourceStore(db: Db, opts: ResourceOptions) {
  const base = storeBase(db, opts);
  const { desc, selection, toDto, select, id, version } = base;
  const { list, exportRows, count } = storeList(db, opts, base);
  const single = `${desc.singular.charAt(0).toUpperCase()}${desc.singular.slice(1)}`;

  async function read(recordId: number): Promise<Row | null> {
    const [row] = await select(eq(id as never, recordId))
      .orderBy()
      .limit(1)
      .offset(0);
    return row ? toDto(row) : null;
  }

  async function stored(recordId: number, tx: Db = db): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(opts.table)
      .where(eq(id as never, recordId))
      .limit(1);
    return row as Row | undefined;
  }

  const fileNames = fileFields(desc).map((f) => f.name);
  const filesOf = (rows: Row[]) => rows.flatMap((row) => fileNames.map((f) => row[f] as StoredFile | null));

  /**
   * One write, all or nothing: the hooks, the row and its history / numbering run in one
   * transaction, and the uploads go into the store as its last step. When anything fails (a hook,
   * a constraint, the store, the commit) the transaction rolls back and the files it stored are
   * removed; files it replaces or deletes are removed only after the commit, and side effects
   * outside the database (`afterCommit`: mail) run only then.
   */
  async function atomically<T>(work: (tx: Db, onRollback: (undo: Undo) => void) => Promise<T>): Promise<T> {
    const undo: Undo[] = [];
    try {
      return await db.transaction(async (tx) => work(tx, (u) => undo.push(u)));
    } catch (e) {
      for (const u of undo.reverse()) await u().catch(() => undefined);
      throw e;
    }
  }

  /** Moves uploads next to the record and stores what they are (the transaction's last step). */
  async function attach(tx: Db, recordId: number, staging: UploadStaging | undefined, onRollback: (undo: Undo) => void): Promise<Row> {
    const store = opts.files;
    if (!staging?.files.length || !store) return {};
    // Each key is noted before its file is stored: a store failing half-way is cleaned up too.
    const noting: FileStore = {
      ...store,
      put: async (key, source) => {
        onRollback(() => store.remove([key]));
        await store.put(key, source);
      },
    };
    const columns = await commitFiles(staging, noting, recordId);
    await tx
      .update(opts.table)
      .set(columns as never)
      .where(eq(id as never, recordId));
    return columns;
  }

  /** The stored row, locked until the write commits (two writers of one record queue). */
  async function locked(tx: Db, recordId: number): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(opts.table)
      .where(eq(id as never, recordId))
      .for('update');
    return row as Row | undefined;
  }

  async function create(received: Row, req: FastifyRequest, staging?: UploadStaging): Promise<Row> {
    const body = withDefaults(desc, received);
    const errors = validateRecord(desc, body, 'create');
    if (Object.keys(errors).length) throw badRequest(errors);
    const columns = toColumns(desc, body, 'create');
    const createdId = await atomically(async (tx, onRollback) => {
      await opts.beforeWrite?.({ mode: 'create', body, columns, req, db: tx, onRollback });
      let created: { id: number };
      try {
        [created] = (await tx
          .insert(opts.table)
          .values(columns as never)
          .returning({ id: id as never })) as { id: number }[];
      } catch (e) {
        mapDbError(e, desc);
      }
      await opts.afterWrite?.({ mode: 'create', body, columns, req, db: tx, onRollback, id: created.id });
      await attach(tx, created.id, staging, onRollback);
      return created.id;
    });
    await opts.afterCommit?.({ mode: 'create', body, columns, req, db, onRollback: () => undefined, id: createdId });
    return (await read(createdId))!;
  }

  async function update(recordId: number, body: Row, req: FastifyRequest, staging?: UploadStaging): Promise<Row> {
    const { version: sent, ...values } = body;
    // From the body or If-Match (a JSON body has it merged already, a multipart one is read by
    // now); none: 428, or last-writer-wins on a legacy path of spec section 7.
    const expected = versionOf(req, sent);
    // A legacy write with nothing in it is a mistake, not a save.
    if (expected === undefined && !Object.keys(values).length) throw badRequest({ _: 'Send at least one field to change.' });
    let replaced: (StoredFile | null)[] = [];
    const done = await atomically(async (tx, onRollback) => {
      const current = await locked(tx, recordId);
      if (!current) throw notFound(`${single} not found. It may have been deleted; reload the list.`);
      if (expected !== undefined && expected !== current.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
      // Read-only and create-only fields sent back: ignored as they are, refused when changed.
      for (const [name, value] of Object.entries(sentBack.get(req) ?? {})) {
        const f = desc.fields.find((d) => d.name === name)!;
        const column = f.storeAs ?? name;
        // A described field the table does not keep (worked out in SQL) is an answer only.
        if (column in current && !sameValue(value, current[column])) throw badRequest({ [name]: `${f.label} cannot be changed here.` });
      }
      const errors = validateRecord(desc, values, 'update', current);
      if (Object.keys(errors).length) throw badRequest(errors);
      const columns = toColumns(desc, values, 'update');
      await opts.beforeWrite?.({ mode: 'update', body: values, columns, current, req, db: tx, onRollback });
      try {
        await tx
          .update(opts.table)
          .set({ ...columns, version: sql`${version} + 1`, updated_at: new Date() } as never)
          .where(eq(id as never, recordId));
      } catch (e) {
        mapDbError(e, desc);
      }
      await opts.afterWrite?.({ mode: 'update', body: values, columns, current, req, db: tx, onRollback, id: recordId });
      const files = await attach(tx, recordId, staging, onRollback);
      replaced = Object.keys(files).map((f) => current[f] as StoredFile | null);
      return { columns, current };
    });
    if (opts.files && replaced.length) await removeStoredFiles(opts.files, replaced);
    await opts.afterCommit?.({ mode: 'update', body: values, ...done, req, db, onRollback: () => undefined, id: recordId });
    return (await read(recordId))!;
  }

  /**
   * Deletes one record. Order of refusals: a malformed id (400) and missing rights (401/403) are
   * refused before this runs; then no version (`?version` or If-Match) is 428, except on a legacy
   * path of spec section 7; then a missing record 404, a stale version 409.
   */
  async function remove(recordId: number, req: FastifyRequest, sent: number | undefined): Promise<void> {
    const expected = versionOf(req, sent);
    const current = await atomically(async (tx) => {
      const row = await locked(tx, recordId);
      if (!row) throw notFound(`${single} not found. It may have been deleted already; reload the list.`);
      if (expected !== undefined && expected !== row.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
      await opts.beforeDelete?.({ id: recordId, current: row, req, db: tx });
      try {
        await tx.delete(opts.table).where(eq(id as never, recordId));
      } catch (e) {
        mapDbError(e, desc, 'delete');
      }
      return row;
    });
    if (opts.files) await removeStoredFiles(opts.files, filesOf([current]));
  }

  /** A bulk action on the selected ids, all or nothing. */
  async function bulk(action: BulkActionDesc, ids: number[], req: FastifyRequest): Promise<number> {
    let deleted: Row[] = [];
    const count = await db.transaction(async (tx) => {
      const rows = (await tx
        .select()
        .from(opts.table)
        .where(inArray(id as never, ids))) as Row[];
      if (rows.length !== ids.length) {
        const missing = ids.length - rows.length;
        throw notFound(`${missing} of the selected records no longer exist${missing === 1 ? 's' : ''}. Reload the list and try again.`);
      }
      if (action.kind === 'delete') {
        for (const row of rows) await opts.beforeDelete?.({ id: row.id as number, current: row, req, db: tx });
        try {
          await tx.delete(opts.table).where(inArray(id as never, ids));
        } catch (e) {
          mapDbError(e, desc, 'delete');
        }
        deleted = rows;
        return ids.length;
      }
      const set = action.set ?? {};
      for (const row of rows) {
        const errors = validateRecord(desc, set, 'update', row);
        const first = Object.values(errors)[0];
        if (first) throw new HttpError(409, `${String(row[desc.titleField] ?? `#${row.id}`)}: ${first}`);
      }
      const columns = toColumns(desc, set, 'update');
      await tx
        .update(opts.table)
        .set({ ...columns, version: sql`${version} + 1`, updated_at: new Date() } as never)
        .where(inArray(id as never, ids));
      return ids.length;
    });
    // After the commit: a rolled-back delete keeps its files.
    if (opts.files && deleted.length) await removeStoredFiles(opts.files, filesOf(deleted));
    return count;
  }

  return { desc, list, exportRows, count, own: base.own, read, stored, create, update, remove, bulk, selection };
}

export type ResourceStore = ReturnType<typeof resourceStore>;
