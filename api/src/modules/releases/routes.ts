import type { FastifyPluginAsync } from 'fastify';
import type { CanaryRequest, ListResponse, PromoteRequest, ReleaseAuditEntry, RollbackRequest } from 'shared/resources';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { principalOf } from '../../http/auth';
import { pageOf, pageQuery } from '../../http/schemas';
import { ReleaseError } from '../../releases/errors';
import { checkCandidate } from '../../releases/gate';
import { abortCanary, startCanary } from '../../releases/canary';
import { promote, rollback, type Actor, type ReleaseContext } from '../../releases/operations';
import { federationName, packageName, versionDir } from '../../releases/paths';
import { REMOTE_NAME_RE, VERSION_RE } from '../../releases/registry-path';
import { shellProvides } from '../../releases/shell-shared';
import { releaseStatus } from '../../releases/status';
import { isPublished } from '../../releases/versions';
import { auditAnswer, changeAnswer, gateAnswer, releasesAnswer } from './answers';

const STATUS = { 'not-found': 404, conflict: 409, gate: 409, invalid: 400, busy: 503 } as const;

/** Release errors carry a message meant for the release manager; the gate's reasons go along. */
async function run<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof ReleaseError)) throw e;
    const gateData = { error: e.message, reasons: e.reasons };
    throw new HttpError(STATUS[e.kind], e.message, undefined, e.kind === 'gate' ? gateData : undefined);
  }
}

const remoteParams = {
  type: 'object',
  required: ['remote'],
  properties: { remote: { type: 'string', pattern: REMOTE_NAME_RE.source } },
} as const;
const version = { type: 'string', minLength: 1, maxLength: 64, pattern: VERSION_RE.source } as const;
const messages = {
  remote: { default: 'Unknown module.' },
  version: { default: 'Give a published version, e.g. 1.2.3.' },
  to: { default: 'Give a published version, e.g. 1.2.3.' },
  percent: { default: 'The canary percentage must be a whole number from 1 to 99.' },
};

type RemoteParams = { remote: string };

/**
 * Release management for the Modules page (right modules_page): the same operations as
 * `npm run release`, on the same registry, lock and audit log; the audit names the signed-in user.
 */
export const releaseRoutes: FastifyPluginAsync<AppContext> = async (app, { config, releases }) => {
  const ctx: ReleaseContext = { dir: config.releasesDir, shellDist: config.shellDist, store: releases };
  const actor = (req: Parameters<typeof principalOf>[0]): Actor => {
    const p = principalOf(req);
    return { user: p.kind === 'user' ? p.user.email : `branch:${p.branch.name}`, via: 'web' };
  };
  const known = async (remote: string) => {
    const pkg = packageName(remote);
    if (!(await releaseStatus(ctx)).remotes.some((r) => r.package === pkg)) throw notFound(`There is no module ${remote}.`);
    return pkg;
  };
  const right = { right: 'modules_page' as const, messages };

  app.get('/api/releases', { config: right, schema: { response: { 200: releasesAnswer } } }, async () => releaseStatus(ctx));

  app.get<{ Querystring: { page?: number; pageno?: number; pageSize?: number; remote?: string } }>(
    '/api/releases/audit',
    {
      config: right,
      schema: {
        querystring: {
          ...pageQuery,
          properties: { ...pageQuery.properties, remote: { type: 'string', pattern: REMOTE_NAME_RE.source } },
        },
        response: { 200: auditAnswer },
      },
    },
    async (req) => {
      const { page, pageSize, offset } = pageOf(req.query, 50);
      const all = await releases.audit({ remote: req.query.remote && packageName(req.query.remote) });
      return { data: all.slice(offset, offset + pageSize), total: all.length, page, pageSize } satisfies ListResponse<ReleaseAuditEntry>;
    },
  );

  app.get<{ Params: RemoteParams & { version: string } }>(
    '/api/releases/:remote/versions/:version/gate',
    {
      config: right,
      schema: {
        params: { ...remoteParams, required: ['remote', 'version'], properties: { ...remoteParams.properties, version } },
        response: { 200: gateAnswer },
      },
    },
    async (req) => {
      const remote = await known(req.params.remote);
      if (!isPublished(ctx.dir, remote, req.params.version)) throw notFound(`${remote} has no published version ${req.params.version}.`);
      const current = (await releases.read()).remotes[federationName(remote)];
      return checkCandidate({
        remote,
        version: req.params.version,
        dir: versionDir(ctx.dir, remote, req.params.version),
        current: current && { version: current.version, pages: current.pages },
        provided: shellProvides(ctx.shellDist),
      });
    },
  );

  app.post<{ Params: RemoteParams; Body: PromoteRequest }>(
    '/api/releases/:remote/promote',
    {
      config: right,
      schema: {
        params: remoteParams,
        body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version } },
        response: { 200: changeAnswer },
      },
    },
    async (req) => run(async () => promote(ctx, await known(req.params.remote), req.body.version, actor(req))),
  );

  app.post<{ Params: RemoteParams; Body: RollbackRequest | null }>(
    '/api/releases/:remote/rollback',
    {
      config: right,
      schema: {
        params: remoteParams,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { to: version } },
        response: { 200: changeAnswer },
      },
    },
    async (req) => run(async () => rollback(ctx, await known(req.params.remote), req.body?.to, actor(req))),
  );

  app.post<{ Params: RemoteParams; Body: CanaryRequest }>(
    '/api/releases/:remote/canary',
    {
      config: right,
      schema: {
        params: remoteParams,
        body: {
          type: 'object',
          required: ['version', 'percent'],
          additionalProperties: false,
          properties: { version, percent: { type: 'integer', minimum: 1, maximum: 99 } },
        },
        response: { 200: changeAnswer },
      },
    },
    async (req) => run(async () => startCanary(ctx, await known(req.params.remote), req.body.version, req.body.percent, actor(req))),
  );

  // Aborting a canary is an operation on the release state, not a versioned record: it takes no
  // version (no 428), and aborting when none runs is answered by abortCanary itself.
  app.delete<{ Params: RemoteParams }>(
    '/api/releases/:remote/canary',
    { config: right, schema: { params: remoteParams, response: { 200: changeAnswer } } },
    async (req) => run(async () => abortCanary(ctx, await known(req.params.remote), actor(req))),
  );
};
