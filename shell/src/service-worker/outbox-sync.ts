/**
 * A Background Sync of an outbox (shared/offline) in the worker. Pages of the engineer's that the
 * worker controls are asked to send (they show the progress and refresh what they show); with none
 * open, the worker sends the outbox itself, for each user whose session the page kept. An outbox
 * still waiting fails the event, so the browser tries again later with its back-off.
 */
import {
  bodyOf,
  dropSender,
  entryHeaders,
  failureOf,
  keptSenders,
  outboxStore,
  sendOutbox,
  SYNC_MESSAGE,
  syncTag,
  type OutboxEntry,
  type Transport,
} from 'shared/offline';

interface Client {
  postMessage(m: unknown, transfer: MessagePort[]): void;
}
declare const self: { clients: { matchAll(o: { type: 'window' }): Promise<Client[]> } };

const PREFIX = syncTag('');
/** The outbox a sync tag names, or null for another tag. */
export const syncedOutbox = (tag: string) => (tag.startsWith(PREFIX) ? tag.slice(PREFIX.length) : null);

/** A page's answer: 'done' (nothing waits), 'pending', or 'timeout'. */
const ask = (client: Client, outbox: string) =>
  new Promise<string>((resolve) => {
    const channel = new MessageChannel();
    // A queue of ten photos on a slow network takes minutes; the browser ends the event first if it must.
    const timer = setTimeout(() => resolve('timeout'), 10 * 60_000);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(e.data as string);
    };
    client.postMessage({ type: SYNC_MESSAGE, outbox }, [channel.port2]);
  });

/** The worker's transport: fetch with the kept session; a rejected session is forgotten. */
const fetched =
  (userId: number, token: string): Transport<OutboxEntry> =>
  async (e) => {
    const body = bodyOf(e);
    const json = !(body instanceof FormData);
    let res: Response;
    try {
      res = await fetch(`/api/${e.path}`, {
        method: e.method.toUpperCase(),
        headers: { ...entryHeaders(e), Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? JSON.stringify(body) : body,
      });
    } catch {
      throw failureOf(0, null, 'The server could not be reached.');
    }
    if (res.ok) return;
    if (res.status === 401) await dropSender(userId);
    throw failureOf(res.status, await res.json().catch(() => null), `Error:${res.status}`);
  };

export async function sendQueued(outbox: string) {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length) {
    const answers = await Promise.all(pages.map((p) => ask(p, outbox)));
    if (!answers.includes('done')) throw new Error('the outbox is still waiting: the browser will try again');
    return;
  }
  const store = outboxStore(outbox);
  for (const { userId, token } of await keptSenders()) {
    await sendOutbox({ name: outbox, store, userId, transport: fetched(userId, token) });
  }
  const kept = new Set((await keptSenders()).map((s) => s.userId));
  if ((await store.all()).some((e) => e.state === 'waiting' && kept.has(e.userId)))
    throw new Error('the outbox is still waiting: the browser will try again');
}
