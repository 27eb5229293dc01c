// Chromium through playwright-core (the system /usr/bin/chromium; playwright's download is not
// reachable here), and a recorder of what a page fetches.
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(tmp) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ARGS,
    headless: true,
    tracesDir: path.join(tmp, 'traces'),
  });
}

/**
 * Records every finished response of a page: URL, resource type, content-encoding, bytes on the
 * wire (body only) and the decoded size. `gzipOf` re-compresses a body at gzip level 9 when the
 * server sent it uncompressed, so figures stay comparable.
 */
export function recordResponses(page) {
  const seen = [];
  const failed = [];
  const pending = new Set();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const onRequest = (request) => {
    // A server-sent event stream (/api/events) stays open for the page's life: never idle-blocking.
    if (request.headers().accept === 'text/event-stream') return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onFailed = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  };
  const onFinished = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    const job = (async () => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const headers = await response.allHeaders();
      let decoded = 0;
      let gzip = null;
      let text;
      try {
        const body = await response.body();
        decoded = body.length;
        gzip = zlib.gzipSync(body, { level: 9 }).length;
        if (request.resourceType() === 'script') text = body.toString('utf8');
      } catch {
        // redirects and 304s have no body
      }
      seen.push({
        url: response.url(),
        status: response.status(),
        type: request.resourceType(),
        contentType: headers['content-type'] ?? '',
        encoding: headers['content-encoding'] ?? 'identity',
        wireBytes: sizes.responseBodySize,
        decodedBytes: decoded,
        gzipBytes: gzip,
        text,
      });
    })().catch(() => {});
    pending.add(job);
    job.finally(() => pending.delete(job));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  return {
    failed,
    /** Resolves once nothing has been in flight for `quietMs` (SPA navigations never re-fire load). */
    async idle(quietMs = 600, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (inFlight.size || Date.now() - lastActivity < quietMs) {
        if (Date.now() > until) throw new Error(`network still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url())}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
      return seen;
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfailed', onFailed);
      page.off('requestfinished', onFinished);
    },
  };
}

export const isScript = (r) => r.type === 'script' || /javascript/.test(r.contentType);
