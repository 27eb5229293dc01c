import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { remoteVersionDir, REMOTE_NAME_RE, VERSION_RE } from '../releases/registry-path';
import { isAssetPath, isHashedName } from './content-types';
import { sendRegistry } from '../releases/serve-registry';
import type { RegistryStore } from '../releases/store';
import { IMMUTABLE, NO_CACHE, safeJoin, sendFile } from './send-file';

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0];
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Nothing at ${request.method} ${url.slice(0, 200)}.`,
  });
}

/**
 * Serves the release registry, the immutable remote builds and the shell (with the SPA fallback),
 * and answers unknown /api paths with JSON 404.
 */
export function installStatic(app: FastifyInstance, config: Config, releases: RegistryStore): void {
  // Resolved per browser (canaries, mf_uid cookie, ETag per variant): see releases/serve-registry.ts.
  app.get('/remotes/registry.json', (request, reply) => sendRegistry(request, reply, releases));

  app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', async (request, reply) => {
    const { remote, version } = request.params;
    const rest = request.params['*'];
    if (!REMOTE_NAME_RE.test(remote) || !VERSION_RE.test(version) || !rest) return notFoundJson(request, reply);
    const file = safeJoin(remoteVersionDir(config, remote, version), rest);
    if (!file) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'This path is not allowed.' });
    }
    if (await sendFile(request, reply, file, IMMUTABLE)) return reply;
    return notFoundJson(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) {
      return notFoundJson(request, reply);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson(request, reply);
    const file = safeJoin(config.shellDist, urlPath);
    if (!file) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'This path is not allowed.' });
    }
    if (path.basename(file) !== 'index.html' || path.dirname(file) !== path.resolve(config.shellDist)) {
      const cacheControl = isHashedName(file) ? IMMUTABLE : NO_CACHE;
      if (await sendFile(request, reply, file, cacheControl)) return reply;
      if (isAssetPath(urlPath)) return notFoundJson(request, reply);
    }
    const index = path.join(config.shellDist, 'index.html');
    if (fs.existsSync(index) && (await sendFile(request, reply, index, NO_CACHE))) return reply;
    return reply
      .code(503)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send('The shell is not built yet: run npm run build');
  });
}
