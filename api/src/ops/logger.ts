import crypto from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * The server's logger: pino JSON lines (one object per event, for log collectors), or readable
 * lines when standard output is a terminal (`npm start` by hand). Requests are logged one line
 * each, and only when LOG_REQUESTS=1; errors always carry the request id (`reqId`).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>, tty = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  if (!tty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  };
}

/** A caller's X-Request-Id (a proxy's) when it is sane, else a fresh one. */
export function requestId(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && /^[A-Za-z0-9._:-]{1,100}$/.test(given) ? given : crypto.randomUUID();
}

/** Fastify's request lines: none, or (LOG_REQUESTS=1) one compact line when each request ends. */
export class RequestLog extends LogController {
  constructor(private readonly each: boolean) {
    super({ disableRequestLogging: !each });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.each) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
