/**
 * The worker's side of an outbox's Background Sync (issue 31): with an engineer's page open it asks
 * the page to send; with none, it sends the outbox itself with the session the page kept, in order
 * and with the entries' keys, and fails the sync while anything waits. Storage (IndexedDB) and the
 * network are in-memory fakes.
 */
import { MessageChannel } from 'node:worker_threads';
import type { OutboxEntry } from 'shared/offline';
// `mock…`: a name jest lets its hoisted mock factories use.
import { memoryOutbox as mockOutbox } from '../../../tools/jest/memory-outbox';

const kept: OutboxEntry[] = [];
let senders: { userId: number; token: string }[] = [];
const dropped: number[] = [];
jest.mock('shared/offline', () => ({
  ...jest.requireActual('shared/offline'),
  keptSenders: async () => senders,
  dropSender: async (userId: number) => {
    dropped.push(userId);
    senders = senders.filter((s) => s.userId !== userId);
  },
  outboxStore: () => mockOutbox(kept),
}));

// jsdom has no MessageChannel; Node's ports answer `onmessage` as a worker's do.
Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel, configurable: true });
const fetchMock = jest.fn();
Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
let pages: { postMessage: jest.Mock }[] = [];
Object.defineProperty(globalThis, 'clients', { value: { matchAll: async () => pages }, configurable: true });

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sendQueued, syncedOutbox } = require('./outbox-sync') as typeof import('./outbox-sync');

const entry = (seq: number, userId: number, path: string, file?: Blob): OutboxEntry => ({
  seq,
  key: `key-${seq}`,
  userId,
  group: '41',
  at: '2026-11-30T10:00:00.000Z',
  method: 'post',
  path,
  state: 'waiting',
  ...(file ? { file, fileName: 'front.jpg', fields: { item_id: '3' } } : { body: { unit: 'ft' } }),
});
const answer = (status: number, body: unknown = {}) => ({ ok: status < 300, status, json: async () => body });

beforeEach(() => {
  kept.length = 0;
  fetchMock.mockReset();
  pages = [];
  senders = [{ userId: 7, token: 'tok-7' }];
  dropped.length = 0;
});

test('only the outbox tags are the worker’s to send', () => {
  expect(syncedOutbox('outbox:site-visit-queue')).toBe('site-visit-queue');
  expect(syncedOutbox('site-visit-queue')).toBeNull();
});

test('with no page open the worker sends the kept entries itself, in order, with the kept session and the keys', async () => {
  kept.push(entry(1, 7, 'site-visits/41/photos', new Blob(['jpeg'])), entry(2, 7, 'site-visits/41/measurements'), entry(3, 8, 'x/1'));
  fetchMock.mockResolvedValue(answer(201));
  // User 8 has no kept session (signed out): their entry waits for them, and does not hold the sync.
  await expect(sendQueued('site-visit-queue')).resolves.toBeUndefined();
  expect(
    fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.headers.Authorization, init.headers['Idempotency-Key']]),
  ).toEqual([
    ['/api/site-visits/41/photos', 'POST', 'Bearer tok-7', 'key-1'],
    ['/api/site-visits/41/measurements', 'POST', 'Bearer tok-7', 'key-2'],
  ]);
  const [photo, measurements] = fetchMock.mock.calls.map(([, init]) => init);
  expect(photo.body).toBeInstanceOf(FormData);
  expect((photo.body as FormData).get('item_id')).toBe('3');
  expect(measurements.body).toBe('{"unit":"ft"}');
  expect(measurements.headers['Content-Type']).toBe('application/json');
  expect(kept.map((e) => e.seq)).toEqual([3]);
});

test('no network: the sync fails (the browser retries) and everything stays', async () => {
  kept.push(entry(1, 7, 'site-visits/41/photos'));
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(sendQueued('site-visit-queue')).rejects.toThrow('still waiting');
  expect(kept.map((e) => e.state)).toEqual(['waiting']);
});

test('a rejected session is forgotten and its entries wait for the next sign-in', async () => {
  kept.push(entry(1, 7, 'site-visits/41/photos'));
  fetchMock.mockResolvedValue(answer(401, { message: 'Session expired' }));
  await expect(sendQueued('site-visit-queue')).resolves.toBeUndefined();
  expect(dropped).toEqual([7]);
  expect(kept.map((e) => e.state)).toEqual(['waiting']);
});

test('a case reassigned meanwhile is kept as a conflict for the engineer to read', async () => {
  kept.push(entry(1, 7, 'site-visits/41/photos'));
  fetchMock.mockResolvedValue(answer(409, { message: 'The case was reassigned.', data: { error: 'REASSIGNED' } }));
  await expect(sendQueued('site-visit-queue')).resolves.toBeUndefined();
  expect(kept.map((e) => [e.state, e.error])).toEqual([['conflict', 'The case was reassigned.']]);
});

test('with a page open the worker asks it to send, and sends nothing itself', async () => {
  kept.push(entry(1, 7, 'site-visits/41/photos'));
  const page = {
    postMessage: jest.fn((m: unknown, [port]: MessagePort[]) => port.postMessage('pending')),
  };
  pages = [page];
  await expect(sendQueued('site-visit-queue')).rejects.toThrow('still waiting');
  expect(page.postMessage.mock.calls[0][0]).toEqual({ type: 'outbox-sync', outbox: 'site-visit-queue' });
  expect(fetchMock).not.toHaveBeenCalled();
  page.postMessage.mockImplementation((_m: unknown, [port]: MessagePort[]) => port.postMessage('done'));
  await expect(sendQueued('site-visit-queue')).resolves.toBeUndefined();
});
