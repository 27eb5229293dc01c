import PDFDocument from 'pdfkit';

export interface LetterPdf {
  title: string;
  body: string;
  letterNo: string;
  branch: string | null;
}

/** A one- or two-page A4 letter on the firm's letterhead (pdfkit, standard fonts: nothing to load). */
export function letterPdf(l: LetterPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${l.title} ${l.letterNo}`, Author: 'Valuation Back Office' } });
    const chunks: Buffer[] = [];
    const stream = doc as unknown as NodeJS.ReadableStream;
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks as unknown as Uint8Array[])));
    stream.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1a365d').text('Valuation Back Office', { align: 'left' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#4a5568')
      .text(`Property valuation and technical due diligence${l.branch ? ` · ${l.branch} branch` : ''}`);
    doc
      .moveTo(56, doc.y + 6)
      .lineTo(539, doc.y + 6)
      .strokeColor('#1a365d')
      .lineWidth(1)
      .stroke();
    doc.moveDown(2);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000').text(l.title, { align: 'center' });
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(11).text(l.body, { align: 'left', lineGap: 3 });
    doc.end();
  });
}
