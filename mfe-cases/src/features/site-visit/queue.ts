import { baseApi, http, selectToken, store, type ApiError } from 'shared/core';
import { answerSync, bodyOf, entryHeaders, failureOf, keepSender, requestSync, sendOutbox, type Transport } from 'shared/offline';
import { requestOf, visitStore, VISIT_OUTBOX, type QueuedAction } from './queue-store';
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
  actions = await visitStore.all();
  publish();
};

/** The queue as kept on the phone, and the action being sent now. */
export const queueSnapshot = () => ({ actions, sending });
export function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The page sends through the suite's HTTP client (its session, and its sign-out on a rejected one). */
const send: Transport<QueuedAction> = async (a) => {
  try {
    await http.request({ method: a.method, url: a.path, data: bodyOf(a), timeout: 120_000, headers: entryHeaders(a) });
  } catch (e) {
    const err = e as ApiError;
    throw failureOf(err.status, err.data, err.message);
  }
};

let running: Promise<void> | null = null;
/**
 * A flush asked for while one runs (Send now pressed as the run winds down, the network back
 * meanwhile): the run goes through the queue once more when it ends, rather than the ask being lost.
 */
let again = false;
const waitingOfMine = () => actions.some((a) => a.userId === userId && a.state === 'waiting');

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * The page's own next try after a stopped send, which the browser may not retry (no Background Sync,
 * or it refused the request) or may retry late. Offline when it comes, the 'online' event sends instead.
 */
function retryLater(ms: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => navigator.onLine && waitingOfMine() && void flush(), ms);
}

/**
 * Sends the kept actions (shared/offline's sendOutbox: in order, once, a refused action holding
 * back the later ones of its case). The network gone: the actions stay waiting and a Background
 * Sync is asked for, unless this send was the sync's own: then the failed sync event makes the
 * browser try again with its back-off.
 */
export function flush({ fromSync = false } = {}): Promise<void> {
  if (running) {
    if (!fromSync) again = true;
    return running;
  }
  running = (async () => {
    let stopped = false;
    try {
      ({ stopped } = await sendOutbox({
        name: VISIT_OUTBOX,
        store: visitStore,
        userId,
        transport: send,
        onSending: (a) => {
          sending = a;
          void reload();
        },
        onSent: (a) => dispatch(baseApi.util.invalidateTags([{ type: SITE_VISIT_TAG, id: a.caseId }])),
      }));
    } finally {
      sending = null;
      running = null;
      await reload();
      if (again) {
        again = false;
        void flush();
      } else if (stopped && waitingOfMine()) {
        // The browser's sync sends when the page is closed; while it is open the page also tries
        // again itself 30 s later. A browser may refuse the sync, and one it took may be waiting out
        // its back-off: after a sync event that failed (its send stopped by a lost answer, the
        // server away), Chromium fires the tag again 5 minutes later, and asking again brings it
        // no sooner (a second register() fired nothing in 11 s, nor did going offline and online).
        if (!fromSync) {
          void requestSync(VISIT_OUTBOX);
          retryLater(30_000);
        }
        // The sync's own send failed with the network up (a lost answer, the server away): the
        // browser's retry is 5 minutes away in Chromium; the page tries again after 2.
        else if (navigator.onLine) retryLater(120_000);
      }
    }
  })();
  return running;
}

export async function enqueue(a: Omit<QueuedAction, 'state' | 'key' | 'at' | 'method' | 'path' | 'group'>) {
  await visitStore.add({ ...a, ...requestOf(a.kind, a.caseId), key: crypto.randomUUID(), at: new Date().toISOString(), state: 'waiting' });
  await reload();
  void flush();
}

/** Sends a failed action again (same key: if it had reached the server, nothing changes twice). */
export async function retry(a: QueuedAction) {
  await visitStore.put({ ...a, state: 'waiting', error: undefined });
  await flush();
}

/** The engineer read the conflict and lets the action go: the one way an action leaves unsent. */
export async function dismiss(a: QueuedAction) {
  await visitStore.remove(a.seq!);
  await reload();
}

/** Actions kept by a release before the outbox carried each request: their request filled in. */
async function completeOlderActions() {
  for (const a of await visitStore.all()) if (!a.path) await visitStore.put({ ...a, ...requestOf(a.kind, a.caseId) });
}

let started = false;
/**
 * Once per page: load the kept queue and send it now, when the network returns, on the service
 * worker's Background Sync, and 30 s after a stopped send. The user's session is kept for the
 * worker, which sends the queue itself when the page is closed.
 */
export function startQueue(d: Dispatch, user: number) {
  dispatch = d;
  userId = user;
  const token = selectToken(store.getState());
  if (token) void keepSender(user, token).catch(() => undefined);
  if (started) return;
  started = true;
  void completeOlderActions().then(() => flush());
  window.addEventListener('online', () => void flush());
  answerSync(VISIT_OUTBOX, () => flush({ fromSync: true }).then(() => !waitingOfMine()));
}
