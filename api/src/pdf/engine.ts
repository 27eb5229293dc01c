import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, DocDefinition } from 'pdfmake';

export type { Content };

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

type PdfMake = (typeof import('pdfmake'))['default'];
let engine: Promise<PdfMake> | undefined;

/**
 * pdfmake (with pdfkit under it) is loaded for the first document, not at every server start (a
 * quarter of a second of CPU). DejaVu Sans (npm dejavu-fonts-ttf): TrueType with the rupee sign
 * (U+20B9) and the Latin letters of Indian names. pdfmake embeds a subset of it in every PDF, so no
 * page depends on the reader's fonts.
 */
function pdfEngine(): Promise<PdfMake> {
  engine ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      DejaVu: {
        normal: path.join(FONT_DIR, 'DejaVuSans.ttf'),
        bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
        italics: path.join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
        bolditalics: path.join(FONT_DIR, 'DejaVuSans-BoldOblique.ttf'),
      },
    });
    // Documents are built from data, never from paths or URLs a user typed: images come in as buffers.
    pdfmake.setLocalAccessPolicy((p) => p.startsWith(FONT_DIR));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  });
  return engine;
}

/** Amounts as printed: the rupee sign and Indian grouping (₹ 12,34,567.00); '-' when unknown. */
export function rupees(v: unknown): string {
  if (v == null || v === '' || Number.isNaN(Number(v))) return '-';
  return `₹ ${Number(v).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A section heading. */
export const heading = (text: string): Content => ({ text, style: 'h2', margin: [0, 10, 0, 4] });

/** Label / value rows as a two-column table: long values wrap inside their cell. */
export function pairs(list: readonly (readonly [string, string])[], labelWidth = 170): Content {
  return {
    table: { widths: [labelWidth, '*'], body: list.map(([k, v]) => [{ text: k, bold: true }, { text: v }]) },
    layout: 'lightHorizontalLines',
  };
}

/** The firm's letterhead (company profile and the office): the first block of every document. */
export function letterhead(firm: { name: string; lines: readonly string[] }): Content[] {
  return [
    { text: firm.name, style: 'firm', alignment: 'center' },
    ...firm.lines.filter(Boolean).map((l): Content => ({ text: l, alignment: 'center', fontSize: 8, color: '#4a5568' })),
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 511, y2: 4, lineWidth: 1, lineColor: '#1a365d' }], margin: [0, 0, 0, 8] },
  ];
}

/** Renders an A4 document in the house style (DejaVu Sans 9 pt, 42 pt margins, page numbers). */
export async function renderPdf(def: DocDefinition & { title: string; author?: string }): Promise<Buffer> {
  const { title, author, ...rest } = def;
  const pdfmake = await pdfEngine();
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [42, 42, 42, 48],
      info: { title, author: author ?? '', creator: 'Valuation Back Office' },
      defaultStyle: { font: 'DejaVu', fontSize: 9, lineHeight: 1.15 },
      styles: {
        firm: { fontSize: 15, bold: true, color: '#1a365d' },
        title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 4, 0, 8] },
        h2: { fontSize: 11, bold: true, color: '#1a365d' },
        small: { fontSize: 7.5, color: '#4a5568' },
      },
      footer: (page: number, pages: number) => ({
        text: `${title} · page ${page} of ${pages}`,
        style: 'small',
        alignment: 'center',
        margin: [0, 16, 0, 0],
      }),
      ...rest,
    })
    .getBuffer();
}
