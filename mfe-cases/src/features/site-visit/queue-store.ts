import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

type ActionKind = 'photo' | 'measurements' | 'sketch' | 'complete';

/** One thing the engineer did, kept on the phone until the server has it. */
export interface QueuedAction {
  /** Order of recording: actions are sent in this order. */
  seq?: number;
  /** The Idempotency-Key: the server runs the action once however often it is sent. */
  key: string;
  userId: number;
  caseId: number;
  caseNo: string;
  kind: ActionKind;
  /** What the engineer sees in the queue, e.g. "Kitchen photo". */
  label: string;
  /** When the engineer did it (the visit window opens at the first). */
  at: string;
  fields?: Record<string, string>;
  file?: Blob;
  fileName?: string;
  body?: unknown;
  /** The checklist item a photo ticks, shown ticked before it is sent. */
  itemId?: number | null;
  state: 'waiting' | 'failed' | 'conflict';
  error?: string;
}

interface QueueDb extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { byKey: string } };
}

let opened: Promise<IDBPDatabase<QueueDb>> | null = null;
const db = () =>
  (opened ??= openDB<QueueDb>('site-visit-queue', 1, {
    upgrade(d) {
      d.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true }).createIndex('byKey', 'key', { unique: true });
    },
  }));

export async function addAction(a: QueuedAction): Promise<void> {
  await (await db()).add('actions', a);
}

/** Every kept action, oldest first. */
export async function allActions(): Promise<QueuedAction[]> {
  return (await db()).getAll('actions');
}

export async function putAction(a: QueuedAction): Promise<void> {
  await (await db()).put('actions', a);
}

export async function removeAction(seq: number): Promise<void> {
  await (await db()).delete('actions', seq);
}
