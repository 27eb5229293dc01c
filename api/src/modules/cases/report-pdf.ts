import type { FileStore } from '../../files/index';
import { letterhead, renderPdf, type Content } from '../../pdf/engine';
import { signPdf } from '../../pdf/sign';
import type { Runner } from '../../db/rows';
import { gatherReport, type ReportData } from './report-data';
import * as s from './report-sections';

/** Used when the bank master has no declaration of its own for the client. */
export const STANDARD_DECLARATION =
  'I hereby declare that: (a) the property was inspected by our engineer on the date stated and the information ' +
  'furnished in this report is true and correct to the best of my knowledge and belief; (b) I have no direct or ' +
  'indirect interest in the property valued; (c) the valuation has been made on the basis of the documents perused ' +
  'and the site inspection, following the sales comparison method; (d) I have not been found guilty of misconduct in ' +
  'my professional capacity; (e) this report is furnished for the purpose stated and for the use of the bank named only.';

const firmName = (d: ReportData) => String(d.firm?.trade_name ?? d.firm?.legal_name ?? 'Valuation Back Office');

function head(d: ReportData): Content[] {
  const f = d.firm ?? {};
  const o = d.office ?? {};
  const address = [f.registered_address, f.city, f.state, f.pincode].filter(Boolean).join(', ');
  return letterhead({
    name: firmName(d),
    lines: [
      f.trade_name && f.legal_name !== f.trade_name ? String(f.legal_name) : '',
      address ? `Registered office: ${address}` : '',
      `${String(o.branch_name ?? '-')} office: ${String(o.address ?? '-')}${o.gstin ? ` · GSTIN ${String(o.gstin)}` : ''}`,
      [f.phone, f.email, f.website].filter(Boolean).join(' · '),
    ],
  });
}

const valuerLines = (d: ReportData): [string, string][] => [
  ['Valuer', d.valuer?.name ?? '-'],
  ['Qualification', d.valuer?.qualification ?? '-'],
  ['Registration No.', d.valuer?.regNo ?? '-'],
  ['Inspecting engineer', d.engineer ?? '-'],
];

function signature(d: ReportData): Content {
  return {
    unbreakable: true,
    margin: [0, 16, 0, 0],
    columns: [
      { width: '*', text: `Place: ${String(d.office?.branch_name ?? '-')}\nDate: ${s.day(d.c.released_at)}` },
      {
        width: 230,
        stack: [
          { text: `For ${String(d.firm?.legal_name ?? firmName(d))}`, bold: true },
          { text: 'Digitally signed', italics: true, color: '#4a5568', margin: [0, 14, 0, 2] },
          { text: d.valuer?.name ?? '-', bold: true },
          { text: d.valuer?.qualification ?? '' },
          { text: `Registered Valuer, Reg. No. ${d.valuer?.regNo ?? '-'}` },
        ],
      },
    ],
  };
}

const declaration = (d: ReportData): Content[] => [
  s.heading("Valuer's declaration"),
  { text: d.bank.declaration?.trim() || STANDARD_DECLARATION, alignment: 'justify' },
];

/** Photographs on pages of their own, two a page, each with its caption. */
function photos(d: ReportData): Content[] {
  if (!d.photos.length) return [];
  return [
    { text: 'Site photographs', style: 'h2', pageBreak: 'before', margin: [0, 0, 0, 6] },
    ...d.photos.map((p, i): Content => ({
      unbreakable: true,
      margin: [0, 0, 0, 10],
      stack: [
        { image: `data:image/jpeg;base64,${p.image.toString('base64')}`, fit: [511, 330], alignment: 'center' },
        { text: s.caption(p, i + 1, d.c), style: 'small', alignment: 'center', margin: [0, 3, 0, 0] },
      ],
    })),
  ];
}

/** The default layout: the case as inspected, then the valuation, the declaration and signature. */
function defaultLayout(d: ReportData): Content[] {
  return [
    ...head(d),
    { text: 'VALUATION REPORT', style: 'title' },
    s.identity(d),
    s.heading('Parties'),
    s.parties(d),
    s.heading('Property and its identification'),
    s.property(d),
    s.heading('Areas'),
    s.areas(d),
    s.heading('Valuation method and calculation'),
    ...s.method(d),
    s.heading('Values'),
    s.values(d),
    s.heading('NDMA risk and flags'),
    s.ndma(d),
    s.heading('Documents perused'),
    s.documents(d),
    s.heading('Valuer and inspection'),
    s.pairs(valuerLines(d)),
    s.heading('Reviewed by'),
    s.reviewers(d),
    ...declaration(d),
    signature(d),
    ...photos(d),
  ];
}

/**
 * The public sector bank format: Part A (valuer, bank's reference, the values up front), Part B
 * (the property, areas and calculation), Part C (risk, documents, review), then the declaration.
 */
function psbLayout(d: ReportData): Content[] {
  return [
    ...head(d),
    { text: 'REPORT OF VALUATION OF IMMOVABLE PROPERTY', style: 'title' },
    s.heading('Part A: Valuer, purpose and summary of values'),
    s.pairs([...valuerLines(d), ['Empanelment No. with the bank', d.bank.empanelment_no ?? '-']]),
    s.identity(d),
    s.values(d),
    s.heading('Part B: Property, areas and calculation'),
    s.parties(d),
    s.property(d),
    s.areas(d),
    ...s.method(d),
    s.heading('Part C: Risk, documents and review'),
    s.ndma(d),
    { text: 'Documents perused', bold: true, margin: [0, 6, 0, 2] },
    s.documents(d),
    { text: 'Reviewed by', bold: true, margin: [0, 6, 0, 2] },
    s.reviewers(d),
    ...declaration(d),
    signature(d),
    ...photos(d),
  ];
}

export const REPORT_LAYOUTS: Record<string, (d: ReportData) => Content[]> = { DEFAULT: defaultLayout, PSB_FORMAT: psbLayout };

/** The unsigned report. */
async function renderReport(d: ReportData): Promise<Buffer> {
  const layout = REPORT_LAYOUTS[d.bank.layout] ?? defaultLayout;
  return renderPdf({ title: `Valuation report ${String(d.c.report_no ?? d.c.case_no)}`, author: firmName(d), content: layout(d) });
}

/**
 * The released case's valuation report, laid out as its bank asks and signed with the firm's seal;
 * `timing` (ms of gathering, layout and signing) goes out as Server-Timing for the bench.
 */
export async function reportPdf(
  db: Runner,
  id: number,
  files: FileStore,
): Promise<{ pdf: Buffer; fileName: string; timing: { gather: number; render: number; sign: number } }> {
  const t0 = performance.now();
  const d = await gatherReport(db, id, files);
  const t1 = performance.now();
  const unsigned = await renderReport(d);
  const t2 = performance.now();
  const pdf = await signPdf(unsigned, files, 'Valuation report released', String(d.office?.branch_name ?? 'India'));
  const timing = { gather: t1 - t0, render: t2 - t1, sign: performance.now() - t2 };
  return { pdf, fileName: `valuation-report-${String(d.c.case_no).replace(/\//g, '-')}.pdf`, timing };
}
