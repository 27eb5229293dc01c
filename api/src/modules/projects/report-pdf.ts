import PDFDocument from 'pdfkit';
import { APF_STATUS_OPTIONS, PROJECT_DOCUMENT_KIND_OPTIONS, PROJECT_STATUS_OPTIONS, UNIT_STATUS_OPTIONS, type ApfReport } from 'mfe-realestate/model';
import type { FieldOption } from 'shared/resources';

const text = (v: unknown) => (v == null || v === '' ? '-' : String(v));
const label = (options: readonly FieldOption[], v: unknown) => options.find((o) => o.value === v)?.label ?? text(v);

/** The APF report of a project as a PDF (pdfkit, as the case report): the project, its APFs, listings, visits, units, documents. */
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
  const pairs = (list: [string, string][]) => {
    doc.fontSize(9);
    for (const [k, v] of list) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(k, 42, y, { width: 150 });
      doc.font('Helvetica').text(v, 195, y, { width: width - 153 });
      doc.y = Math.max(doc.y, y) + 2;
    }
  };
  const lines = (list: string[], empty: string) => {
    doc.font('Helvetica').fontSize(9);
    for (const line of list.length ? list : [empty]) doc.text(line, 42, doc.y, { width });
  };

  const p = r.project;
  heading('Project');
  pairs([
    ['Project', text(p.name)],
    ['Developer', text(p.developer)],
    ['Address', `${text(p.address)}, ${text(p.city)} ${text(p.pincode)}`],
    ['Latitude, longitude', p.latitude != null ? `${p.latitude}, ${p.longitude}` : '-'],
    ['RERA No.', text(p.rera_no)],
    ['Towers / units', `${text(p.towers)} / ${text(p.units)}`],
    ['Status', label(PROJECT_STATUS_OPTIONS, p.status)],
  ]);
  heading('APF approvals');
  lines(
    r.apfs.map(
      (a) =>
        `${a.bank_name}: ${label(APF_STATUS_OPTIONS, a.status)}${a.apf_no ? `, APF No. ${a.apf_no}` : ''}, requested ${a.requested_on}` +
        (a.approved_on ? `, approved ${a.approved_on}, valid to ${text(a.valid_to)}` : ''),
    ),
    'No APF requested.',
  );
  heading('Negative and NPA listings');
  lines(
    r.listings.map((l) => `${l.kind} - ${l.bank_name}, listed ${l.listed_on}: ${l.reason}`),
    'Not listed by any bank.',
  );
  heading('Stage visits');
  lines(
    r.visits.map((v) => `${v.visited_on}: ${v.overall_pct}% overall (${v.engineer_name})`),
    'No stage visit yet.',
  );
  heading('Inventory');
  lines(
    r.units.map((u) => `${label(UNIT_STATUS_OPTIONS, u.status)}: ${u.count} units, ${u.area.toLocaleString('en-IN')} area`),
    'No units recorded.',
  );
  heading('Documents');
  lines(
    r.documents.map((d) => `${label(PROJECT_DOCUMENT_KIND_OPTIONS, d.kind)}: ${d.title}`),
    'No documents.',
  );
  doc.end();
  await done;
  return Buffer.concat(chunks as unknown as Uint8Array[]);
}
