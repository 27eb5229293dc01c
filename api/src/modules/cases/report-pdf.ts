import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { amountInWords } from 'shared/resources';
import type { FileStore } from '../../files/index';
import { conflict, notFound } from '../../http/errors';
import { dto, one, rows, type Runner } from './sql';
import { readCaseRow, readHistory } from './read';
import {
  AREA_UNIT_OPTIONS,
  istDate,
  labelOf,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  STRUCTURE_OPTIONS,
  TENURE_OPTIONS,
} from 'mfe-cases/model';

type Row = Record<string, unknown>;
const DONE = new Set(['RELEASED', 'DISPATCHED', 'CLOSED']);

/** Amounts in the report: Indian grouping; "Rs." because the standard PDF fonts have no rupee sign. */
const rs = (v: unknown) =>
  v == null ? '-' : `Rs. ${Number(v).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const text = (v: unknown) => (v == null || v === '' ? '-' : String(v));
const day = (v: unknown) => (v ? istDate(new Date(String(v))) : '-');
const yes = (v: unknown) => (v === 'Y' ? 'Yes' : v === 'N' ? 'No' : '-');
const opt = (options: Parameters<typeof labelOf>[0], v: unknown) => (v == null ? '-' : labelOf(options, v));

/** What the report needs besides the case: the firm, the reviewers, the photos. */
async function gather(db: Runner, id: number) {
  const c = await readCaseRow(db, id);
  if (!c) throw notFound('No such case.');
  if (!DONE.has(c.status as string)) throw conflict('The report is generated when the case is released.');
  const firm = await one<Row>(
    db,
    sql`SELECT legal_name, trade_name, registered_address, email, phone, website FROM company_profile LIMIT 1`,
  );
  const office = await one<Row>(
    db,
    sql`SELECT branch_name, address, gstin, state, pincode FROM company_branches WHERE id = ${c.company_branch_id as number}`,
  );
  const history = await readHistory(db, id);
  // The approvals that count: the last submission's level-ups and the release.
  const lastSubmit = history.map((h) => h.from_status === 'WIP' && h.to_status === 'STAGE_REVIEW').lastIndexOf(true);
  const reviewers = history
    .slice(lastSubmit + 1)
    .filter((h) => h.from_status === 'STAGE_REVIEW' && (h.to_status === 'STAGE_REVIEW' || h.to_status === 'RELEASED'))
    .map((h) => ({ level: h.from_level ?? 1, name: h.changed_by_name ?? '-', at: h.changed_at }));
  const photos = (
    await rows<Row>(
      db,
      sql`
    SELECT stored_name, mime_type, latitude, longitude, taken_at FROM case_documents
    WHERE case_id = ${id} AND doc_type = 'PHOTO' AND mime_type IN ('image/jpeg', 'image/png') ORDER BY uploaded_at, id LIMIT 6`,
    )
  ).map((p) => dto<Row>(p));
  return { c, firm, office, reviewers, photos };
}

/**
 * The valuation report of a released case as a PDF (pdfkit): letterhead and office, bank and
 * branch, parties, property, areas, the valuation table in figures and Indian words, NDMA risk,
 * photos with coordinates, reviewers and the signature block.
 */
export async function reportPdf(db: Runner, id: number, files: FileStore): Promise<{ pdf: Buffer; fileName: string }> {
  const { c, firm, office, reviewers, photos } = await gather(db, id);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 42,
    info: { Title: `Valuation report ${c.report_no}`, Author: text(firm?.legal_name ?? 'Valuation Back Office') },
  });
  const chunks: Buffer[] = [];
  const stream = doc as unknown as NodeJS.EventEmitter;
  stream.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => stream.on('end', () => resolve()));
  const width = doc.page.width - 84;

  // Letterhead
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(text(firm?.trade_name ?? firm?.legal_name ?? 'Valuation Back Office'), { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${text(office?.branch_name)} office: ${text(office?.address)}${office?.gstin ? ` | GSTIN ${office.gstin}` : ''}`, {
      align: 'center',
    });
  if (firm?.email || firm?.phone) doc.text([firm?.phone, firm?.email, firm?.website].filter(Boolean).join(' | '), { align: 'center' });
  doc
    .moveTo(42, doc.y + 4)
    .lineTo(42 + width, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).text('VALUATION REPORT', { align: 'center' });
  doc.moveDown(0.4);

  const heading = (title: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor('#1a365d').text(title).fillColor('black').moveDown(0.2);
  };
  const pairs = (list: [string, string][]) => {
    doc.fontSize(9);
    for (const [k, v] of list) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(k, 42, y, { width: 170 });
      doc.font('Helvetica').text(v, 215, y, { width: width - 173 });
      doc.y = Math.max(doc.y, y) + 2;
    }
  };

  pairs([
    ['Report No.', text(c.report_no)],
    ['Case No.', text(c.case_no)],
    ['Date of report', day(c.released_at)],
    ['Date of inspection', day(c.visited_at)],
    ['Purpose', opt(PURPOSE_OPTIONS, c.purpose)],
  ]);
  heading('Bank');
  pairs([
    ['Bank', text(c.bank_name)],
    ['Branch', `${text(c.bank_branch_name)}${c.bank_branch_ifsc ? ` (IFSC ${c.bank_branch_ifsc})` : ''}`],
    ['Bank reference / application', `${text(c.bank_ref_no)} / ${text(c.application_no)}`],
    ['Bank contact', text(c.bank_contact)],
  ]);
  heading('Parties');
  const owners = Array.isArray(c.owners)
    ? (c.owners as { name: string; share?: string }[]).map((o) => `${o.name}${o.share ? ` (${o.share})` : ''}`).join(', ')
    : '-';
  pairs([
    ['Applicant', text(c.applicant_name)],
    ['Co-applicants', Array.isArray(c.co_applicants) && c.co_applicants.length ? (c.co_applicants as string[]).join(', ') : '-'],
    ['Owners', owners],
    ['Site contact', `${text(c.site_contact_name)}${c.site_contact_mobile ? `, ${c.site_contact_mobile}` : ''}`],
  ]);
  heading('Property');
  pairs([
    ['Type / tenure', `${opt(PROPERTY_TYPE_OPTIONS, c.property_type)} / ${opt(TENURE_OPTIONS, c.tenure)}`],
    ['Address per documents', text(c.property_address)],
    ['Address at site', text(c.site_address)],
    ['Survey / CTS / unit no.', text(c.survey_no)],
    ['Village / taluka', `${text(c.village)} / ${text(c.taluka)}`],
    ['District / state / pincode', `${text(c.district)} / ${text(c.state)} / ${text(c.pincode)}`],
    ['Latitude, longitude', c.latitude != null ? `${c.latitude}, ${c.longitude}` : '-'],
    ['Project / floor', `${text(c.project_name)} / ${text(c.floor)}`],
    [
      'Structure / age / occupancy',
      `${opt(STRUCTURE_OPTIONS, c.structure_type)} / ${c.age_years ?? '-'} years / ${opt(OCCUPANCY_OPTIONS, c.occupancy)}`,
    ],
    ['Boundaries (N / S / E / W)', [c.boundary_north, c.boundary_south, c.boundary_east, c.boundary_west].map(text).join(' / ')],
    ['Deviations', text(c.deviations)],
    ['Observations', text(c.observations)],
  ]);
  heading(`Areas (${opt(AREA_UNIT_OPTIONS, c.area_unit ?? 'SQFT')})`);
  pairs([
    ['Land area: documents / site / considered', [c.land_area_doc, c.land_area_site, c.land_area_considered].map(text).join(' / ')],
    ['Built-up / carpet / super built-up', [c.built_up_area, c.carpet_area, c.super_built_up_area].map(text).join(' / ')],
  ]);
  heading('Valuation');
  const table: [string, unknown][] = [
    ['Ready-reckoner rate', c.rr_rate],
    ['Ready-reckoner value', c.rr_value],
    ['Market rate range', null],
    ['Rate adopted', c.rate_adopted],
    ['Fair market value', c.fair_market_value],
    [`Realisable value (${text(c.realisable_pct)}%)`, c.realisable_value],
    [`Distress value (${text(c.distress_pct)}%)`, c.distress_value],
    ['Insurable value', c.insurable_value],
  ];
  doc.fontSize(9);
  for (const [label, value] of table) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 42, y, { width: 170 });
    const figure = label === 'Market rate range' ? `${rs(c.market_rate_min)} to ${rs(c.market_rate_max)}` : rs(value);
    doc.font('Helvetica').text(figure, 215, y, { width: 130, align: 'right' });
    doc.text(value == null ? '' : amountInWords(Number(value)), 355, y, { width: width - 313 });
    doc.y = Math.max(doc.y, y) + 3;
  }
  heading('NDMA risk and flags');
  pairs([
    ['Seismic zone (IS 1893:2025)', text(c.seismic_zone)],
    ['Flood / cyclone / landslide prone', [c.flood_prone, c.cyclone_prone, c.landslide_prone].map(yes).join(' / ')],
    ['Coastal regulation zone', yes(c.coastal_zone)],
    ['Caution area / negative area', `${yes(c.caution_area)} / ${yes(c.negative_area)}`],
    ['Remarks', text(c.risk_note)],
  ]);
  if (photos.length) {
    heading('Site photographs');
    let x = 42;
    for (const p of photos) {
      const file = await files.read(`cases/${String(p.stored_name)}`);
      if (!file) continue;
      if (doc.y > doc.page.height - 200) doc.addPage();
      const y = doc.y;
      try {
        doc.image(file, x, y, { fit: [160, 120] });
      } catch {
        continue; // a corrupt image leaves its slot empty rather than failing the report
      }
      doc
        .fontSize(7)
        .text(
          `${p.latitude ?? '-'}, ${p.longitude ?? '-'} | ${p.taken_at ? String(p.taken_at).slice(0, 16).replace('T', ' ') : '-'}`,
          x,
          y + 122,
          { width: 160 },
        );
      x += 170;
      if (x > 42 + width - 160) {
        x = 42;
        doc.y = y + 140;
      } else doc.y = y;
    }
    doc.x = 42;
    doc.y += 140;
  }
  heading('Reviewed by');
  pairs(reviewers.length ? reviewers.map((r) => [`Level ${r.level}`, `${r.name}, ${day(r.at)}`] as [string, string]) : [['-', '-']]);
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.moveDown(2).fontSize(9).font('Helvetica');
  doc.text(`Inspected by: ${text(c.engineer_name)}`, 42);
  doc.moveDown(2.5);
  doc.text(`For ${text(firm?.legal_name ?? firm?.trade_name ?? 'Valuation Back Office')}`, 42 + width - 220, doc.y, { width: 220 });
  doc.moveDown(2.5);
  doc.text('Authorised Signatory (Registered Valuer)', 42 + width - 220, doc.y, { width: 220 });
  doc.text(`Place: ${text(office?.branch_name)}   Date: ${day(c.released_at)}`, 42 + width - 220, doc.y, { width: 220 });
  doc.end();
  await done;
  return {
    pdf: Buffer.concat(chunks as unknown as Uint8Array[]),
    fileName: `valuation-report-${String(c.case_no).replace(/\//g, '-')}.pdf`,
  };
}
