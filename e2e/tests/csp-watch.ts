// The Content-Security-Policy violations a page raises, from the DOM event and from Chromium's
// console report, across full loads and the app's own navigations: security-csp.test.ts, and the
// kit-a11y-N files, which watch while they visit every signed-in page anyway.
import type { Page } from 'playwright-core';

export type CspViolation = { page: string; directive: string; blocked: string; sample?: string };

/**
 * Starts collecting `page`'s violations into the answered list, each named by `current()` (by
 * default the path the page shows). Call it before the page's first load.
 */
export async function watchCsp(page: Page, current: () => string = () => new URL(page.url()).pathname): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__cspViolation', (v: Omit<CspViolation, 'page'>) => violations.push({ page: current(), ...v }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: unknown): void }).__cspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text()))
      violations.push({ page: current(), directive: 'console', blocked: msg.text().slice(0, 300) });
  });
  return violations;
}

/** Fails naming each violation; prints the figures either way. */
export function reportCsp(violations: CspViolation[], visited: number, what: string): void {
  console.log(`# figures: ${visited} ${what} pages visited, ${violations.length} CSP violations`);
  if (violations.length)
    throw new Error(`CSP violations:\n${violations.map((v) => `${v.page}: ${v.directive} ${v.blocked} ${v.sample ?? ''}`).join('\n')}`);
}
