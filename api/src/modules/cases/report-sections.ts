import { amountInWords } from 'shared/resources';
import { heading, pairs, rupees, type Content } from '../../pdf/engine';
import type { ReportData, ReportPhoto } from './report-data';
import {
  AREA_UNIT_OPTIONS,
  consideredArea,
  DOCUMENT_TYPE_OPTIONS,
  istDate,
  labelOf,
  metresBetween,
  OCCUPANCY_OPTIONS,
  PHOTO_FLAG_LABELS,
  PROPERTY_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  STRUCTURE_OPTIONS,
  TENURE_OPTIONS,
} from 'mfe-cases/model';

/** The report's building blocks; a layout (report-pdf.ts) chooses which and in what order. */
type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null || v === '' ? '-' : String(v));
export const day = (v: unknown) => (v ? istDate(new Date(String(v))) : '-');
const yes = (v: unknown) => (v === 'Y' ? 'Yes' : v === 'N' ? 'No' : '-');
const opt = (options: Parameters<typeof labelOf>[0], v: unknown) => (v == null ? '-' : labelOf(options, v));
const num = (v: unknown) => (v == null || v === '' ? null : Number(v));

/** Date and time in India (the app's clock): 2026-11-20 14:32 IST. */
export function istDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} IST`;
}

export const identity = ({ c, bank }: ReportData): Content =>
  pairs([
    ['Report No.', text(c.report_no)],
    ['Case No.', text(c.case_no)],
    ['Date of report', day(c.released_at)],
    ['Date of inspection', day(c.visited_at)],
    ['Purpose of valuation', opt(PURPOSE_OPTIONS, c.purpose)],
    ['Bank', `${text(c.bank_name)}${bank.empanelment_no ? ` (empanelment ${bank.empanelment_no})` : ''}`],
    ['Branch', `${text(c.bank_branch_name)}${c.bank_branch_ifsc ? ` (IFSC ${c.bank_branch_ifsc})` : ''}`],
    ["Bank's reference / application no.", `${text(c.bank_ref_no)} / ${text(c.application_no)}`],
    ['Bank contact', text(c.bank_contact)],
  ]);

export function parties({ c }: ReportData): Content {
  const owners = Array.isArray(c.owners)
    ? (c.owners as { name: string; share?: string }[]).map((o) => `${o.name}${o.share ? ` (${o.share})` : ''}`).join(', ')
    : '-';
  const co = Array.isArray(c.co_applicants) && c.co_applicants.length ? (c.co_applicants as string[]).join(', ') : '-';
  return pairs([
    ['Applicant', text(c.applicant_name)],
    ['Co-applicants', co],
    ['Owners', owners],
    ['Site contact', `${text(c.site_contact_name)}${c.site_contact_mobile ? `, ${c.site_contact_mobile}` : ''}`],
  ]);
}

export const property = ({ c }: ReportData): Content =>
  pairs([
    ['Type / tenure', `${opt(PROPERTY_TYPE_OPTIONS, c.property_type)} / ${opt(TENURE_OPTIONS, c.tenure)}`],
    ['Address per documents', text(c.property_address)],
    ['Address at site', text(c.site_address)],
    ['Survey / CTS / unit no.', text(c.survey_no)],
    ['Village / taluka', `${text(c.village)} / ${text(c.taluka)}`],
    ['District / state / pincode', `${text(c.district)} / ${text(c.state)} / ${text(c.pincode)}`],
    ['Latitude, longitude', c.latitude != null ? `${c.latitude}, ${c.longitude}` : '-'],
    ['Project / floor', `${text(c.project_name)} / ${text(c.floor)}`],
    ['Structure', opt(STRUCTURE_OPTIONS, c.structure_type)],
    ['Age / occupancy', `${c.age_years ?? '-'} years / ${opt(OCCUPANCY_OPTIONS, c.occupancy)}`],
    ['Boundaries: north', text(c.boundary_north)],
    ['Boundaries: south', text(c.boundary_south)],
    ['Boundaries: east', text(c.boundary_east)],
    ['Boundaries: west', text(c.boundary_west)],
    ['Deviations', text(c.deviations)],
    ['Site observations', text(c.observations)],
  ]);

const unitOf = (c: Row) => opt(AREA_UNIT_OPTIONS, c.area_unit ?? 'SQFT');

export function areas({ c }: ReportData): Content {
  const u = unitOf(c);
  const a = (v: unknown) => (v == null ? '-' : `${Number(v).toLocaleString('en-IN')} ${u}`);
  return {
    unbreakable: true,
    table: {
      headerRows: 1,
      widths: ['*', 90, 90, 90],
      body: [
        [
          { text: 'Area', bold: true },
          { text: 'As per documents', bold: true },
          { text: 'At site', bold: true },
          { text: 'Considered', bold: true },
        ],
        ['Land', a(c.land_area_doc), a(c.land_area_site), a(c.land_area_considered)],
        ['Built-up', a(c.built_up_area), '-', '-'],
        ['Carpet', a(c.carpet_area), '-', '-'],
        ['Super built-up', a(c.super_built_up_area), '-', '-'],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** The method and the arithmetic: rate adopted × considered area = fair market value. */
export function method({ c }: ReportData): Content[] {
  const u = unitOf(c);
  const area = consideredArea(c.property_type as string, c as never);
  const rate = num(c.rate_adopted);
  const calc =
    area && rate != null
      ? `${rupees(rate)} per ${u} × ${area.value.toLocaleString('en-IN')} ${u} = ${rupees(Math.round(rate * area.value * 100) / 100)}`
      : '-';
  return [
    {
      text:
        'Method: sales comparison (market approach). The rate adopted is drawn from the market rates of comparable ' +
        'transactions and enquiries in the locality, checked against the ready-reckoner (guideline) rate.',
      margin: [0, 0, 0, 4],
    },
    pairs([
      [`Ready-reckoner rate (per ${u})`, rupees(c.rr_rate)],
      ['Ready-reckoner value', rupees(c.rr_value)],
      [`Market rate range (per ${u})`, `${rupees(c.market_rate_min)} to ${rupees(c.market_rate_max)}`],
      [`Rate adopted (per ${u})`, rupees(rate)],
      ['Calculation', calc],
    ]),
  ];
}

export function values({ c }: ReportData): Content {
  const line = (label: string, v: unknown): Content[] => [
    { text: label, bold: true },
    { text: rupees(v), alignment: 'right', noWrap: true },
    { text: v == null ? '-' : amountInWords(Number(v)) },
  ];
  return {
    table: {
      headerRows: 1,
      widths: [130, 95, '*'],
      body: [
        [
          { text: 'Value', bold: true },
          { text: 'In figures', bold: true, alignment: 'right' },
          { text: 'In words', bold: true },
        ],
        line('Fair market value', c.fair_market_value),
        line(`Realisable value (${text(c.realisable_pct)}%)`, c.realisable_value),
        line(`Distress value (${text(c.distress_pct)}%)`, c.distress_value),
        line('Insurable value', c.insurable_value),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

export const ndma = ({ c }: ReportData): Content =>
  pairs([
    ['Seismic zone (IS 1893)', text(c.seismic_zone)],
    ['Flood prone', yes(c.flood_prone)],
    ['Cyclone prone', yes(c.cyclone_prone)],
    ['Landslide prone', yes(c.landslide_prone)],
    ['Coastal regulation zone', yes(c.coastal_zone)],
    ['Caution area / negative area', `${yes(c.caution_area)} / ${yes(c.negative_area)}`],
    ['Remarks', text(c.risk_note)],
  ]);

export const documents = ({ documents: list }: ReportData): Content =>
  list.length
    ? { ol: list.map((d) => `${labelOf(DOCUMENT_TYPE_OPTIONS, d.doc_type)}: ${d.file_name} (received ${day(d.uploaded_at)})`) }
    : { text: 'No documents were furnished.' };

export const reviewers = ({ reviewers: list }: ReportData): Content =>
  pairs(list.length ? list.map((r) => [`Level ${r.level}`, `${r.name}, ${day(r.at)}`] as const) : [['-', '-']]);

export { heading, pairs };

/** Caption of a photo: its checklist item, when (IST), where, how far from the property's recorded location, and its flags. */
export function caption(p: ReportPhoto, n: number, c: Row): string {
  const where = p.latitude != null && p.longitude != null ? `${p.latitude}, ${p.longitude}` : 'no location';
  const lat = num(c.latitude);
  const lng = num(c.longitude);
  const dist =
    p.latitude != null && p.longitude != null && lat != null && lng != null
      ? `${Math.round(metresBetween({ lat, lng }, { lat: p.latitude, lng: p.longitude })).toLocaleString('en-IN')} m from the property`
      : 'distance unknown';
  const item = p.item ? ` (${p.item})` : '';
  // A missing position or time is said already; the flags add what the bank must weigh.
  const weighed = p.flags.filter((f) => f === 'FAR' || f === 'OUTSIDE_WINDOW');
  const flags = weighed.length ? ` · ${weighed.map((f) => PHOTO_FLAG_LABELS[f]).join(', ')}` : '';
  const hash = p.sha256 ? `\nSHA-256 of the original: ${p.sha256}` : '';
  return `Photo ${n}${item}: taken ${p.takenAt ? istDateTime(p.takenAt) : 'at an unknown time'} · ${where} · ${dist}${flags}${hash}`;
}
