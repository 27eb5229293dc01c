// Checks every generated PDF must pass (issue 25): no two words overlap on any page, every font is
// embedded, money carries the rupee sign, and a signed file's digest is valid (and a changed byte
// makes it invalid). Uses Debian's poppler-utils (pdftotext, pdffonts, pdfsig).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function tool(name: string, args: string[]): { out: string; code: number } {
  const r = spawnSync(name, args, { encoding: 'utf8' });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
    assert.fail(`${name} is missing: install poppler-utils (apt-get install -y poppler-utils) to check generated PDFs`);
  }
  return { out: `${r.stdout}${r.stderr}`, code: r.status ?? -1 };
}

function withFile<T>(pdf: Buffer, fn: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, new Uint8Array(pdf));
    return fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]);

interface Word {
  page: number;
  text: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The words of every page with their boxes (pdftotext -bbox-layout). */
export function wordBoxes(pdf: Buffer): Word[] {
  const html = withFile(pdf, (file) => tool('pdftotext', ['-bbox-layout', file, '-']).out);
  const words: Word[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((page, i) => {
      for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
        words.push({ page: i + 1, x1: +m[1], y1: +m[2], x2: +m[3], y2: +m[4], text: unescape(m[5]) });
      }
    });
  return words;
}

/** Pairs of words whose boxes overlap by more than a hair (0.5 pt each way). */
export function overlaps(words: Word[]): string[] {
  const found: string[] = [];
  const byPage = new Map<number, Word[]>();
  for (const w of words) byPage.set(w.page, [...(byPage.get(w.page) ?? []), w]);
  for (const [page, list] of byPage) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
        const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
        if (w > 0.5 && h > 0.5) found.push(`page ${page}: "${a.text}" and "${b.text}"`);
      }
    }
  }
  return found;
}

/** Fonts that are not embedded (pdffonts' emb column). */
export function unembeddedFonts(pdf: Buffer): string[] {
  const out = withFile(pdf, (file) => tool('pdffonts', [file]).out);
  const lines = out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim());
  assert.ok(lines.length > 0, `pdffonts lists no font: ${out}`);
  // Columns: name type encoding emb sub uni object-id gen: emb is the fourth from the end.
  return lines.filter((l) => l.trim().split(/\s+/).at(-4) !== 'yes');
}

/** pdfsig's verdict of a signed file: "valid", or what it said. */
export function signatureVerdict(pdf: Buffer): string {
  const out = withFile(pdf, (file) => tool('pdfsig', [file]).out);
  return /Signature Validation: Signature is Valid\./.test(out) ? 'valid' : out;
}

/** The full check of one generated PDF; `money` is an amount the document must print with ₹. */
export function checkPdf(pdf: Buffer, what: string, opts: { signed: boolean; money?: string }): string {
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', `${what}: not a PDF`);
  const words = wordBoxes(pdf);
  assert.ok(words.length > 20, `${what}: pdftotext found ${words.length} words`);
  assert.deepEqual(overlaps(words), [], `${what}: words overlap`);
  assert.deepEqual(unembeddedFonts(pdf), [], `${what}: fonts not embedded`);
  const text = words.map((w) => w.text).join(' ');
  if (opts.money)
    assert.ok(
      text.includes(`₹ ${opts.money}`) || text.includes(`₹${opts.money}`),
      `${what}: no "₹ ${opts.money}" in: ${text.slice(0, 800)}`,
    );
  if (opts.signed) {
    assert.equal(signatureVerdict(pdf), 'valid', `${what}: pdfsig`);
    const changed = Buffer.from(new Uint8Array(pdf));
    const at = Math.floor(changed.length / 3); // inside the signed range (the signature sits near the end)
    changed[at] = changed[at] ^ 0x01;
    assert.match(signatureVerdict(changed), /Digest Mismatch|not valid|invalid/i, `${what}: a changed byte must break the signature`);
  } else {
    assert.doesNotMatch(
      withFile(pdf, (file) => tool('pdfsig', [file]).out),
      /Signature #1/,
      `${what}: should not be signed`,
    );
  }
  if (process.env.PDF_CHECK_DUMP)
    writeFileSync(path.join(process.env.PDF_CHECK_DUMP, `${what.replace(/[^a-z0-9]+/gi, '-')}.pdf`), new Uint8Array(pdf));
  return text;
}
