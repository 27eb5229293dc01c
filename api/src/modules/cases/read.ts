import { sql } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import { dto } from './sql';
import { one, rows, type Runner } from '../../db/rows';
import { HELD_FROM, LIST_JOINS, PANEL_LAPSED, withTat } from './list';
import { availableMoves, type Actor, type CaseDetail, type CaseHistoryRow, type CaseListRow, type CaseState } from 'mfe-cases/model';

/** A case's stored row with the names a screen shows: the list's columns and every other column of the case. */
export type CaseRecord = CaseListRow & { [column: string]: unknown };

/** The whole case row with the names a screen shows. */
export async function readCaseRow(db: Runner, id: number): Promise<CaseRecord | undefined> {
  const row = await one(
    db,
    sql`
    SELECT c.*, ${HELD_FROM} AS held_from, b.name AS bank_name, b.short_name AS bank_short_name, bb.branch_name AS bank_branch_name,
           bb.address AS bank_branch_address, bb.ifsc AS bank_branch_ifsc, cb.branch_name AS company_branch_name,
           cb.code AS company_branch_code, cb.address AS company_branch_address,
           trim(u.name || ' ' || coalesce(u.surname, '')) AS engineer_name,
           u.mobile_no AS engineer_mobile, ${PANEL_LAPSED} AS panel_lapsed, to_char(b.empanelled_to, 'YYYY-MM-DD') AS panel_to,
           (SELECT trim(a.name || ' ' || coalesce(a.surname, '')) FROM users a WHERE a.id = c.project_warning_ack_by)
             AS project_warning_ack_by_name
    FROM cases c ${LIST_JOINS} WHERE c.id = ${id}`,
  );
  if (!row) return undefined;
  // The stored search lexemes (1058) are the list's, not the case's.
  const { search_vector: _searched, ...own } = row as Record<string, unknown>;
  return dto<CaseRecord>(own);
}

export async function readHistory(db: Runner, id: number): Promise<CaseHistoryRow[]> {
  const list = await rows(
    db,
    sql`
    SELECT h.id, h.from_status, h.to_status, h.from_level, h.to_level, h.changed_by,
           trim(u.name || ' ' || coalesce(u.surname, '')) AS changed_by_name, h.changed_at, h.comment, h.seconds_in_from
    FROM case_status_history h LEFT JOIN users u ON u.id = h.changed_by
    WHERE h.case_id = ${id} ORDER BY h.changed_at, h.id`,
  );
  return list.map((r) => dto<CaseHistoryRow>(r));
}

/** Seconds spent in each state: the history's closed stays plus the current one until now. */
export function stageSeconds(history: CaseHistoryRow[], status: CaseState, since: string, now = new Date()) {
  const out: Partial<Record<CaseState, number>> = {};
  for (const h of history) {
    if (h.from_status && h.seconds_in_from != null) out[h.from_status] = (out[h.from_status] ?? 0) + h.seconds_in_from;
  }
  out[status] = (out[status] ?? 0) + Math.max(0, Math.round((now.getTime() - new Date(since).getTime()) / 1000));
  return out;
}

export async function readCase(db: Runner, id: number, actor: Actor): Promise<CaseDetail> {
  const row = await readCaseRow(db, id);
  if (!row) throw notFound('No such case.');
  const history = await readHistory(db, id);
  const documents = await rows(
    db,
    sql`
    SELECT d.id, d.doc_type, d.file_name, d.mime_type, d.size_bytes, d.latitude, d.longitude, d.taken_at, d.uploaded_at,
           u.name AS uploaded_by_name
    FROM case_documents d LEFT JOIN users u ON u.id = d.uploaded_by WHERE d.case_id = ${id} ORDER BY d.uploaded_at, d.id`,
  );
  return {
    ...withTat(row),
    history,
    documents: documents.map((d) => dto(d)),
    stage_seconds: stageSeconds(history, row.status, row.status_changed_at),
    moves: availableMoves(row, actor).map((m) => m.id),
  };
}
