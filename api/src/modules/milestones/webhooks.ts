import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  webhookEndpointsResource,
  WEBHOOK_SECRET_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookSecretAnswer,
} from 'mfe-cases/model';
import type { AppContext } from '../../context';
import { int, object, text } from '../../http/answer-schemas';
import { notFound } from '../../http/errors';
import { webhookEndpoints } from '../../db/schema';
import { idOf, idParamsSchema, kitValidatorCompiler, registerResource } from '../../kit/index';
import { actorOf } from '../cases/actor';
import { backoffMs } from './mail-queue';

type Ctx = Pick<AppContext, 'handle' | 'config'>;

/** Retries stop this long after the milestone: the delivery is then FAILED (and may be sent again). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;
/** The longest wait between two tries. */
const MAX_WAIT_MS = 3_600_000;
/** A receiver answering slower than this counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;
const LEASE_MS = 60_000;

/** The value of the X-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A new signing secret: 32 random bytes (kept as is: the worker signs with it, so it cannot be hashed). */
const newSecret = () => WEBHOOK_SECRET_PREFIX + crypto.randomBytes(32).toString('base64url');

/**
 * The endpoints' CRUD and 'New secret' (right email_master). The server makes each secret and
 * answers it once: in the 201 of the endpoint's creation and in the answer of its rotation. Every
 * read omits it.
 */
export function webhookEndpointRoutes(app: FastifyInstance, ctx: AppContext) {
  // The secret made in a creation's transaction, for that request's answer only.
  const made = new WeakMap<FastifyRequest, string>();
  registerResource(app, ctx.db, {
    desc: webhookEndpointsResource,
    table: webhookEndpoints,
    omit: ['secret'],
    beforeWrite: ({ mode, columns, req }) => {
      if (mode !== 'create') return;
      columns.secret = newSecret();
      made.set(req, columns.secret as string);
    },
  });
  // This plugin's routes only (Fastify encapsulation); an error answer never carries it.
  app.addHook('preSerialization', async (req, reply, payload) => {
    const secret = made.get(req);
    if (!secret || reply.statusCode !== 201) return payload;
    const answer: WebhookSecretAnswer = { secret, message: WEBHOOK_SECRET_MESSAGES.created };
    return { ...(payload as object), ...answer };
  });
  app.post<{ Params: { id: string } }>(
    '/api/webhook-endpoints/:id/secret',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: {
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: object({ data: object({ id: int, version: int }), secret: text, message: text }) },
      },
      config: { right: webhookEndpointsResource.right },
    },
    async (req): Promise<WebhookSecretAnswer & { data: { id: number; version: number } }> => {
      actorOf(req);
      const secret = newSecret();
      // The worker reads the secret when it claims a delivery: every one claimed after this commit is signed with the new one.
      const [row] = await ctx.handle.query<{ id: number; version: number }>(
        `UPDATE webhook_endpoints SET secret = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING id, version`,
        [idOf(req.params.id), secret],
      );
      if (!row) throw notFound('No such webhook endpoint.');
      return { data: row, secret, message: WEBHOOK_SECRET_MESSAGES.rotated };
    },
  );
}

interface Claimed {
  id: number;
  url: string;
  secret: string;
  event: string;
  event_id: string;
  case_id: number | null;
  case_no: string | null;
  attempts: number;
  data: Record<string, unknown>;
  occurred_at: string;
  expired: boolean;
}

/**
 * One pass of the webhook worker. A delivery is claimed by one worker of one instance only
 * (FOR UPDATE SKIP LOCKED, then a lease), and only when no earlier delivery of the same endpoint
 * and case is still pending, so a bank receives a case's milestones in order.
 */
export async function sendDueDeliveries(ctx: Ctx, log: FastifyBaseLogger): Promise<number> {
  const claimed = await ctx.handle.query<Claimed>(
    `UPDATE webhook_deliveries d SET attempts = d.attempts + 1, locked_until = now() + make_interval(secs => $1::float8 / 1000)
     FROM webhook_endpoints w, milestone_events e
     WHERE w.id = d.endpoint_id AND e.id = d.event_id AND d.id IN (
       SELECT x.id FROM webhook_deliveries x
       WHERE x.status = 'PENDING' AND x.next_at <= now() AND (x.locked_until IS NULL OR x.locked_until < now())
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries y WHERE y.endpoint_id = x.endpoint_id AND y.case_id = x.case_id
                         AND y.status = 'PENDING' AND y.id < x.id)
       ORDER BY x.id LIMIT 20 FOR UPDATE SKIP LOCKED)
     RETURNING d.id, d.url, w.secret, d.event, d.event_id, d.case_id, d.case_no, d.attempts, e.data, e.created_at AS occurred_at,
               e.created_at < now() - make_interval(secs => $2::float8 / 1000) AS expired`,
    [LEASE_MS, WEBHOOK_RETRY_WINDOW_MS / 1000],
  );
  await Promise.all(claimed.map((d) => deliver(ctx, d, log)));
  return claimed.length;
}

async function deliver(ctx: Ctx, d: Claimed, log: FastifyBaseLogger) {
  const body = JSON.stringify({
    id: `evt_${d.event_id}`,
    event: d.event,
    occurred_at: new Date(d.occurred_at).toISOString(),
    case: d.case_id ? { id: d.case_id, case_no: d.case_no } : null,
    data: d.data,
  });
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signature(d.secret, body),
        'x-event-id': `evt_${d.event_id}`,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    await res.body?.cancel();
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (err) {
    error = ((err as Error).message || String(err)).slice(0, 500);
  }
  const ms = Math.round(performance.now() - started);
  if (!error) {
    await ctx.handle.query(
      `UPDATE webhook_deliveries SET status = 'DELIVERED', delivered_at = now(), response_status = $2, response_ms = $3, last_error = NULL,
         locked_until = NULL, updated_at = now(), version = version + 1 WHERE id = $1`,
      [d.id, status, ms],
    );
    return;
  }
  // The window counts from the milestone: a delivery sent again after it gets one more try.
  const last = d.expired;
  if (last) log.warn({ deliveryId: d.id, error }, 'webhook delivery failed for good');
  // A failed delivery sent again goes at once.
  const wait = last ? 0 : Math.min(backoffMs(ctx.config.milestoneRetryMs, d.attempts), MAX_WAIT_MS);
  await ctx.handle.query(
    `UPDATE webhook_deliveries SET status = $2, response_status = $3, response_ms = $4, last_error = $5, locked_until = NULL,
       next_at = now() + make_interval(secs => $6::float8 / 1000), updated_at = now(), version = version + 1 WHERE id = $1`,
    [d.id, last ? 'FAILED' : 'PENDING', status, ms, error, wait],
  );
}
