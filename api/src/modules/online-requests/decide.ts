import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { createCase } from '../cases/create';
import { one, rows } from '../../db/rows';
import { emitMilestone } from '../milestones/emit';
import { MILESTONE_EVENTS, ONLINE_REQUEST_STATUS_OPTIONS, type Actor } from 'mfe-cases/model';

const STALE = 'This record was changed by someone else. Reload and try again.';
const label = (status: string) => ONLINE_REQUEST_STATUS_OPTIONS.find((o) => o.value === status)?.label.toLowerCase() ?? status;

export interface AcceptBody {
  version: number;
  company_branch_id?: number;
  ignore_duplicates?: boolean;
}

interface RequestRow {
  id: number;
  version: number;
  status: string;
  bank_id: number;
  bank_branch_id: number;
  applicant_name: string;
  contact_name: string | null;
  contact_mobile: string;
  property_type: string;
  property_address: string;
  pincode: string;
  purpose: string;
  bank_ref_no: string | null;
  sender: string | null;
  office_id: number | null;
}

/** The request, locked, if it may still be decided at this version. */
async function decidable(tx: Db, id: number, version: number): Promise<RequestRow> {
  const r = await one<RequestRow>(
    tx,
    sql`
    SELECT r.*, bu.name AS sender, bb.company_branch_id AS office_id
    FROM online_requests r JOIN bank_branches bb ON bb.id = r.bank_branch_id LEFT JOIN branch_users bu ON bu.id = r.branch_user_id
    WHERE r.id = ${id} FOR UPDATE OF r`,
  );
  if (!r) throw notFound('No such request.');
  if (r.status !== 'SUBMITTED') throw conflict(`This request is already ${label(r.status)}.`);
  if (r.version !== version) throw conflict(STALE);
  return r;
}

/**
 * Accepts a request: the cases module initiates the case (its numbering, TAT and duplicate check;
 * channel PORTAL), the request's documents are copied to the case's, and the request points at the
 * case, all in one transaction (copied files are removed again if it fails).
 */
export async function acceptRequest(db: Db, files: { requests: FileStore; cases: FileStore }, id: number, body: AcceptBody, actor: Actor) {
  const copied: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const r = await decidable(tx, id, body.version);
      const office = body.company_branch_id ?? r.office_id;
      if (!office) throw badRequest({ company_branch_id: 'Company Branch is required' });
      const made = await createCase(
        tx,
        {
          bank_id: r.bank_id,
          bank_branch_id: r.bank_branch_id,
          company_branch_id: office,
          bank_ref_no: r.bank_ref_no,
          bank_contact: r.sender,
          channel: 'PORTAL',
          purpose: r.purpose,
          case_type: 'FRESH',
          priority: 'NORMAL',
          applicant_name: r.applicant_name,
          site_contact_name: r.contact_name,
          site_contact_mobile: r.contact_mobile,
          property_type: r.property_type,
          property_address: r.property_address,
          pincode: r.pincode,
          ...(body.ignore_duplicates ? { ignore_duplicates: true } : {}),
        },
        actor,
      );
      const docs = await rows<{ doc_type: string; file_name: string; stored_name: string; mime_type: string; size_bytes: number }>(
        tx,
        sql`SELECT doc_type, file_name, stored_name, mime_type, size_bytes FROM online_request_documents WHERE request_id = ${id} ORDER BY id`,
      );
      for (const d of docs) {
        const bytes = await files.requests.read(d.stored_name);
        if (!bytes) throw conflict(`The document ${d.file_name} of this request is missing.`);
        const key = `${made.id}/${d.doc_type.toLowerCase()}-${crypto.randomBytes(8).toString('hex')}${path.extname(d.stored_name)}`;
        await files.cases.put(key, bytes);
        copied.push(key);
        await tx.execute(sql`
          INSERT INTO case_documents (case_id, doc_type, file_name, stored_name, mime_type, size_bytes, uploaded_by)
          VALUES (${made.id}, ${d.doc_type}, ${d.file_name}, ${key}, ${d.mime_type}, ${d.size_bytes}, ${actor.id})`);
      }
      await tx.execute(sql`
        UPDATE online_requests SET status = 'ACCEPTED', case_id = ${made.id}, decided_by = ${actor.id}, decided_at = now(),
          updated_at = now(), version = version + 1
        WHERE id = ${id}`);
      await emitMilestone(tx, { event: MILESTONE_EVENTS.requestAccepted, caseId: made.id, data: { request_id: id } });
      await emitMilestone(tx, { event: MILESTONE_EVENTS.caseMoved, caseId: made.id });
      return made;
    });
  } catch (err) {
    await files.cases.remove(copied);
    throw err;
  }
}

/** Rejects a request with the reason its branch will read. */
export async function rejectRequest(db: Db, id: number, body: { version: number; reason: string }, actor: Actor): Promise<void> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest({ reason: 'A reason is required to reject a request.' });
  await db.transaction(async (tx) => {
    await decidable(tx, id, body.version);
    await tx.execute(sql`
      UPDATE online_requests SET status = 'REJECTED', reject_reason = ${reason}, decided_by = ${actor.id}, decided_at = now(),
        updated_at = now(), version = version + 1
      WHERE id = ${id}`);
  });
}
