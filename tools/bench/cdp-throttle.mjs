// A phone's network for every page and service worker of a browser, and its CPU for every page,
// through the DevTools protocol on its own WebSocket: Playwright's page sessions reach pages only,
// and a service worker fetching for the page would otherwise have the full network. (The CPU
// slowdown is an Emulation setting of page targets: a service worker's own script runs at full speed.) The network's conditions belong to the
// target, not the session: Playwright's setOffline would overwrite them, so going offline and back
// is done here too.
/* global WebSocket -- Node 22's */
import { chromium } from 'playwright-core';
import { freePort } from './server.mjs';

/** Chrome DevTools' 'Slow 4G' preset (its former 'Fast 3G'): 562.5 ms, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const FULL = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Chromium with a remote-debugging port (beside Playwright's pipe): resolves { browser, throttle }. */
export async function throttledBrowser(tmp) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${port}`],
    headless: true,
    tracesDir: tmp,
  });
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  const sessions = new Map(); // sessionId -> target type
  let network = FULL;
  let cpu = 1;
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      waiting.set(n, { resolve, reject });
      ws.send(JSON.stringify({ id: n, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const apply = async (sessionId, type) => {
    await send('Network.enable', {}, sessionId);
    await send('Network.emulateNetworkConditions', network, sessionId);
    if (type === 'page') await send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
  };
  ws.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    if (msg.id && waiting.has(msg.id)) {
      const w = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (msg.error) w.reject(new Error(`${msg.error.message}`));
      else w.resolve(msg.result);
      return;
    }
    if (msg.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo, waitingForDebugger } = msg.params;
      sessions.set(sessionId, targetInfo.type);
      // Throttled before its first request, then let go.
      void apply(sessionId, targetInfo.type)
        .catch(() => undefined)
        .finally(() => waitingForDebugger && send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined));
    }
    if (msg.method === 'Target.detachedFromTarget') sessions.delete(msg.params.sessionId);
  };
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  const all = () => Promise.all([...sessions].map(([s, type]) => apply(s, type).catch(() => undefined)));
  return {
    browser,
    /** Sets the network ('slow4g' | 'offline' | 'full') of every page and worker and the CPU slowdown of every page, now and to come. */
    async throttle(net, rate = cpu) {
      network = net === 'slow4g' ? SLOW_4G : net === 'offline' ? OFFLINE : FULL;
      cpu = rate;
      await all();
    },
    async close() {
      ws.close();
      await browser.close();
    },
  };
}
