import { lockNow, ownerOf } from '../lib/file-lock';

/**
 * PGlite has no lock between processes: two servers on one data folder silently lose writes.
 * `<dataDir>.lock` (proper-lockfile, see lib/file-lock.ts) is held while the folder is open; a
 * lock whose process died is taken over.
 */
export function acquireLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    const release = lockNow(dataDir, {
      lockPath,
      // Long: PGlite blocks the event loop for seconds at a time (initdb, big queries), and a lock
      // not refreshed within `stale` would be taken over by a second server.
      stale: 120_000,
      onCompromised: (err) => console.error(`The lock of ${dataDir} was lost: ${err.message}`),
    });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      try {
        release();
      } catch {
        /* already gone */
      }
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = ownerOf(lockPath);
    if (owner?.pid === process.pid) throw new Error(`The database folder ${dataDir} is already open in this process.`, { cause: err });
    throw new Error(
      `The database folder ${dataDir} is in use by another server${owner ? ` (pid ${owner.pid} on ${owner.host})` : ''}. ` +
        `Stop that server first, or start this one with another DATA_DIR or a DATABASE_URL.`,
      { cause: err },
    );
  }
}
