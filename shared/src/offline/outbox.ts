import type { OutboxEntry, OutboxStore } from './outbox-store';

/** Why a send did not take: `status` 0 is no answer (offline, the server away). */
export interface SendFailure {
  status: number;
  message: string;
  /** The record was moved or reassigned meanwhile: the user must see it; a retry will not help. */
  conflict: boolean;
}

/** Sends one entry; resolves when the server has it, rejects with a SendFailure. */
export type Transport<E extends OutboxEntry> = (entry: E) => Promise<void>;

/** The failure of an answered request, from its status and JSON body (the API's error shape). */
export function failureOf(status: number, body: unknown, fallback: string): SendFailure {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: string; data?: { error?: string } };
  return { status, message: b.message || fallback, conflict: status === 409 && !!b.data?.error };
}

/** The request body of an entry: multipart with its file, else its JSON body. */
export function bodyOf(e: OutboxEntry): FormData | unknown {
  if (!e.file) return e.body ?? {};
  const form = new FormData();
  for (const [k, v] of Object.entries(e.fields ?? {})) if (v) form.append(k, v);
  form.append('file', e.file, e.fileName ?? 'file');
  return form;
}

/** The headers every send carries: the key makes a replay change nothing. */
export const entryHeaders = (e: OutboxEntry) => ({ 'Idempotency-Key': e.key, 'X-Action-At': e.at });

/**
 * One sender at a time per outbox across the page and the service worker (Web Locks): the second
 * waits and then finds what the first sent gone. Without Web Locks the keys still keep it once.
 */
function exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(`outbox:${name}`, run) as Promise<T>) : run();
}

export interface SendOptions<E extends OutboxEntry> {
  name: string;
  store: OutboxStore<E>;
  userId: number;
  transport: Transport<E>;
  /** The entry being sent now (null when the run ends), and each entry the server took. */
  onSending?: (e: E | null) => void;
  onSent?: (e: E) => void;
}

/**
 * Sends the user's waiting entries in order, one at a time. No answer (offline, the server away,
 * a 5xx gateway) or the session over (401): stop, the entry stays waiting ({ stopped: true }) for
 * the network, or for the user's next sign-in. A refusal: that entry is
 * marked failed (retry) or conflict, and the later entries of its group wait behind it. An entry
 * without a path (kept by an older release) stops its group: the page fills it in at its start.
 * Nothing is removed but what the server has.
 */
export function sendOutbox<E extends OutboxEntry>(o: SendOptions<E>): Promise<{ stopped: boolean }> {
  return exclusive(o.name, async () => {
    const blocked = new Set<string>();
    try {
      for (const e of await o.store.all()) {
        if (e.userId !== o.userId) continue;
        if (e.state !== 'waiting' || !e.path || blocked.has(e.group)) {
          blocked.add(e.group);
          continue;
        }
        o.onSending?.(e);
        try {
          await o.transport(e);
          await o.store.remove(e.seq!);
          o.onSent?.(e);
        } catch (err) {
          const f = err as SendFailure;
          if (!f.status || f.status === 401 || f.status >= 502) return { stopped: true };
          await o.store.put({ ...e, state: f.conflict ? 'conflict' : 'failed', error: f.message });
          blocked.add(e.group);
        }
      }
      return { stopped: false };
    } finally {
      o.onSending?.(null);
    }
  });
}
