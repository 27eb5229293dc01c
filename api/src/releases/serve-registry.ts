import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredRegistry } from './registry-store';
import type { RegistryStore } from './store';
import { resolveRegistry } from './resolve';

/**
 * The `mf_uid` cookie: a random id per browser, set (HttpOnly, SameSite=Lax, 400 days) on the
 * first registry response. It exists only to keep canary assignment sticky: the registry is
 * fetched before sign-in, so the user id is not known yet. It carries no personal data and is
 * read nowhere else.
 */
export const UID_COOKIE = 'mf_uid';
const UID_RE = /^[A-Za-z0-9_-]{16,64}$/;
const UID_MAX_AGE_S = 400 * 24 * 3600;

export function uidFromCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === UID_COOKIE) {
      const value = rest.join('=');
      return UID_RE.test(value) ? value : null;
    }
  }
  return null;
}

export const NO_CACHE = 'no-cache';

/** One variant's bytes and strong ETag (compression is the static scope's, see static/routes.ts). */
interface Entry {
  body: Buffer;
  etag: string;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

interface Cached {
  key: string;
  stored: StoredRegistry;
  variants: Map<string, Entry>;
}
const cache = new WeakMap<RegistryStore, Cached>();

/**
 * The registry read once per change: every request asks the store for its cheap version key (a
 * file stat, or one indexed row), so a change made through any instance is served at once.
 */
async function load(store: RegistryStore): Promise<Cached> {
  const key = await store.version();
  const hit = cache.get(store);
  if (hit && hit.key === key) return hit;
  const fresh: Cached = { key, stored: await store.read(), variants: new Map() };
  cache.set(store, fresh);
  return fresh;
}

/**
 * This browser's registry (canaries resolved by its mf_uid, which is set here on its first request:
 * the shell's page sets it too, so the hints it carries and the registry it then fetches agree).
 */
export async function registryFor(request: FastifyRequest, reply: FastifyReply, store: RegistryStore) {
  let uid = uidFromCookie(request.headers.cookie);
  if (!uid) {
    uid = crypto.randomBytes(18).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${UID_COOKIE}=${uid}; Path=/; Max-Age=${UID_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`);
  }
  const cached = await load(store);
  return { cached, ...resolveRegistry(cached.stored, uid) };
}

/**
 * GET /remotes/registry.json: this browser's variant (canaries resolved), `no-cache` with an ETag
 * per variant so an unchanged registry costs a 304, and `Vary: Cookie` since the answer depends on
 * mf_uid.
 */
export async function sendRegistry(request: FastifyRequest, reply: FastifyReply, store: RegistryStore) {
  const { cached, registry, variant } = await registryFor(request, reply, store);
  let entry = cached.variants.get(variant);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(registry));
    entry = { body, etag: `"${crypto.createHash('sha1').update(new Uint8Array(body)).digest('base64url').slice(0, 27)}"` };
    if (cached.variants.size < 64) cached.variants.set(variant, entry);
  }
  reply.header('vary', 'Cookie').header('cache-control', NO_CACHE).header('etag', entry.etag);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
