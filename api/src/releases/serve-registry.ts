import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoryEntry, NO_CACHE, sendBuffer, type Entry } from '../static/send-file';
import { registryFile } from './paths';
import { readRegistry, type StoredRegistry } from './registry-store';
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

interface Cached {
  key: string;
  stored: StoredRegistry;
  variants: Map<string, Entry>;
}
const cache = new Map<string, Cached>();

/** The registry file parsed once per change (rename gives a new inode, so the key changes). */
async function load(dir: string): Promise<Cached> {
  const file = registryFile(dir);
  let key = 'missing';
  try {
    const st = await fsp.stat(file);
    key = `${st.ino}:${st.mtimeMs}:${st.size}`;
  } catch {
    // no registry yet: serve an empty one
  }
  const hit = cache.get(dir);
  if (hit && hit.key === key) return hit;
  const fresh: Cached = { key, stored: readRegistry(dir), variants: new Map() };
  cache.set(dir, fresh);
  return fresh;
}

/**
 * GET /remotes/registry.json: this browser's variant (canaries resolved), `no-cache` with an ETag
 * per variant so an unchanged registry costs a 304, and `Vary: Cookie` since the answer depends on
 * mf_uid.
 */
export async function sendRegistry(request: FastifyRequest, reply: FastifyReply, dir: string) {
  let uid = uidFromCookie(request.headers.cookie);
  if (!uid) {
    uid = crypto.randomBytes(18).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${UID_COOKIE}=${uid}; Path=/; Max-Age=${UID_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`);
  }
  const cached = await load(dir);
  const { registry, variant } = resolveRegistry(cached.stored, uid);
  let entry = cached.variants.get(variant);
  if (!entry) {
    entry = memoryEntry(Buffer.from(JSON.stringify(registry)));
    if (cached.variants.size < 64) cached.variants.set(variant, entry);
  }
  reply.header('vary', 'Cookie');
  return sendBuffer(request, reply, entry, { type: 'application/json; charset=utf-8', cacheControl: NO_CACHE, compressible: true });
}
