import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { remoteVersionDir, REMOTE_NAME_RE, VERSION_RE } from '../releases/registry-path';
import { NO_CACHE, registryFor, sendRegistry } from '../releases/serve-registry';
import type { RegistryStore } from '../releases/store';
import { preloadLinks } from './preload-hints';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `name.1a2b3c4d.js`, `123.1a2b3c4d5e.chunk.js`: content-hashed names never change content. */
const isHashedName = (file: string) => /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
/** A static-asset extension: a missing one is a 404, not the SPA page. */
const isAssetPath = (urlPath: string) => /\.(m?js|css|json|map|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|txt|wasm|webmanifest)$/i.test(urlPath);

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0];
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Nothing at ${request.method} ${url.slice(0, 200)}.`,
  });
}

const notAllowed = (reply: FastifyReply) =>
  reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'This path is not allowed.' });

/** The decoded path below root, or null for traversal attempts and odd characters (checked before any disk access). */
function below(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return segments.join('/');
}

function existingAncestor(dir: string): string {
  let d = path.resolve(dir);
  while (!existsSync(d) && path.dirname(d) !== d) d = path.dirname(d);
  return d;
}

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/** A file of the built shell, or its page (index.html, with preload hints for that path) for any other path: the SPA fallback. */
async function sendShell(request: FastifyRequest, reply: FastifyReply, config: Config, releases: RegistryStore) {
  const urlPath = request.url.split('?')[0];
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) return notFoundJson(request, reply);
  const rest = below('/', urlPath);
  if (rest === null) return notAllowed(reply);
  if (rest !== '' && rest !== 'index.html') {
    if (await isFile(path.join(config.shellDist, rest))) return reply.sendFile(rest, config.shellDist);
    if (isAssetPath(urlPath)) return notFoundJson(request, reply);
  }
  if (await isFile(path.join(config.shellDist, 'index.html'))) {
    // Hints only speed the page up: whatever goes wrong with them (an odd registry), the page goes out.
    const links = await registryFor(request, reply, releases)
      .then(({ registry }) => preloadLinks(registry, urlPath, config))
      .catch((err: unknown) => {
        request.log.warn({ err }, 'no preload hints for the page');
        return [];
      });
    if (links.length) reply.header('link', links.join(', '));
    return reply.sendFile('index.html', config.shellDist);
  }
  return reply
    .code(503)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send('The shell is not built yet: run npm run build');
}

/**
 * Serves the release registry, the immutable remote builds and the shell (with the SPA fallback),
 * and answers unknown /api paths with JSON 404. Files go out through @fastify/static (ETag,
 * conditional GET, ranges). A file the build compressed (its `.br` / `.gz` sibling, brotli 10 and
 * gzip 9: tools/webpack/make-config.cjs) goes out as that sibling, with no compression work per
 * request; anything else (the registry, a file without a sibling) is compressed by
 * @fastify/compress (br/gzip, this context only), which leaves an encoded answer alone.
 */
export async function installStatic(app: FastifyInstance, config: Config, releases: RegistryStore): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await scope.register(fastifyStatic, {
      // Every sendFile below names its root; this default only has to exist (the plugin warns about a
      // missing one, and the shell not built yet is said by the 503 below).
      root: existingAncestor(config.shellDist),
      serve: false,
      cacheControl: false,
      preCompressed: true,
      // Files under releases/ are published once and never change; so are the shell's hashed chunks.
      setHeaders: (res, file) => {
        const immutable = file.startsWith(path.resolve(config.releasesDir) + path.sep) || isHashedName(file);
        res.header('cache-control', immutable ? IMMUTABLE : NO_CACHE);
      },
    });

    // Resolved per browser (canaries, mf_uid cookie, ETag per variant): see releases/serve-registry.ts.
    scope.get('/remotes/registry.json', (request, reply) => sendRegistry(request, reply, releases));

    scope.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', async (request, reply) => {
      const { remote, version } = request.params;
      if (!REMOTE_NAME_RE.test(remote) || !VERSION_RE.test(version) || !request.params['*']) return notFoundJson(request, reply);
      const rest = below('/', request.params['*']);
      if (!rest) return notAllowed(reply);
      const root = remoteVersionDir(config, remote, version);
      if (!(await isFile(path.join(root, rest)))) return notFoundJson(request, reply);
      return reply.sendFile(rest, root);
    });

    // The shell's files and its page go through a route, not only the not-found handler:
    // @fastify/compress hooks into routes (onRoute), so what the not-found handler answered went out
    // uncompressed (the shell's ~1 MB of scripts on a phone's network instead of ~0.3 MB). More
    // specific routes (the API's, /remotes/…) still win over this wildcard.
    scope.get('/*', (request, reply) => sendShell(request, reply, config, releases));
    scope.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson(request, reply);
      return sendShell(request, reply, config, releases);
    });
  });
}
