import { heading, letterhead, pairs, renderPdf } from '../../pdf/engine';
import { apfReportFacts, apfReportSections, type ApfReport } from 'mfe-realestate/model';

/** The APF report of a project as a PDF (pdfmake, as the case report): the same lines as the page. */
export function apfReportPdf(r: ApfReport, firm: { name: string; lines: string[] }): Promise<Buffer> {
  return renderPdf({
    title: `APF report ${r.project.name}`,
    author: firm.name,
    content: [
      ...letterhead(firm),
      { text: 'PROJECT APF REPORT', style: 'title' },
      heading('Project'),
      pairs(apfReportFacts(r), 150),
      ...apfReportSections(r).flatMap((s) => [heading(s.title), { ul: s.lines.length ? s.lines : [s.empty] }]),
    ],
  });
}
