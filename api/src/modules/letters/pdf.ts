import { letterhead, renderPdf } from '../../pdf/engine';

export interface LetterPdf {
  title: string;
  body: string;
  letterNo: string;
  firm: { name: string; lines: string[] };
}

/** An A4 letter on the firm's letterhead (Company Master), laid out by pdfmake: the body wraps and paginates. */
export function letterPdf(l: LetterPdf): Promise<Buffer> {
  return renderPdf({
    title: `${l.title} ${l.letterNo}`,
    author: l.firm.name,
    pageMargins: [56, 48, 56, 56],
    defaultStyle: { font: 'DejaVu', fontSize: 10.5, lineHeight: 1.3 },
    content: [
      ...letterhead(l.firm),
      { text: `Ref.: ${l.letterNo}`, alignment: 'right', fontSize: 9, margin: [0, 0, 0, 12] },
      { text: l.title, style: 'title' },
      ...l.body.split(/\n{2,}/).map((p) => ({ text: p, margin: [0, 0, 0, 8] })),
    ],
  });
}
