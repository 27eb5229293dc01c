import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two levels up from api/src, and from api/dist where the server is bundled. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  uploadDir: string;
  outboxDir: string;
  releasesDir: string;
  shellDist: string;
  smtpUrl: string | undefined;
  /** Demo data and logins: see demoSeedWanted. */
  seedDemo: boolean;
  /** NODE_ENV=production: demo logins refused, PUBLIC_URL and SIGNING_P12 required (productionProblems). */
  production: boolean;
  /** Base of the links in e-mails. */
  publicUrl: string;
  /** Trust X-Forwarded-For (behind a load balancer) for the login rate limit. */
  trustProxy: boolean;
  /**
   * Managing users or rights needs a session signed in with a second factor (MFA_FOR_MANAGERS=1|0).
   * Default: on, except with the demo data (SEED_DEMO), whose shared demo logins have no authenticator.
   */
  secondFactorForManagers: boolean;
  /** Minutes without a request after which a session ends (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMinutes: number;
  logLevel: string;
  /** LOG_REQUESTS=1: one info line per request (off by default: errors are always logged). */
  logRequests: boolean;
  /**
   * Multiplies every abuse limit (sign-in, reset, registration, upload quota). 1 in production;
   * the shared end-to-end server raises it, since all its test browsers come from one address.
   */
  limitScale: number;
  /** Milestone mails and webhooks: the first retry's wait, doubled per failed try (MILESTONE_RETRY_MS, 30 s). */
  milestoneRetryMs: number;
  /** Registrations per address per hour (REGISTER_PER_ADDRESS_HOUR, default 50: a hiring drive behind one office address). */
  registerPerAddressHour: number;
  /**
   * CHECK_RESPONSES=1 (the API's and the browser's tests): each answer is checked against its route's
   * response schema, and a schema that would change what is sent fails the request (http/responses.ts).
   */
  checkResponses: boolean;
  /**
   * How often the API folds the dashboards' pending facts into their rollup (DASHBOARD_FOLD_MS,
   * 3000; modules/dashboard/fold.ts). 0: never (a test that watches the pending facts).
   */
  dashboardFoldMs: number;
}

function dir(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (value.startsWith('memory://')) return value;
  return path.resolve(value);
}

/** A data folder PGlite has not initialised yet (or an in-memory database). */
function isFreshDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Demo data only where asked: SEED_DEMO=1 / 0 decides; unset, only the embedded database in a
 * fresh data folder gets it (the first `npm start` of a clone), never a real PostgreSQL.
 */
function demoSeedWanted(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, dataDir: string): boolean {
  if (env.SEED_DEMO === '1' || env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== '') return false;
  return env.NODE_ENV !== 'production' && !databaseUrl && isFreshDataDir(dataDir);
}

/**
 * Why a production start must stop (empty when it may run). The demo signing certificate is what
 * documents are signed with while SIGNING_P12 is unset.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is not set: set it to the address users open (e.g. PUBLIC_URL=https://backoffice.example.com); e-mailed links start with it.',
    );
  }
  if (!env.SIGNING_P12) {
    problems.push(
      "SIGNING_P12 is not set: documents would be signed with the demo certificate. Point it at the firm's PKCS#12 certificate file.",
    );
  }
  if (env.SEED_DEMO === '1' || env.SEED_DEMO === 'true') problems.push('SEED_DEMO=1: demo data and logins are never seeded in production.');
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const data = path.join(REPO_ROOT, 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = dir(env.DATA_DIR, path.join(data, 'pglite'));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    uploadDir: dir(env.UPLOAD_DIR, path.join(data, 'uploads')),
    outboxDir: dir(env.OUTBOX_DIR, path.join(data, 'outbox')),
    releasesDir: dir(env.RELEASES_DIR, path.join(REPO_ROOT, 'releases')),
    shellDist: dir(env.SHELL_DIST, path.join(REPO_ROOT, 'shell', 'dist')),
    smtpUrl: env.SMTP_URL || undefined,
    seedDemo: demoSeedWanted(env, databaseUrl, dataDir),
    production: env.NODE_ENV === 'production',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    sessionIdleMinutes: Math.max(1, Number(env.SESSION_IDLE_MINUTES) || 30),
    secondFactorForManagers: env.MFA_FOR_MANAGERS ? env.MFA_FOR_MANAGERS === '1' : (env.SEED_DEMO ?? '1') === '0',
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    limitScale: Math.max(1, Number(env.LIMIT_SCALE) || 1),
    milestoneRetryMs: Math.max(10, Number(env.MILESTONE_RETRY_MS) || 30_000),
    registerPerAddressHour: Math.max(1, Math.floor(Number(env.REGISTER_PER_ADDRESS_HOUR)) || 50),
    checkResponses: env.CHECK_RESPONSES === '1',
    dashboardFoldMs: env.DASHBOARD_FOLD_MS === undefined ? 3000 : Math.max(0, Number(env.DASHBOARD_FOLD_MS) || 0),
  };
}
