import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The session token lives in localStorage (spec section 3), so a script injected into the page
 * could read it: a strict Content-Security-Policy is the main defence. No inline script and no
 * eval anywhere (the shell's index.html loads only its bundle; the module-federation runtime
 * loads remote entries as same-origin script files). Styles allow 'unsafe-inline' because
 * Chakra UI's emotion inserts <style> elements at run time. frame-ancestors 'self' lets the
 * split screen frame our own pages and nobody else's frame ours.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  // Tutorial videos play from an object URL of the bytes fetched with the token.
  mediaSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Not upgrade-insecure-requests: plain-http deployments (and the tests) would break; TLS
  // termination in front of the app adds it where it applies.
  upgradeInsecureRequests: null,
};

/** Security headers on every answer, and `Cache-Control: no-store` on every API answer. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Reset links carry their token in the query string: never send a Referer anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
