import PDFDocument from 'pdfkit';
import { apfReportFacts, apfReportSections, type ApfReport } from 'mfe-realestate/model';

/** The APF report of a project as a PDF (pdfkit, as the case report), the same lines as the page. */
export async function apfReportPdf(r: ApfReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 42, info: { Title: `APF report ${r.project.name}` } });
  const chunks: Buffer[] = [];
  const stream = doc as unknown as NodeJS.EventEmitter;
  stream.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => stream.on('end', () => resolve()));
  const width = doc.page.width - 84;

  doc.font('Helvetica-Bold').fontSize(14).text('PROJECT APF REPORT', { align: 'center' }).moveDown(0.4);
  const heading = (title: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor('#1a365d').text(title).fillColor('black').moveDown(0.2);
  };
  heading('Project');
  doc.fontSize(9);
  for (const [k, v] of apfReportFacts(r)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(k, 42, y, { width: 150 });
    doc.font('Helvetica').text(v, 195, y, { width: width - 153 });
    doc.y = Math.max(doc.y, y) + 2;
  }
  for (const s of apfReportSections(r)) {
    heading(s.title);
    doc.font('Helvetica').fontSize(9);
    for (const line of s.lines.length ? s.lines : [s.empty]) doc.text(line, 42, doc.y, { width });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks as unknown as Uint8Array[]);
}
