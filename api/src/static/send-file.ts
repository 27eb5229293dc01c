import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { u8 } from '../lib/bytes';
import { contentTypeOf, isCompressible } from './content-types';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files up to this size are read whole (ETag from content, compressed once); bigger ones stream. */
const MAX_BUFFERED = 16 * 1024 * 1024;
/** Bound of the in-memory cache (a cache only: every instance rebuilds it from disk). */
const MAX_CACHE_BYTES = 96 * 1024 * 1024;

export interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const cache = new Map<string, Entry>();
let cacheBytes = 0;

function remember(file: string, entry: Entry): void {
  const old = cache.get(file);
  if (old) cacheBytes -= old.size;
  // Compressed copies are at most about the size of the original: count each entry twice.
  if (cacheBytes + entry.size > MAX_CACHE_BYTES / 2) {
    cache.clear();
    cacheBytes = 0;
  }
  cache.set(file, entry);
  cacheBytes += entry.size;
}

async function load(file: string, stat: fs.Stats): Promise<Entry> {
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
  const body = await fsp.readFile(file);
  const etag = `"${crypto.createHash('sha1').update(u8(body)).digest('base64url').slice(0, 27)}"`;
  const entry: Entry = { mtimeMs: stat.mtimeMs, size: body.length, body, etag };
  remember(file, entry);
  return entry;
}

/** Encodings the client accepts (q=0 excludes). */
function accepted(header: string | undefined): Set<string> {
  const set = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) set.add(name);
  }
  return set;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(u8(entry.body), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.size },
    });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(u8(entry.body), { level: 9 });
  return entry.gzip;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** An entry for bytes that are not a file (e.g. the empty registry). */
export function memoryEntry(body: Buffer): Entry {
  const etag = `"${crypto.createHash('sha1').update(u8(body)).digest('base64url').slice(0, 27)}"`;
  return { mtimeMs: 0, size: body.length, body, etag };
}

/** Sends bytes with a strong ETag, 304 on If-None-Match, and br/gzip when accepted. */
export function sendBuffer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  opts: { type: string; cacheControl: string; compressible: boolean },
) {
  reply.header('cache-control', opts.cacheControl).header('content-type', opts.type);
  let encoding: 'br' | 'gzip' | undefined;
  if (opts.compressible && entry.body.length >= 1024) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const ae = request.headers['accept-encoding'];
    const acc = accepted(Array.isArray(ae) ? ae.join(',') : ae);
    encoding = acc.has('br') ? 'br' : acc.has('gzip') ? 'gzip' : undefined;
  }
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag) || etagMatches(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(compressed(entry, encoding));
  }
  return reply.send(entry.body);
}

/**
 * Sends a file from disk; answers false (sending nothing) when there is no such regular file.
 * The caller guarantees `file` is inside its root.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): Promise<boolean> {
  let stat: fs.Stats;
  try {
    stat = await fsp.stat(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const type = contentTypeOf(file);
  if (stat.size > MAX_BUFFERED) {
    const etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    reply.header('cache-control', cacheControl).header('content-type', type).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      await reply.code(304).send();
    } else {
      await reply.header('content-length', stat.size).send(fs.createReadStream(file));
    }
    return true;
  }
  const entry = await load(file, stat);
  await sendBuffer(request, reply, entry, { type, cacheControl, compressible: isCompressible(file) });
  return true;
}

/** Resolves a URL path below root; null for traversal attempts or odd characters. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const resolved = path.resolve(root, ...segments);
  const base = path.resolve(root);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) return null;
  return resolved;
}
