import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/errors';

/**
 * Where uploaded and generated files live, by key: a path relative to UPLOAD_DIR such as
 * `tickets/12/attachment-ab12cd.pdf` (records keep their part below their folder). Every writer,
 * reader and deleter of a stored file goes through one of these; `filesFor` picks the kind once:
 *   - disk: files under UPLOAD_DIR (one machine, PGlite; the default);
 *   - db: rows of `stored_files` in the PostgreSQL of DATABASE_URL, so a file stored through any
 *     API instance is served by all of them.
 * Either way a request's uploads wait in a local staging folder until their record exists.
 */
export interface FileStore {
  readonly kind: 'disk' | 'db';
  /** Local folder where a request's uploads are staged (sniffed, size-checked) before `put`. */
  readonly stagingDir: string;
  /** Stores bytes under the key; a staged local file is consumed (moved or read, then removed). */
  put(key: string, source: Buffer | { file: string }): Promise<void>;
  /** The whole file (at most a few MB: uploads are limited), or null when it is missing. */
  read(key: string): Promise<Buffer | null>;
  /** The file to send as an answer, or null when it is missing. */
  open(key: string): Promise<Readable | Buffer | null>;
  /** Removes files (keys that would leave the store are ignored), and folders left empty. */
  remove(keys: string[]): Promise<void>;
  /** Removes everything under a folder key (a rolled-back registration). */
  removeUnder(folder: string): Promise<void>;
  /** The same store seen from a sub-folder: keys and staging are relative to it. */
  at(folder: string): FileStore;
}

/** What an implementation provides, with keys already checked and relative to UPLOAD_DIR. */
export interface FileBackend {
  readonly kind: FileStore['kind'];
  put(key: string, source: Buffer | { file: string }): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<Readable | Buffer | null>;
  remove(key: string): Promise<void>;
  removeUnder(folder: string): Promise<void>;
}

/** `folder/key` as a normalised relative key; throws when the key would leave its folder. */
export function checkedKey(folder: string, key: string): string {
  const rel = path.posix.normalize(String(key));
  if (!key || /[\0\\]/.test(key) || path.posix.isAbsolute(rel) || rel === '.' || rel === '..' || rel.startsWith('../'))
    throw new HttpError(400, 'Bad file path.');
  return folder ? `${folder}/${rel}` : rel;
}

/** A FileStore over a backend, rooted at `folder` below UPLOAD_DIR (`uploadDir`). */
export function fileStoreOver(backend: FileBackend, uploadDir: string, folder = ''): FileStore {
  const key = (k: string) => checkedKey(folder, k);
  return {
    kind: backend.kind,
    stagingDir: path.join(uploadDir, folder, '.incoming'),
    put: async (k, source) => backend.put(key(k), source),
    read: async (k) => backend.read(key(k)),
    open: async (k) => backend.open(key(k)),
    remove: async (keys) => {
      for (const k of keys) {
        let full: string;
        try {
          full = key(k);
        } catch {
          continue; // a record's stored path never leaves the store; a crafted one removes nothing
        }
        await backend.remove(full);
      }
    },
    removeUnder: async (f) => backend.removeUnder(key(f)),
    at: (sub) => fileStoreOver(backend, uploadDir, checkedKey(folder, sub)),
  };
}
