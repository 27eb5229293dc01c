// The site engineer's page starts light (issue 31): the shell starts it without the UI kit, so no
// file of shared/ui (Chakra) is fetched before the day is on screen; the page then loads the kit
// once the phone is idle (kept by the worker for a visit with no network), and its kit parts work.
import { check, e2eSuite, expectText } from '../lib/index';

const e2e = e2eSuite();

e2e.test(
  'the engineer’s page shows the day before any file of the UI kit, then loads the kit and opens a guided visit with it',
  async ({ page }) => {
    // The shell's build lists the files of each shared module it provides, and the light start's own
    // (tools/webpack/initial-chunks-plugin.cjs): the kit's are those of shared/ui the light start lacks.
    const read = async <T>(file: string) => (await (await page.request.get(file)).json()) as T;
    const shared = await read<Record<string, string[]>>('/shared-chunks.json');
    const lightStart = await read<string[]>('/light-start-chunks.json');
    const kit = (shared['shared/ui'] ?? []).filter((f) => !lightStart.includes(f));
    check(kit.length > 0, `the shell should list files of shared/ui beyond the light start's: ${shared['shared/ui']}`);
    // When the day's first heading enters the document, on the page's own clock.
    await page.addInitScript(() => {
      const w = window as unknown as { __dayShownAt?: number };
      new MutationObserver((_m, observer) => {
        if ([...document.querySelectorAll('h2')].some((h) => h.textContent?.startsWith('Today’s appointments'))) {
          w.__dayShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/siteEngineer1');
    await page.getByRole('heading', { name: /^Today’s appointments/ }).waitFor();
    // The light top bar: the page, Sign out and the way to the rest; no side menu.
    await expectText(page.getByRole('banner').getByRole('heading', { level: 1 }), 'Site Engineer');
    check((await page.getByRole('navigation').count()) === 0, 'the light start should show no side menu');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    const kitRequests = async () =>
      page.evaluate(
        (files) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => files.some((f) => new URL(e.name).pathname === `/${f}`))
            .map((e) => ({ file: new URL(e.name).pathname, at: e.startTime })),
        kit,
      );
    // The kit comes once the day is shown and the phone idle: wait for it, then compare the clocks.
    let loaded: { file: string; at: number }[] = [];
    for (let i = 0; i < 100 && !loaded.length; i++) {
      loaded = await kitRequests();
      if (!loaded.length) await page.waitForTimeout(100);
    }
    const shownAt = await page.evaluate(() => (window as unknown as { __dayShownAt?: number }).__dayShownAt ?? NaN);
    check(loaded.length > 0, 'the page should load the kit once the day is shown');
    const early = loaded.filter((r) => !(r.at > shownAt));
    check(!early.length, `no kit file before the day (shown at ${shownAt} ms): ${early.map((r) => `${r.file} at ${r.at} ms`).join(', ')}`);

    // A kit part on the light page: the guided visit of the first card, with its photo checklist.
    const card = page.getByRole('article', { name: /^Visit / }).first();
    const caseNo = ((await card.getAttribute('aria-label')) ?? '').replace(/^Visit /, '');
    await card.getByRole('button', { name: `Guided visit of ${caseNo}` }).click();
    await card.getByRole('list', { name: `Photo checklist of ${caseNo}` }).waitFor();
  },
  { as: 'employee' },
);
