/**
 * The phone's visit queue with Background Sync (issue 31): the kept actions are sent in order with
 * their keys; a send stopped by the network asks the browser for a sync, and the worker's sync
 * message sends the queue and answers whether anything still waits. The store (IndexedDB) and the
 * HTTP client's sending are replaced by in-memory ones.
 */
import { store } from 'shared/core';
// `mock…`: a name jest lets its hoisted mock factories use.
import { memoryOutbox as mockOutbox } from '../../../../tools/jest/memory-outbox';
import type { QueuedAction } from './queue-store';

const stored: QueuedAction[] = [];
jest.mock('./queue-store', () => ({
  ...jest.requireActual('./queue-store'),
  visitStore: mockOutbox(stored),
}));
// The session the worker would send with: kept on the phone (IndexedDB) by the page.
const kept: { userId: number; token: string }[] = [];
jest.mock('shared/offline', () => ({
  ...jest.requireActual('shared/offline'),
  keepSender: async (userId: number, token: string) => void kept.push({ userId, token }),
}));
const request = jest.fn();
jest.mock('shared/core', () => ({
  ...jest.requireActual('shared/core'),
  http: { request: (...args: unknown[]) => request(...args) },
}));

const register = jest.fn(async (_tag: string) => undefined);
const worker = Object.assign(new EventTarget(), {
  ready: Promise.resolve({ sync: { register } }),
  startMessages: jest.fn(),
});
Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
Object.defineProperty(window, 'SyncManager', { value: class {}, configurable: true });
Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => `key-${Math.random().toString(16).slice(2)}-0000` } });

// Imported after the browser's parts are in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const queue = require('./queue') as typeof import('./queue');

const offline = Object.assign(new Error('Network Error'), { status: 0 });
const photo = (label: string) => ({ userId: 7, caseId: 41, caseNo: 'C/41', kind: 'photo' as const, label, body: {} });

/** The worker's sync message with its reply port; resolves what the page answered. */
function syncFromWorker(): Promise<string> {
  return new Promise((resolve) => {
    const event = Object.assign(new Event('message'), {
      data: { type: 'outbox-sync', outbox: 'site-visit-queue' },
      ports: [{ postMessage: resolve }],
    });
    worker.dispatchEvent(event);
  });
}

/** A test on jest's fake clock, given back to the real one whatever happens. */
const onFakeTimers = (fn: () => Promise<void>) => async () => {
  jest.useFakeTimers();
  try {
    await fn();
  } finally {
    jest.useRealTimers();
  }
};

beforeAll(() => {
  store.dispatch({ type: 'session/signIn/fulfilled', payload: { token: 'tok-7', user: { id: 7 } } });
  queue.startQueue(() => undefined, 7);
});
beforeEach(() => {
  request.mockReset();
  register.mockClear();
});

test('a send stopped by the network keeps the actions and asks the browser for a sync', async () => {
  request.mockRejectedValue(offline);
  await queue.enqueue(photo('Kitchen photo'));
  await queue.enqueue(photo('Toilet photo'));
  await queue.flush();
  await new Promise((r) => setTimeout(r, 0)); // the registration's promise settles
  expect(stored.map((a) => [a.label, a.state])).toEqual([
    ['Kitchen photo', 'waiting'],
    ['Toilet photo', 'waiting'],
  ]);
  expect(register).toHaveBeenCalledWith('outbox:site-visit-queue');
  // Each action carries its whole request, for the worker to send with the page closed.
  expect(stored.map((a) => [a.method, a.path, a.group])).toEqual([
    ['post', 'site-visits/41/photos', '41'],
    ['post', 'site-visits/41/photos', '41'],
  ]);
  expect(kept).toEqual([{ userId: 7, token: 'tok-7' }]);
});

test("the worker's sync sends the queue in order, once per action, and answers 'done'", async () => {
  request.mockResolvedValue({ status: 201 });
  await expect(syncFromWorker()).resolves.toBe('done');
  expect(request.mock.calls.map(([c]) => c.url)).toEqual(['site-visits/41/photos', 'site-visits/41/photos']);
  const keys = request.mock.calls.map(([c]) => c.headers['Idempotency-Key']);
  expect(new Set(keys).size).toBe(2);
  expect(stored).toEqual([]);
});

test("a sync that cannot send answers 'pending' and asks for no new sync (the browser's back-off retries)", async () => {
  request.mockRejectedValue(offline);
  await queue.enqueue(photo('Meter photo'));
  await queue.flush();
  await new Promise((r) => setTimeout(r, 0));
  register.mockClear();
  request.mockClear();
  await expect(syncFromWorker()).resolves.toBe('pending');
  expect(request).toHaveBeenCalledTimes(1);
  expect(register).not.toHaveBeenCalled();
  expect(stored.map((a) => a.label)).toEqual(['Meter photo']);
});

test('a refusal is no reason to sync again: the action is marked failed for the engineer', async () => {
  request.mockRejectedValue(Object.assign(new Error('Bad photo'), { status: 400 }));
  register.mockClear();
  await expect(syncFromWorker()).resolves.toBe('done');
  expect(stored.map((a) => [a.label, a.state, a.error])).toEqual([['Meter photo', 'failed', 'Bad photo']]);
  expect(register).not.toHaveBeenCalled();
});

test('Send now pressed while a send runs is not lost: the queue is gone through again when that send ends', async () => {
  await queue.dismiss(stored[0]);
  // The first answer is lost on the way back (no status): the run stops with the photo waiting.
  let answerLost!: () => void;
  request.mockImplementationOnce(() => new Promise((_, reject) => (answerLost = () => reject(offline))));
  request.mockResolvedValue({ status: 201 });
  await queue.enqueue(photo('Balcony photo'));
  await new Promise((r) => setTimeout(r, 0));
  const pressed = queue.flush(); // Send now, during the first send
  answerLost();
  await pressed;
  await new Promise((r) => setTimeout(r, 20)); // the second run, started as the first ends
  expect(request).toHaveBeenCalledTimes(2);
  expect(stored).toEqual([]);
});

test(
  "a browser that refuses the sync (Background Sync off for the site) gets the page's own try 30 s later",
  onFakeTimers(async () => {
    register.mockRejectedValueOnce(new DOMException('Background Sync is disabled.', 'NotAllowedError'));
    request.mockRejectedValueOnce(offline).mockResolvedValue({ status: 201 });
    await queue.enqueue(photo('Society board photo'));
    await jest.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledWith('outbox:site-visit-queue');
    expect(stored.map((a) => [a.label, a.state])).toEqual([['Society board photo', 'waiting']]);
    await jest.advanceTimersByTimeAsync(29_000);
    expect(request).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(stored).toEqual([]);
  }),
);

test(
  "a sync the browser took but holds back (its back-off after a failed sync) still gets the page's own try 30 s later",
  onFakeTimers(async () => {
    request.mockRejectedValueOnce(offline).mockResolvedValue({ status: 201 });
    await queue.enqueue(photo('Meter board photo'));
    await jest.advanceTimersByTimeAsync(29_000);
    expect(register).toHaveBeenCalledWith('outbox:site-visit-queue');
    expect(request).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(stored).toEqual([]);
  }),
);

test(
  "a sync the browser fires at once sends the queue: the page's later try finds nothing to send",
  onFakeTimers(async () => {
    request.mockRejectedValueOnce(offline).mockResolvedValue({ status: 201 });
    await queue.enqueue(photo('Kitchen photo'));
    await jest.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledWith('outbox:site-visit-queue');
    await expect(syncFromWorker()).resolves.toBe('done');
    expect(request).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(stored).toEqual([]);
  }),
);
