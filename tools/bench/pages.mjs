// Loads the suite's pages in a fresh browser context (cold cache) and sums what they fetched.
import { isScript, recordResponses } from './browser.mjs';

export const SESSION_STORAGE_KEY = 'valuation-backoffice.login';

/**
 * A cold-cache context that asks for gzip only, so byte counts are gzip figures (Chromium would
 * otherwise take brotli, which the server prefers). `login` pre-seeds a stored session.
 */
export async function coldContext(browser, url, login) {
  return browser.newContext({
    viewport: { width: 1366, height: 800 },
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    storageState: login
      ? { cookies: [], origins: [{ origin: url, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(login) }] }] }
      : undefined,
  });
}

export function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => {
    const where = m.location()?.url ?? '';
    // Chromium asks for /favicon.ico on its own; a missing icon is not an app error.
    if (m.type() === 'error' && !where.endsWith('/favicon.ico')) errors.push(`${m.text()} ${where}`.trim());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Sums the scripts of a recording; bodies the server did not gzip are gzipped here (level 9). */
export function scriptFigures(responses) {
  const scripts = responses.filter(isScript);
  let bytes = 0;
  let selfGzipped = 0;
  const errors = responses.filter((r) => r.status >= 400).map((r) => `${r.status} ${new URL(r.url).pathname}`);
  for (const r of scripts) {
    if (r.encoding === 'gzip') bytes += r.wireBytes;
    else {
      bytes += r.gzipBytes ?? r.wireBytes;
      selfGzipped += 1;
    }
  }
  const path = (u) => new URL(u).pathname;
  const entries = responses.filter((r) => /\/remoteEntry\.js$/.test(path(r.url)));
  const manifests = responses.filter((r) => /\/mf-manifest\.json$/.test(path(r.url)));
  const remoteOf = (u) => path(u).split('/')[2];
  return {
    count: scripts.length,
    kb: bytes / 1024,
    selfGzipped,
    errors,
    entries: entries.map((r) => remoteOf(r.url)),
    manifests: manifests.map((r) => remoteOf(r.url)),
    largest: [...scripts]
      .sort((a, b) => b.decodedBytes - a.decodedBytes)
      .slice(0, Number(process.env.BENCH_TOP ?? 8))
      .map((r) => `${path(r.url)} ${(((r.encoding === 'gzip' ? r.wireBytes : r.gzipBytes) ?? 0) / 1024).toFixed(1)} KB gz`),
  };
}

/** Scripts that carry a copy of react-dom's client (its fiber key prefix): 1 = React loaded once. */
export const reactDomCopies = (responses) => responses.filter((r) => r.text?.includes('__reactFiber$')).length;

export { recordResponses };
