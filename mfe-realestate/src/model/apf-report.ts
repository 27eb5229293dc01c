import { SEISMIC_ZONE_OPTIONS, YES_NO_OPTIONS, type FieldOption } from 'shared/resources';
import { APF_STATUS_OPTIONS, PROJECT_DOCUMENT_KIND_OPTIONS } from './apf';
import { UNIT_STATUS_OPTIONS } from './inventory';
import { PROJECT_STATUS_OPTIONS } from './projects';

/** The APF report of a project (GET /api/projects/{id}/apf-report; the PDF says the same). */
export interface ApfReport {
  project: Record<string, string | number | null> & { id: number; name: string; status: string };
  apfs: {
    bank_name: string;
    status: string;
    apf_no: string | null;
    requested_on: string;
    approved_on: string | null;
    valid_to: string | null;
  }[];
  listings: { kind: 'Negative' | 'NPA'; bank_name: string; listed_on: string; reason: string }[];
  visits: { visited_on: string; engineer_name: string; overall_pct: number }[];
  units: { status: string; count: number; area: number }[];
  documents: { id: number; kind: string; title: string }[];
}

const text = (v: unknown) => (v == null || v === '' ? '-' : String(v));
const label = (options: readonly FieldOption[], v: unknown) => options.find((o) => o.value === v)?.label ?? text(v);

/** The project's facts, label and value, as both the page and the PDF show them. */
export function apfReportFacts({ project: p }: ApfReport): [string, string][] {
  return [
    ['Project', text(p.name)],
    ['Developer', text(p.developer)],
    ['Address', `${text(p.address)}, ${text(p.city)} ${text(p.pincode)}`],
    ['Latitude, longitude', p.latitude != null ? `${p.latitude}, ${p.longitude}` : '-'],
    ['RERA No.', text(p.rera_no)],
    ['Towers / units', `${text(p.towers)} / ${text(p.units)}`],
    ['Status', label(PROJECT_STATUS_OPTIONS, p.status)],
    ['Seismic zone', label(SEISMIC_ZONE_OPTIONS, p.seismic_zone)],
    [
      'Flood / cyclone / landslide / coastal zone',
      [p.flood_prone, p.cyclone_prone, p.landslide_prone, p.coastal_zone].map((v) => label(YES_NO_OPTIONS, v)).join(' / '),
    ],
  ];
}

/** The report's sections, one line per fact, with the line shown when a section is empty. */
export function apfReportSections(r: ApfReport): { title: string; lines: string[]; empty: string }[] {
  return [
    {
      title: 'APF approvals',
      empty: 'No APF requested.',
      lines: r.apfs.map(
        (a) =>
          `${a.bank_name}: ${label(APF_STATUS_OPTIONS, a.status)}${a.apf_no ? `, APF No. ${a.apf_no}` : ''}, requested ${a.requested_on}` +
          (a.approved_on ? `, approved ${a.approved_on}, valid to ${text(a.valid_to)}` : ''),
      ),
    },
    {
      title: 'Negative and NPA listings',
      empty: 'Not listed by any bank.',
      lines: r.listings.map((l) => `${l.kind} - ${l.bank_name}, listed ${l.listed_on}: ${l.reason}`),
    },
    {
      title: 'Stage visits',
      empty: 'No stage visit yet.',
      lines: r.visits.map((v) => `${v.visited_on}: ${v.overall_pct}% overall (${v.engineer_name})`),
    },
    {
      title: 'Inventory',
      empty: 'No units recorded.',
      lines: r.units.map((u) => `${label(UNIT_STATUS_OPTIONS, u.status)}: ${u.count} units, ${u.area.toLocaleString('en-IN')} area`),
    },
    {
      title: 'Documents',
      empty: 'No documents.',
      lines: r.documents.map((d) => `${label(PROJECT_DOCUMENT_KIND_OPTIONS, d.kind)}: ${d.title}`),
    },
  ];
}
