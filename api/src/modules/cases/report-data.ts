import { sql } from 'drizzle-orm';
import type { FileStore } from '../../files/index';
import { conflict, notFound } from '../../http/errors';
import { dto } from './sql';
import { one, rows, type Runner } from '../../db/rows';
import { readCaseRow, readHistory } from './read';
import { photoEvidence } from '../site-visit/evidence';
import type { PhotoFlag } from 'mfe-cases/model';

type Row = Record<string, unknown>;
const DONE = new Set(['RELEASED', 'DISPATCHED', 'CLOSED']);
/** Photos printed: enough for a site (elevation, approach, rooms, meter); more stay in the case file. */
const MAX_PHOTOS = 12;

export interface ReportPhoto {
  image: Buffer;
  latitude: number | null;
  longitude: number | null;
  takenAt: string | null;
  /** The visit checklist's item it ticks, the reviewer's flags and the original's SHA-256. */
  item: string | null;
  flags: PhotoFlag[];
  sha256: string | null;
}

export interface ReportPerson {
  name: string;
  qualification: string | null;
  regNo: string | null;
}

export interface ReportData {
  c: Row;
  firm: Row | undefined;
  office: Row | undefined;
  bank: { layout: string; declaration: string | null; empanelment_no: string | null };
  engineer: string | null;
  valuer: ReportPerson | null;
  reviewers: { level: number; name: string; at: string }[];
  documents: { doc_type: string; file_name: string; uploaded_at: string }[];
  photos: ReportPhoto[];
}

/** Where a photo's print copy is kept, beside the photo in the cases folder (removed with it). */
export const printCopyKey = (storedName: string) => `print-${storedName.replace(/\.[a-z]+$/i, '')}.jpg`;

/**
 * A photo as printed: at most 1,200 px on its long side, JPEG q72 (about 150 dpi at the printed
 * size), upright per its EXIF orientation. Made once and kept, so a report with many phone photos
 * does not decode megapixels on every download; a file sharp cannot read is left out.
 */
async function forPrint(files: FileStore, storedName: string): Promise<Buffer | null> {
  const key = `cases/${printCopyKey(storedName)}`;
  const kept = await files.read(key);
  if (kept) return kept;
  const file = await files.read(`cases/${storedName}`);
  if (!file) return null;
  try {
    // sharp (native, loaded on first use rather than at every server start).
    const { default: sharp } = await import('sharp');
    const copy = await sharp(file)
      .rotate()
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72 })
      .toBuffer();
    await files.put(key, copy);
    return copy;
  } catch {
    return null;
  }
}

const fullName = sql`trim(u.name || ' ' || coalesce(u.surname, ''))`;

/** Everything the report prints, read once: case, firm, office, bank's choices, people, documents, photos. */
export async function gatherReport(db: Runner, id: number, files: FileStore): Promise<ReportData> {
  const c = await readCaseRow(db, id);
  if (!c) throw notFound('No such case.');
  if (!DONE.has(c.status as string)) throw conflict('The report is generated when the case is released.');
  const firm = await one<Row>(
    db,
    sql`SELECT legal_name, trade_name, registered_address, city, state, pincode, email, phone, website, cin, pan FROM company_profile LIMIT 1`,
  );
  const office = await one<Row>(
    db,
    sql`SELECT branch_name, address, gstin, state, pincode FROM company_branches WHERE id = ${c.company_branch_id as number}`,
  );
  const bank = (await one<ReportData['bank']>(
    db,
    sql`SELECT report_layout AS layout, report_declaration AS declaration, empanelment_no FROM banks WHERE id = ${c.bank_id as number}`,
  )) ?? { layout: 'DEFAULT', declaration: null, empanelment_no: null };
  const engineer = await one<{ name: string }>(
    db,
    sql`SELECT ${fullName} AS name FROM users u WHERE u.id = ${(c.site_engineer_id as number | null) ?? 0}`,
  );
  const history = await readHistory(db, id);
  // The approvals that count: the last submission's level-ups and the release.
  const lastSubmit = history
    .map((h) => h.to_status === 'STAGE_REVIEW' && (h.from_status === 'WIP' || h.from_status === 'REWORK'))
    .lastIndexOf(true);
  const approvals = history
    .slice(lastSubmit + 1)
    .filter((h) => h.from_status === 'STAGE_REVIEW' && (h.to_status === 'STAGE_REVIEW' || h.to_status === 'RELEASED'));
  const reviewers = approvals.map((h) => ({ level: h.from_level ?? 1, name: h.changed_by_name ?? '-', at: h.changed_at }));
  // The valuer who signs is the reviewer who released the report (the last level).
  const releasedBy = approvals.find((h) => h.to_status === 'RELEASED')?.changed_by ?? null;
  const valuer = releasedBy
    ? ((await one<ReportPerson>(
        db,
        sql`SELECT ${fullName} AS name, u.qualification, u.valuer_reg_no AS "regNo" FROM users u WHERE u.id = ${releasedBy}`,
      )) ?? null)
    : null;
  const docs = await rows<Row>(
    db,
    sql`SELECT doc_type, file_name, uploaded_at FROM case_documents WHERE case_id = ${id} AND doc_type <> 'PHOTO' ORDER BY uploaded_at, id`,
  );
  // Printable images only (a PDF furnished as a photo stays in the case file).
  const photoRows = (await photoEvidence(db, id)).filter((p) => /\.(jpe?g|png|webp)$/i.test(p.stored_name)).slice(0, MAX_PHOTOS);
  const photos = await Promise.all(
    photoRows.map(async (p): Promise<ReportPhoto | null> => {
      const image = await forPrint(files, p.stored_name);
      if (!image) return null;
      return {
        image,
        latitude: p.latitude,
        longitude: p.longitude,
        takenAt: p.taken_at,
        item: p.item,
        flags: p.flags,
        sha256: p.original_sha256,
      };
    }),
  );
  return {
    c,
    firm,
    office,
    bank,
    engineer: engineer?.name || null,
    valuer,
    reviewers,
    documents: docs.map((d) => dto(d)),
    photos: photos.filter((p): p is ReportPhoto => !!p),
  };
}
