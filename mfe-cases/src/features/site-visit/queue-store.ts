import { outboxStore, type OutboxEntry } from 'shared/offline';

type ActionKind = 'photo' | 'measurements' | 'sketch' | 'complete';

/** The visit queue's outbox: its IndexedDB database (kept from before the outbox was shared) and sync tag. */
export const VISIT_OUTBOX = 'site-visit-queue';

/** One thing the engineer did, kept on the phone until the server has it (its group: the case). */
export interface QueuedAction extends OutboxEntry {
  caseId: number;
  caseNo: string;
  kind: ActionKind;
  /** What the engineer sees in the queue, e.g. "Kitchen photo". */
  label: string;
  /** The checklist item a photo ticks, shown ticked before it is sent. */
  itemId?: number | null;
}

const PATHS: Record<ActionKind, (id: number) => Pick<OutboxEntry, 'method' | 'path'>> = {
  photo: (id) => ({ method: 'post', path: `site-visits/${id}/photos` }),
  sketch: (id) => ({ method: 'post', path: `site-visits/${id}/sketch` }),
  measurements: (id) => ({ method: 'put', path: `site-visits/${id}/measurements` }),
  complete: (id) => ({ method: 'post', path: `site-visits/${id}/complete` }),
};

/** The request of an action, from what the engineer did on which case. */
export const requestOf = (kind: ActionKind, caseId: number) => ({ ...PATHS[kind](caseId), group: String(caseId) });

export const visitStore = outboxStore<QueuedAction>(VISIT_OUTBOX);
