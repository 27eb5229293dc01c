/**
 * The outbox's sender (issue 31), shared by the page and the service worker: in order, one user's
 * entries only, a refused entry holding back the later ones of its group, no answer or a rejected
 * session stopping the run with everything kept. The store is an in-memory one.
 */
import { memoryOutbox } from '../../../tools/jest/memory-outbox';
import type { OutboxEntry } from './outbox-store';
import { failureOf, sendOutbox, type SendFailure } from './outbox';

function memoryStore(entries: Omit<OutboxEntry, 'seq' | 'key' | 'at' | 'method' | 'state'>[]) {
  const kept: OutboxEntry[] = entries.map((e, i) => ({ ...e, seq: i + 1, key: `k${i + 1}`, at: '', method: 'post', state: 'waiting' }));
  const store = memoryOutbox(kept);
  return { kept, store };
}

const entry = (path: string, group: string, userId = 1) => ({ path, group, userId });

/** One run of user 1's outbox whose transport refuses the paths `refused` names: the result and the paths sent. */
async function sendRecorded(name: string, store: ReturnType<typeof memoryStore>['store'], refused: Record<string, SendFailure>) {
  const sent: string[] = [];
  const result = await sendOutbox({
    name,
    store,
    userId: 1,
    transport: async (e) => {
      sent.push(e.path);
      if (refused[e.path]) throw refused[e.path];
    },
  });
  return { result, sent };
}

test('sends the user’s entries in order; a refused one holds back its group only, a conflict is kept for the user', async () => {
  const { kept, store } = memoryStore([
    entry('a/1', 'A'),
    entry('b/1', 'B'),
    entry('x/1', 'X', 2),
    entry('a/2', 'A'),
    entry('b/2', 'B'),
    entry('c/1', 'C'),
  ]);
  const { result, sent } = await sendRecorded('t1', store, {
    'a/1': failureOf(400, { message: 'Bad photo' }, ''),
    'c/1': failureOf(409, { message: 'Reassigned', data: { error: 'REASSIGNED' } }, ''),
  });
  expect(result).toEqual({ stopped: false });
  expect(sent).toEqual(['a/1', 'b/1', 'b/2', 'c/1']);
  expect(kept.map((e) => [e.path, e.state, e.error])).toEqual([
    ['a/1', 'failed', 'Bad photo'],
    ['x/1', 'waiting', undefined],
    ['a/2', 'waiting', undefined],
    ['c/1', 'conflict', 'Reassigned'],
  ]);
});

test.each([
  ['no answer', 0],
  ['a rejected session', 401],
  ['a gateway', 502],
])('%s stops the run and keeps the entry waiting', async (_what, status) => {
  const { kept, store } = memoryStore([entry('a/1', 'A'), entry('a/2', 'A'), entry('b/1', 'B')]);
  const { result, sent } = await sendRecorded('t2', store, { 'a/2': failureOf(status, null, 'away') });
  expect(result).toEqual({ stopped: true });
  expect(sent).toEqual(['a/1', 'a/2']);
  expect(kept.map((e) => [e.path, e.state])).toEqual([
    ['a/2', 'waiting'],
    ['b/1', 'waiting'],
  ]);
});

test('an entry kept without its request (an older release) is left, with its group, for the page to complete', async () => {
  const { kept, store } = memoryStore([entry('', 'A'), entry('a/2', 'A'), entry('b/1', 'B')]);
  const { sent } = await sendRecorded('t3', store, {});
  expect(sent).toEqual(['b/1']);
  expect(kept.map((e) => e.path)).toEqual(['', 'a/2']);
});

test('two senders at once (the page and the worker) send each entry once', async () => {
  const { store } = memoryStore([entry('a/1', 'A'), entry('a/2', 'A'), entry('b/1', 'B')]);
  // The Web Locks API as browsers have it: one holder per name, the others queued.
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request: (name: string, run: () => Promise<unknown>) => {
      const next = (queues.get(name) ?? Promise.resolve()).then(run, run);
      queues.set(name, next);
      return next;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  const sent: string[] = [];
  const transport = async (e: OutboxEntry) => {
    await new Promise((r) => setTimeout(r, 5));
    sent.push(e.path);
  };
  try {
    await Promise.all([sendOutbox({ name: 't4', store, userId: 1, transport }), sendOutbox({ name: 't4', store, userId: 1, transport })]);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
  expect(sent).toEqual(['a/1', 'a/2', 'b/1']);
});
