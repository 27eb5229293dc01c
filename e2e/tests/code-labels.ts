// Issue 29 point 3: no code of a description on screen. The codes are the option values of every
// remote's model (statuses, priorities, types, roles…) that are upper-snake ('SITE_VISIT', 'HIGH')
// and have a label of their own; a page shows the label, never the code. Checked on the pages the
// kit-a11y-* files load anyway (no page is loaded twice for it).
import * as auth from 'mfe-auth/model';
import * as bills from 'mfe-bills/model';
import * as cases from 'mfe-cases/model';
import * as hr from 'mfe-hr/model';
import * as masters from 'mfe-masters/model';
import * as realestate from 'mfe-realestate/model';
import * as shared from 'shared/resources';
import type { Page } from 'playwright-core';

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

type Option = { value: unknown; label: unknown };
const isOption = (o: unknown): o is Option => !!o && typeof o === 'object' && 'value' in o && 'label' in o;

/** Every option list reachable from a model's exports: option arrays, fields' options, label maps. */
function collect(value: unknown, into: Map<string, string>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 4) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isOption(item)) {
        const code = String(item.value);
        if (UPPER_SNAKE.test(code) && code.length >= 3 && String(item.label) !== code) into.set(code, String(item.label));
      } else collect(item, into, depth + 1);
    }
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    // A label map (CASE_STATE_LABELS): code -> label.
    if (typeof v === 'string' && UPPER_SNAKE.test(key) && key.length >= 3 && v !== key && /[a-z]/.test(v)) into.set(key, v);
    else collect(v, into, depth + 1);
  }
}

/** Words that are codes and also the plain name of a thing (a file type on a button). */
const ALSO_WORDS = new Set(['PDF', 'JPEG', 'PNG', 'XLSX', 'CSV']);

/** The codes the models describe, each with its label (built once per worker). */
export const DESCRIBED_CODES: ReadonlyMap<string, string> = (() => {
  const codes = new Map<string, string>();
  for (const model of [auth, bills, cases, hr, masters, realestate, shared]) for (const v of Object.values(model)) collect(v, codes);
  // A label that holds its code as a word ('RCC frame', 'Zone III', 'TAT of released reports'): the code is a word staff use.
  for (const [code, label] of codes) if (ALSO_WORDS.has(code) || label.split(/[^A-Za-z0-9_]+/).includes(code)) codes.delete(code);
  return codes;
})();

/**
 * The described codes the page's main region shows: words of its visible text nodes, as written
 * in the DOM (a CSS upper-casing of a label is not a code).
 */
export async function visibleCodes(page: Page): Promise<string[]> {
  const nodes = await page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const out: string[][] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      // A file format's note and a master's own Code column show codes on purpose.
      if (!parent || parent.closest('script, style, option, [hidden], [aria-hidden="true"], [data-file-format], td[data-label="Code"]'))
        continue;
      if (!parent.checkVisibility()) continue;
      // An identifier ('LAP-0001', 'MUM/2526/000123') is one word, not a code and a number.
      out.push((n.textContent ?? '').split(/[^A-Za-z0-9_/-]+/).filter(Boolean));
    }
    return out;
  });
  const shown = new Set<string>();
  for (const words of nodes)
    words.forEach((w, i) => {
      if (!DESCRIBED_CODES.has(w)) return;
      // Beside another capitalised word that is not a code, it is part of a name ('IDFC FIRST Bank').
      const beside = [words[i - 1], words[i + 1]].some((x) => x && /^[A-Z]{2,}$/.test(x) && !DESCRIBED_CODES.has(x));
      if (!beside) shown.add(w);
    });
  return [...shown].map((c) => `${c} (its label: ${DESCRIBED_CODES.get(c)})`);
}
