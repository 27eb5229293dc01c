import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DbHandle } from './db/client';
import { installAuth } from './http/auth';
import { resolvePrincipal } from './modules/auth/sessions';
import { isBankKey, resolveBankKey } from './modules/bank-api/keys';
import { openApiOptions } from './modules/bank-api/openapi';
import { installErrorHandler } from './http/error-handler';
import { headAsGet, installHeadRequests } from './http/head-requests';
import { installInputGuard } from './http/input-guard';
import { installJsonBody } from './http/json-body';
import { lazyValidators } from './http/lazy-validators';
import { checkingSerializerCompiler, lazySerializerCompiler } from './http/responses';
import { installVersions } from './http/versions';
import { installSecurityHeaders } from './http/security-headers';
import { createMailer, type Mailer } from './mail/mailer';
import { withMailSettings } from './mail/settings-mailer';
import { modules } from './modules/index';
import { MAX_FILE_BYTES } from './lib/upload-staging';
import { installStatic } from './static/routes';
import { pgStore } from './releases/pg-store';
import { fileStore } from './releases/store';
import { filesFor } from './files/index';
import { applyBusinessTimeZone } from './kit/business-time';
import './http/types';
import { installAutoAnalyze } from './db/auto-analyze';
import { installHealth } from './ops/health';
import { installModels } from './releases/api-models';
import { loggerOptions, RequestLog, requestId } from './ops/logger';
import { refuseDemoLogins } from './ops/production';

export interface BuildOptions {
  handle: DbHandle;
  config: Config;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify app, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ handle, config, mailer, logger }: BuildOptions): Promise<FastifyInstance> {
  applyBusinessTimeZone();
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // One line per request, only when asked (LOG_REQUESTS=1).
    logController: new RequestLog(config.logRequests),
    genReqId: (req) => requestId(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { allErrors: true } },
    schemaController: lazyValidators(),
    routerOptions: { ignoreTrailingSlash: true },
    ...headAsGet,
  });
  app.setSerializerCompiler(config.checkResponses ? checkingSerializerCompiler : lazySerializerCompiler);

  const ctx: AppContext = {
    config,
    handle,
    db: handle.db,
    mailer: withMailSettings(
      handle.db,
      mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, log: (line) => app.log.info(line) }),
      config.smtpUrl,
    ),
    releases: handle.kind === 'pg' ? pgStore(handle) : fileStore(config.releasesDir),
    files: filesFor(handle, config),
  };

  installHeadRequests(app);
  // First hooks: every answer (errors included) names its request, as the server's log lines do.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  await installSecurityHeaders(app);
  installInputGuard(app);
  installJsonBody(app);
  installVersions(app);
  // A bank's API key (issue 27) or a session: one bearer header, told apart by the key's prefix.
  const resolve = (token: string) =>
    isBankKey(token) ? resolveBankKey(handle.db, token) : resolvePrincipal(handle.db, token, config.sessionIdleMinutes * 60_000);
  installAuth(app, resolve, {
    secondFactorRights: config.secondFactorForManagers ? ['user_creation_page', 'rights_page'] : [],
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 80, fieldSize: 64 * 1024, parts: 100, headerPairs: 200 },
  });
  // Before any route: the OpenAPI description is collected from the routes as they are added.
  await app.register(swagger, openApiOptions);
  installHealth(app, handle);
  installModels(app);
  refuseDemoLogins(app, config);
  for (const mod of modules) await app.register(mod.plugin, ctx);
  await installStatic(app, config, ctx.releases);
  installAutoAnalyze(app, handle);
  return app;
}
