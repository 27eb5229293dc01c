import type { OutboxEntry, OutboxStore } from 'shared/offline';

/** An outbox store (shared/offline) over an array, for tests: `kept` is what the device holds. */
export function memoryOutbox<E extends OutboxEntry>(kept: E[]): OutboxStore<E> {
  const at = (seq: number) => kept.findIndex((x) => x.seq === seq);
  return {
    add: async (e) => void kept.push({ ...e, seq: e.seq ?? Math.max(0, ...kept.map((x) => x.seq ?? 0)) + 1 }),
    all: async () => kept.map((e) => ({ ...e })),
    put: async (e) => void kept.splice(at(e.seq!), 1, e),
    remove: async (seq) => void kept.splice(at(seq), 1),
  };
}
