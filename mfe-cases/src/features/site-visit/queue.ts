import { baseApi, http, type ApiError } from 'shared/core';
import { answerSync, hasBackgroundSync, requestSync } from './background-sync';
import { addAction, allActions, putAction, removeAction, type QueuedAction } from './queue-store';
import { SITE_VISIT_TAG } from './visit-api';

type Listener = (actions: QueuedAction[]) => void;
type Dispatch = (action: unknown) => unknown;

let actions: QueuedAction[] = [];
let sending: QueuedAction | null = null;
const listeners = new Set<Listener>();
let dispatch: Dispatch = () => undefined;
/** The signed-in user: only their actions are sent (another user's wait for them on this phone). */
let userId = 0;

const publish = () => listeners.forEach((l) => l(actions));
const reload = async () => {
  actions = await allActions();
  publish();
};

/** The queue as kept on the phone, and the action being sent now. */
export const queueSnapshot = () => ({ actions, sending });
export function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}

const PATHS: Record<QueuedAction['kind'], (id: number) => { method: 'post' | 'put'; url: string }> = {
  photo: (id) => ({ method: 'post', url: `site-visits/${id}/photos` }),
  sketch: (id) => ({ method: 'post', url: `site-visits/${id}/sketch` }),
  measurements: (id) => ({ method: 'put', url: `site-visits/${id}/measurements` }),
  complete: (id) => ({ method: 'post', url: `site-visits/${id}/complete` }),
};

async function send(a: QueuedAction) {
  const { method, url } = PATHS[a.kind](a.caseId);
  let data: unknown = a.body ?? {};
  if (a.file) {
    const form = new FormData();
    for (const [k, v] of Object.entries(a.fields ?? {})) if (v) form.append(k, v);
    form.append('file', a.file, a.fileName ?? 'photo.jpg');
    data = form;
  }
  await http.request({ method, url, data, timeout: 120_000, headers: { 'Idempotency-Key': a.key, 'X-Action-At': a.at } });
}

let running: Promise<void> | null = null;
const waitingOfMine = () => actions.some((a) => a.userId === userId && a.state === 'waiting');

/**
 * Sends the kept actions in order, one at a time. The network gone: stop and wait for it (the
 * action stays waiting, and a Background Sync is asked for, unless this send was the sync's own:
 * then the failed sync event makes the browser try again with its back-off). A refusal: that action
 * is marked failed (retry) or, when the case was reassigned or moved meanwhile, conflict; later
 * actions of the same case wait behind it, since they may depend on it (completion on its photos).
 * Nothing is removed but what the server has.
 */
export function flush({ fromSync = false } = {}): Promise<void> {
  running ??= (async () => {
    let stopped = false;
    try {
      await reload();
      const blocked = new Set<number>();
      for (const a of actions) {
        if (a.userId !== userId) continue;
        if (a.state !== 'waiting' || blocked.has(a.caseId)) {
          blocked.add(a.caseId);
          continue;
        }
        sending = a;
        publish();
        try {
          await send(a);
          await removeAction(a.seq!);
          dispatch(baseApi.util.invalidateTags([{ type: SITE_VISIT_TAG, id: a.caseId }]));
        } catch (e) {
          const err = e as ApiError;
          if (!err.status || err.status >= 502) {
            stopped = true; // offline or the server unreachable: try later
            break;
          }
          const kind = (err.data as { data?: { error?: string } } | undefined)?.data?.error;
          await putAction({ ...a, state: err.status === 409 && kind ? 'conflict' : 'failed', error: err.message });
          blocked.add(a.caseId);
        }
        await reload();
      }
    } finally {
      sending = null;
      running = null;
      await reload();
      if (stopped && waitingOfMine()) {
        if (!fromSync) requestSync();
        // The sync's own send failed with the network up (a lost answer, the server away): the
        // browser's retry is 5 minutes away in Chromium; the page tries again after 2.
        else if (navigator.onLine) setTimeout(() => void flush(), 120_000);
      }
    }
  })();
  return running;
}

export async function enqueue(a: Omit<QueuedAction, 'state' | 'key' | 'at'>) {
  await addAction({ ...a, key: crypto.randomUUID(), at: new Date().toISOString(), state: 'waiting' });
  await reload();
  void flush();
}

/** Sends a failed action again (same key: if it had reached the server, nothing changes twice). */
export async function retry(a: QueuedAction) {
  await putAction({ ...a, state: 'waiting', error: undefined });
  await flush();
}

/** The engineer read the conflict and lets the action go: the one way an action leaves unsent. */
export async function dismiss(a: QueuedAction) {
  await removeAction(a.seq!);
  await reload();
}

let started = false;
/**
 * Once per page: load the kept queue and send it now, when the network returns, and on the service
 * worker's Background Sync; without Background Sync, also every 30 s while something waits.
 */
export function startQueue(d: Dispatch, user: number) {
  dispatch = d;
  userId = user;
  if (started) return;
  started = true;
  void flush();
  window.addEventListener('online', () => void flush());
  answerSync(() => flush({ fromSync: true }).then(() => !waitingOfMine()));
  if (!hasBackgroundSync()) setInterval(() => navigator.onLine && waitingOfMine() && void flush(), 30_000);
}
