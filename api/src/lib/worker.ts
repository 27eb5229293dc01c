import type { FastifyBaseLogger } from 'fastify';

export interface Worker {
  /** Run a pass now (a milestone was committed): the poll is only the fallback. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` and on each kick, never two at once; a pass that did work is
 * followed by another at once (a backlog drains without waiting for the timer).
 */
export function startWorker(name: string, pass: () => Promise<number>, everyMs: number, log: FastifyBaseLogger): Worker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if ((await pass()) > 0) again = true;
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, `${name} pass failed`);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
