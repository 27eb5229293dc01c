// Issue 29 point 1: every kit table reads cleanly at 1440 px and at 390 px. Measured with the DOM
// on the pages the kit-a11y-* files load anyway (both widths on one load of each page):
// - no cell's word or figure is split across lines: each word's Range gives its line boxes
//   (getClientRects), and a word on two lines has boxes at two heights;
// - no column lies outside the visible frame: the page never scrolls sideways, a table's frame
//   stays inside the page, and a frame that does not scroll shows each column header whole.
import type { Page } from 'playwright-core';

export const WIDE = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** What is wrong with the page's kit tables at the current width (at most a few per table). */
function measure(): string[] {
  const found: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) found.push(`the page scrolls sideways (${page.scrollWidth} px in ${window.innerWidth})`);
  for (const frame of document.querySelectorAll<HTMLElement>('main .kit-frame')) {
    const table = frame.querySelector('table');
    if (!table) continue;
    const name = table.getAttribute('aria-label') ?? 'a table';
    const problems: string[] = [];
    const box = frame.getBoundingClientRect();
    if (box.right > window.innerWidth + 1) problems.push(`its frame ends at ${Math.round(box.right)} px, past the page`);
    const scrolls = ['auto', 'scroll'].includes(getComputedStyle(frame).overflowX);
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')];
    for (const th of headers) {
      const r = th.getBoundingClientRect();
      if (!r.width) continue; // a phone's cards hide the header row
      if (!scrolls && (r.left < box.left - 1 || r.right > box.right + 1))
        problems.push(`column '${th.textContent?.trim()}' lies outside the frame`);
    }
    const labels = headers.map((th) => th.textContent?.trim() ?? '');
    for (const td of table.querySelectorAll<HTMLTableCellElement>('tbody td:not(.kit-state)')) {
      const label = td.getAttribute('data-label') ?? labels[td.cellIndex] ?? '';
      const cell = td.getBoundingClientRect();
      if (!scrolls && cell.width && cell.right > box.right + 1) problems.push(`a '${label}' cell runs past the frame`);
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        // A word may break after a hyphen between letters ('Co-|operative'), as print does; a
        // figure or date never ('2026-|10-31' is split).
        for (const m of text.matchAll(/(?:[^\s-]|(?<![A-Za-z])-|-(?![A-Za-z]))+-?/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 3)));
          if (tops.size > 1) problems.push(`'${m[0]}' in column '${label}' is split across lines`);
        }
      }
    }
    const unique = [...new Set(problems)];
    if (unique.length) found.push(`${name}: ${unique.slice(0, 4).join('; ')}${unique.length > 4 ? ` (+${unique.length - 4} more)` : ''}`);
  }
  return found;
}

/** The layout problems of the loaded page at 1440 px, then at 390 px (the viewport is left wide again). */
export async function tableLayout(page: Page): Promise<string[]> {
  if (!(await page.locator('main .kit-frame').count())) return [];
  const out: string[] = [];
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    // Two frames: the resize's layout is done before the DOM is read. The tables then answer the
    // new width themselves (a ResizeObserver folds the row actions, React renders it in slices): on
    // a loaded machine that can take longer, so a finding counts only when it is still there after
    // the page had time to settle (a real one always is; what a user sees is the settled page).
    let found: string[] = [];
    for (let look = 0; look < 4 && (look === 0 || found.length); look++) {
      if (look) await page.waitForTimeout(400);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      found = await page.evaluate(measure);
    }
    for (const p of found) out.push(`at ${size.width} px: ${p}`);
  }
  await page.setViewportSize(WIDE);
  return out;
}
