// Issue 2: server start on a fresh data dir, and the JavaScript the browser needs for the sign-in
// page (cold cache) and the dashboard after signing in, in gzip bytes as they come off the network.
import { coldContext, reactDomCopies, recordResponses, scriptFigures, watchConsole } from './pages.mjs';

export const name = 'issue-2';

const ADMIN = { email: 'admin@example.com', password: 'demo1234' };

async function visit(ctx, browser, url, { login, steps }) {
  const context = await coldContext(browser, url, login);
  const page = await context.newPage();
  const errors = watchConsole(page);
  const rec = recordResponses(page);
  try {
    const marks = await steps(page, rec);
    return { ...marks, errors, page };
  } finally {
    rec.stop();
    await context.close();
  }
}

function describe(ctx, label, fig, errors) {
  ctx.log(`${label}: ${fig.count} scripts, ${fig.kb.toFixed(1)} KB gzip; entries [${fig.entries}] manifests [${fig.manifests}]`);
  for (const l of fig.largest) ctx.log(`    ${l}`);
  for (const e of fig.errors) ctx.log(`    HTTP ${e}`);
  if (fig.selfGzipped) ctx.log(`    ${fig.selfGzipped} script(s) came uncompressed: gzipped here at level 9`);
  for (const e of errors) ctx.log(`    console error: ${e.slice(0, 300)}`);
}

export async function run(ctx) {
  const server = await ctx.server();
  const { url } = server;
  const browser = await ctx.browser();

  // 1. /auth/login, cold cache, then sign in through the form and land on the dashboard.
  const flow = await visit(ctx, browser, url, {
    steps: async (page, rec) => {
      await page.goto(`${url}/auth/login`);
      await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 30_000 });
      await rec.idle();
      const login = scriptFigures(await rec.settle());
      const loginReact = reactDomCopies(await rec.settle());
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
      await rec.idle();
      const all = await rec.settle();
      return { login, loginReact, total: scriptFigures(all), totalReact: reactDomCopies(all), landed: new URL(page.url()).pathname };
    },
  });
  describe(ctx, '/auth/login (cold)', flow.login, []);
  describe(ctx, `sign-in -> ${flow.landed} (total)`, flow.total, flow.errors);

  // 2. /admin/index opened cold with a stored session (a returning user on an empty cache).
  const login = await ctx.signIn(ADMIN.email, ADMIN.password);
  const direct = await visit(ctx, browser, url, {
    login,
    steps: async (page, rec) => {
      await page.goto(`${url}/admin/index`);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
      await rec.idle();
      const all = await rec.settle();
      return { fig: scriptFigures(all), react: reactDomCopies(all) };
    },
  });
  describe(ctx, '/admin/index (cold, stored session)', direct.fig, direct.errors);

  const restarted = await ctx.restartServer();

  const count = (list) => `${list.length}${list.length ? ` (${list.join(', ')})` : ''}`;
  return [
    { metric: 'server start, fresh data dir -> first answer', value: server.startupMs, unit: 'ms' },
    { metric: 'server restart, existing data dir -> first answer', value: restarted.startupMs, unit: 'ms' },
    { metric: '/auth/login JS, cold cache', value: flow.login.kb, unit: 'KB gzip', budget: '<= 280 (issue 8)' },
    { metric: '/auth/login scripts fetched', value: flow.login.count, unit: 'files' },
    { metric: '/auth/login remote entries fetched', value: count(flow.login.entries), unit: 'remoteEntry.js', budget: 'mfe-auth only' },
    { metric: '/auth/login manifests fetched', value: count(flow.login.manifests), unit: 'mf-manifest.json' },
    { metric: '/auth/login react-dom copies', value: flow.loginReact, unit: 'copies', budget: '1' },
    { metric: `sign-in -> ${flow.landed}, JS in all (cold)`, value: flow.total.kb, unit: 'KB gzip', budget: '<= 420 (issue 8)' },
    { metric: `sign-in -> ${flow.landed}, remote entries`, value: count(flow.total.entries), unit: 'remoteEntry.js' },
    { metric: `sign-in -> ${flow.landed}, react-dom copies`, value: flow.totalReact, unit: 'copies', budget: '1' },
    { metric: `sign-in -> ${flow.landed}, console errors`, value: flow.errors.length, unit: 'errors', budget: '0' },
    { metric: '/admin/index JS, cold cache + stored session', value: direct.fig.kb, unit: 'KB gzip', budget: '<= 420 (issue 8)' },
    { metric: '/admin/index remote entries', value: count(direct.fig.entries), unit: 'remoteEntry.js' },
    { metric: '/admin/index console errors', value: direct.errors.length, unit: 'errors', budget: '0' },
  ];
}
