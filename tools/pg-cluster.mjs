// A throwaway PostgreSQL cluster for benches and tests: initdb + pg_ctl on a free port with
// fsync off, run as the postgres user when this process is root (initdb refuses root).
// Needs Debian's postgresql package (`apt-get install -y postgresql`; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function findBin() {
  const roots = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  for (const dir of roots) if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

const isRoot = () => process.getuid?.() === 0;
const hasPostgresUser = () => spawnSync('id', ['-u', 'postgres']).status === 0;

/** true, or why PostgreSQL cannot be benchmarked here. */
export function pgAvailable() {
  if (!findBin()) return 'no PostgreSQL binaries (initdb, pg_ctl); apt-get install -y postgresql';
  if (isRoot() && !hasPostgresUser()) return 'running as root and there is no postgres user to run initdb';
  return true;
}

function run(bin, args, label) {
  const cmd = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const res = spawnSync(cmd[0], cmd[1], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${label} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

/**
 * CPU seconds the cluster has used so far (Linux): the postmaster's own and its ended backends'
 * (cutime/cstime of /proc/<pid>/stat) plus the live backends', so a run can say what its database
 * cost beside its own processes' time; undefined where /proc is not there.
 */
function clusterCpuSeconds(data) {
  try {
    const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const ticks = (p, withChildren) => {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      // fields 14-17 of stat (utime stime cutime cstime) are 11-14 after the command's closing parenthesis
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
    };
    let total = ticks(pid, true);
    for (const child of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
      total += ticks(child, false);
    return total / 100; // USER_HZ
  } catch {
    return undefined;
  }
}

/**
 * Starts a cluster in a fresh folder; resolves { url (its database `bench`), adminUrl (the
 * `postgres` database, to create others from), cpuSeconds(), stop() } (stop also removes the folder).
 */
export async function startPostgres(log, { maxConnections = 100 } = {}) {
  const bin = findBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (isRoot()) spawnSync('chown', ['postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], 'initdb');
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=256MB',
    '-c max_wal_size=4GB',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', opts, '-w', 'start'], 'pg_ctl start');
  run(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', 'CREATE DATABASE bench'], 'createdb');
  log(`PostgreSQL ${path.basename(path.dirname(bin))} on port ${port} (fsync off) in ${dir}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuSeconds: () => clusterCpuSeconds(data),
    stop: async () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], 'pg_ctl stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
