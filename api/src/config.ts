import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two levels up from api/src. */
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
  seedDemo: boolean;
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
  /**
   * Multiplies every abuse limit (sign-in, reset, registration, upload quota). 1 in production;
   * the shared end-to-end server raises it, since all its test browsers come from one address.
   */
  limitScale: number;
}

function dir(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (value.startsWith('memory://')) return value;
  return path.resolve(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const data = path.join(REPO_ROOT, 'data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dir(env.DATA_DIR, path.join(data, 'pglite')),
    uploadDir: dir(env.UPLOAD_DIR, path.join(data, 'uploads')),
    outboxDir: dir(env.OUTBOX_DIR, path.join(data, 'outbox')),
    releasesDir: dir(env.RELEASES_DIR, path.join(REPO_ROOT, 'releases')),
    shellDist: dir(env.SHELL_DIST, path.join(REPO_ROOT, 'shell', 'dist')),
    smtpUrl: env.SMTP_URL || undefined,
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    sessionIdleMinutes: Math.max(1, Number(env.SESSION_IDLE_MINUTES) || 30),
    secondFactorForManagers: env.MFA_FOR_MANAGERS ? env.MFA_FOR_MANAGERS === '1' : (env.SEED_DEMO ?? '1') === '0',
    logLevel: env.LOG_LEVEL || 'info',
    limitScale: Math.max(1, Number(env.LIMIT_SCALE) || 1),
  };
}
