// npm start: build what is missing, publish each remote the registry lacks, then run the one
// server (API + shell + registry + remote builds) on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { build, isBuilt } from './build-all.mjs';
import { ROOT, REMOTES, HOST } from './workspaces.mjs';

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');

export async function prepare() {
  const missing = [HOST, ...REMOTES].filter((n) => !isBuilt(n));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (first start only)…`);
    await build(missing);
  }
  const res = spawnSync(tsx, [path.join(ROOT, 'api/src/releases/cli.ts'), 'publish-existing', ...REMOTES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  });
  if (res.status !== 0) throw new Error('publishing the remotes failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepare()
    .then(() => {
      const server = spawn(tsx, [path.join(ROOT, 'api/src/main.ts')], { stdio: 'inherit', env: process.env });
      for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
      server.on('exit', (code) => process.exit(code ?? 0));
    })
    .catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
}
