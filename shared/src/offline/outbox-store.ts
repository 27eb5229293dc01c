import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SENDERS } from './forget-senders';

/**
 * One thing a user did offline, kept on the device (IndexedDB) until the server has it: an HTTP
 * write under /api/ with its Idempotency-Key. What a domain adds (labels, its record's id) travels
 * with it untouched. The page and the service worker both send an outbox (outbox.ts), so an entry
 * carries its whole request.
 */
export interface OutboxEntry {
  /** Order of recording: entries are sent in this order. */
  seq?: number;
  /** The Idempotency-Key: the server runs the write once however often it is sent. */
  key: string;
  /** Who recorded it: only that user's session sends it. */
  userId: number;
  /** Entries of one group wait behind a refused one of theirs (a completion behind its photos). */
  group: string;
  /** When the user did it (sent as X-Action-At). */
  at: string;
  method: 'post' | 'put';
  /** The API path below /api/, e.g. `site-visits/41/photos`. */
  path: string;
  /** Sent as multipart with `file` when there is one, else `body` as JSON. */
  fields?: Record<string, string>;
  file?: Blob;
  fileName?: string;
  body?: unknown;
  state: 'waiting' | 'failed' | 'conflict';
  error?: string;
}

interface OutboxDb extends DBSchema {
  actions: { key: number; value: OutboxEntry; indexes: { byKey: string } };
}

const opened = new Map<string, Promise<IDBPDatabase<OutboxDb>>>();
const db = (name: string) => {
  let d = opened.get(name);
  if (!d) {
    d = openDB<OutboxDb>(name, 1, {
      upgrade(u) {
        u.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true }).createIndex('byKey', 'key', { unique: true });
      },
    });
    opened.set(name, d);
  }
  return d;
};

/** An outbox by its name (its IndexedDB database, and its Background Sync tag: background-sync.ts). */
export function outboxStore<E extends OutboxEntry = OutboxEntry>(name: string) {
  return {
    add: async (e: E) => void (await (await db(name)).add('actions', e)),
    /** Every kept entry, oldest first. */
    all: async () => (await (await db(name)).getAll('actions')) as E[],
    put: async (e: E) => void (await (await db(name)).put('actions', e)),
    remove: async (seq: number) => void (await (await db(name)).delete('actions', seq)),
  };
}
export type OutboxStore<E extends OutboxEntry = OutboxEntry> = ReturnType<typeof outboxStore<E>>;

/**
 * The sessions the service worker sends outboxes with while no page is open: a user's token, kept
 * while they are signed in on this device. Signing out deletes the whole database
 * (`forgetSenders`), so a phone handed on keeps no one's session.
 */
interface SendersDb extends DBSchema {
  senders: { key: number; value: { userId: number; token: string } };
}
/** Runs `use` on the senders' database and closes it, so that signing out can delete it at once. */
async function withSenders<T>(use: (d: IDBPDatabase<SendersDb>) => Promise<T>): Promise<T> {
  const d = await openDB<SendersDb>(SENDERS, 1, {
    upgrade(u) {
      u.createObjectStore('senders', { keyPath: 'userId' });
    },
  });
  try {
    return await use(d);
  } finally {
    d.close();
  }
}

export const keepSender = (userId: number, token: string) => withSenders((d) => d.put('senders', { userId, token }).then(() => undefined));
export const keptSenders = () => withSenders((d) => d.getAll('senders'));
export const dropSender = (userId: number) => withSenders((d) => d.delete('senders', userId));
