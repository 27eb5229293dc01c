// The strict Content-Security-Policy (no inline script, no eval) holds for the whole suite: every
// page of the registry, visited as admin (and the public and sign-in screens signed out), raises
// no CSP violation. Pages come from the registry the server serves, so pages remotes add later are
// visited too. The signed-in pages are watched by the kit-a11y-N files, which visit every one of
// them as admin anyway (a11y-kit.ts checkSignedInShare); this file loads one of them in full (the
// shell's own start under the policy) and visits the sign-in and public screens signed out.
import { e2eSuite, fetchRegistry, type PageDecl, type RegistryRemote } from '../lib/index';
import { reportCsp, watchCsp } from './csp-watch';

const e2e = e2eSuite();

const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');

function pagesOf(registry: { remotes: Record<string, RegistryRemote> }, layouts: (PageDecl['layout'] | undefined)[]) {
  return Object.values(registry.remotes).flatMap((remote) =>
    remote.pages
      .filter((p) => layouts.includes(p.layout ?? (p.path.startsWith('/admin') ? 'admin' : undefined)))
      .map((p) => ({ remote, page: p })),
  );
}

e2e.test(
  'a signed-in page loaded in full, as admin: no CSP violation',
  async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/admin/userCreation');
    await page.locator('main').waitFor();
    // Not 'networkidle': a signed-in page keeps its live-events stream open. The list's rows mean
    // the shell, the remote and their API reads have all run.
    await page.waitForLoadState('load');
    await page.getByRole('table', { name: 'Users', exact: true }).getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    reportCsp(violations, 1, 'admin');
  },
  { as: 'admin' },
);

e2e.test('the sign-in and public screens, signed out: no CSP violation', async ({ page, suite }) => {
  let at = '/auth/login';
  const violations = await watchCsp(page, () => at);
  const registry = await fetchRegistry(suite.baseUrl);
  const targets = pagesOf(registry, ['auth', 'public']).map(({ page: p }) => concrete(p.path));
  const paths = [...new Set(['/auth/login', '/auth/employeeLogin', '/auth/branchlogin', '/forgot-password', '/register-user', ...targets])];
  for (const path of paths) {
    at = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  reportCsp(violations, paths.length, 'public');
  // The watcher itself works, and the policy is really there: an injected inline script is blocked.
  at = 'probe';
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  await page.waitForTimeout(200);
  if (ran) throw new Error('an inline script ran: the page has no strict script-src');
  if (!violations.some((v) => v.page === 'probe'))
    throw new Error('the blocked inline script raised no violation event: the watcher is broken');
});
