import fs from 'node:fs';

/**
 * PGlite has no lock between processes: two servers on one data folder silently lose writes.
 * `<dataDir>.lock` holds the owner's pid; a lock whose pid is dead is stale and taken over.
 */
export function acquireLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another server (pid ${pid}). ` +
            `Stop that server first, or start this one with another DATA_DIR or a DATABASE_URL.`,
          { cause: err },
        );
      }
      if (pid === process.pid) throw new Error(`The database folder ${dataDir} is already open in this process.`, { cause: err });
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
