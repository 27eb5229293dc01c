import { sql } from 'drizzle-orm';
import { dto } from './sql';
import { one, rows, type Runner } from '../../db/rows';
import { asText, fieldLabel, TRACKED_FIELDS, type CaseFieldChange, type CaseRevision } from 'mfe-cases/model';

type Row = Record<string, unknown>;
const fullName = (alias: string) => sql.raw(`trim(${alias}.name || ' ' || coalesce(${alias}.surname, ''))`);

/** The tracked fields of a stored case row, as text. */
export function trackedValues(row: Row): Record<string, string | null> {
  return Object.fromEntries(TRACKED_FIELDS.map((f) => [f, asText(row[f])]));
}

/** Writes one history row per tracked field the save changes (same transaction as the save). */
export async function recordFieldChanges(tx: Runner, caseId: number, before: Row, after: Row, by: number): Promise<void> {
  const old = trackedValues(before);
  const now = trackedValues({ ...before, ...after });
  for (const f of TRACKED_FIELDS) {
    if (!(f in after) || old[f] === now[f]) continue;
    await tx.execute(
      sql`INSERT INTO case_field_changes (case_id, field, old_value, new_value, changed_by) VALUES (${caseId}, ${f}, ${old[f]}, ${now[f]}, ${by})`,
    );
  }
}

/**
 * A submission (submit, resubmit): the next numbered revision, a snapshot of the tracked fields
 * and the levels the approval matrix asks for its value. Answers the revision number.
 */
export async function openRevision(tx: Runner, caseId: number, levels: number, by: number): Promise<number> {
  const row = await one<Row>(tx, sql`SELECT * FROM cases WHERE id = ${caseId}`);
  const next = Number(row!.revision_no ?? 0) + 1;
  await tx.execute(sql`
    INSERT INTO case_revisions (case_id, revision_no, fields, levels_needed, submitted_by)
    VALUES (${caseId}, ${next}, ${JSON.stringify(trackedValues(row!))}::jsonb, ${levels}, ${by})`);
  return next;
}

/** A reviewer's approval (approve, release) of the case's current revision at its level (none for a case submitted before revisions). */
export async function recordApproval(tx: Runner, caseId: number, revision: number, level: number, by: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO case_revision_approvals (case_id, revision_no, level, approved_by)
    SELECT ${caseId}, ${revision}, ${level}, ${by} WHERE EXISTS (SELECT 1 FROM case_revisions WHERE case_id = ${caseId} AND revision_no = ${revision})
    ON CONFLICT (case_id, revision_no, level) DO UPDATE SET approved_by = EXCLUDED.approved_by, approved_at = now()`);
}

const changeOf = (r: Row): CaseFieldChange => {
  const d = dto<Row>(r);
  return {
    field: String(d.field),
    label: fieldLabel(String(d.field)),
    old_value: (d.old_value as string | null) ?? null,
    new_value: (d.new_value as string | null) ?? null,
    changed_by_name: (d.changed_by_name as string | null) ?? null,
    changed_at: String(d.changed_at),
  };
};

/**
 * GET /api/cases/{id}/revisions: every revision with its approvals and its difference from the one
 * before (field, old, new, and who changed it in between), and the field-level history.
 */
export async function readRevisions(db: Runner, caseId: number): Promise<{ revisions: CaseRevision[]; changes: CaseFieldChange[] }> {
  const changes = (
    await rows<Row>(
      db,
      sql`SELECT h.field, h.old_value, h.new_value, h.changed_at, ${fullName('u')} AS changed_by_name
          FROM case_field_changes h LEFT JOIN users u ON u.id = h.changed_by WHERE h.case_id = ${caseId} ORDER BY h.changed_at, h.id`,
    )
  ).map(changeOf);
  const revs = await rows<Row>(
    db,
    sql`SELECT r.revision_no, r.fields, r.levels_needed, r.submitted_at, ${fullName('u')} AS submitted_by_name
        FROM case_revisions r LEFT JOIN users u ON u.id = r.submitted_by WHERE r.case_id = ${caseId} ORDER BY r.revision_no`,
  );
  const approvals = await rows<Row>(
    db,
    sql`SELECT a.revision_no, a.level, a.approved_at, ${fullName('u')} AS approved_by_name
        FROM case_revision_approvals a LEFT JOIN users u ON u.id = a.approved_by WHERE a.case_id = ${caseId} ORDER BY a.level`,
  );
  const revisions = revs.map((raw, i): CaseRevision => {
    const r = dto<Row>(raw);
    const fields = (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, string | null>;
    const prev = i > 0 ? dto<Row>(revs[i - 1]) : null;
    const prevFields = prev
      ? ((typeof prev.fields === 'string' ? JSON.parse(prev.fields) : prev.fields) as Record<string, string | null>)
      : null;
    const diff = prevFields
      ? TRACKED_FIELDS.filter((f) => (prevFields[f] ?? null) !== (fields[f] ?? null)).map((f) => {
          // Who changed it: the last history row of that field between the two submissions.
          const by = changes
            .filter((c) => c.field === f && c.changed_at > String(prev!.submitted_at) && c.changed_at <= String(r.submitted_at))
            .at(-1);
          return {
            ...(by ?? changeOf({ field: f, changed_at: String(r.submitted_at) })),
            old_value: prevFields[f] ?? null,
            new_value: fields[f] ?? null,
          };
        })
      : [];
    return {
      revision_no: Number(r.revision_no),
      levels_needed: Number(r.levels_needed),
      submitted_by_name: (r.submitted_by_name as string | null) ?? null,
      submitted_at: String(r.submitted_at),
      approvals: approvals
        .map((a) => dto<Row>(a))
        .filter((a) => Number(a.revision_no) === Number(r.revision_no))
        .map((a) => ({
          level: Number(a.level),
          approved_by_name: (a.approved_by_name as string | null) ?? null,
          approved_at: String(a.approved_at),
        })),
      diff,
    };
  });
  return { revisions, changes };
}
