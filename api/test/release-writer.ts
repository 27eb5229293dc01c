// Child process for the crash tests: writes the registry in a loop, under the lock, until killed.
// argv: <releases dir> <writes (0 = forever)> [hold-ms]
import { withRegistryLock } from '../src/releases/lock';
import { readRegistry, writeRegistry } from '../src/releases/registry-store';

const [dir, count, hold] = [process.argv[2], Number(process.argv[3] ?? 0), Number(process.argv[4] ?? 0)];
const padding = 'x'.repeat(200_000); // a big file makes a kill mid-write likely

for (let i = 0; count === 0 || i < count; i++) {
  await withRegistryLock(dir, async () => {
    if (i === 0 && process.send) process.send('locked');
    const r = readRegistry(dir);
    r.revision += 1;
    r.remotes.mfe_x = { name: 'mfe_x', package: 'mfe-x', version: `1.0.${r.revision}`, entry: '/e', pages: [], publishedAt: padding };
    if (hold) await new Promise((res) => setTimeout(res, hold));
    writeRegistry(r, dir);
  });
}
