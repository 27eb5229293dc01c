import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { badRequest, HttpError } from '../../http/errors';
import { toColumns, validateRecord } from 'shared/resources';
import { ndmaColumnsFor } from '../ndma-hazards/for-case';
import { caseProject, caseProjectComment, recordCaseProject } from '../projects/for-case';
import { findDuplicates, recordDuplicatePairs } from './duplicates';
import { one, rows, type Runner } from '../../db/rows';
import {
  addBusinessDays,
  caseResource,
  financialYear,
  formatCaseNo,
  formatReportNo,
  istDate,
  type Actor,
  type DuplicateMatch,
} from 'mfe-cases/model';

export class DuplicateCaseError extends HttpError {
  constructor(readonly duplicates: DuplicateMatch[]) {
    super(409, `This may be a duplicate of ${duplicates.map((d) => d.case_no).join(', ')}. Check and continue if it is not.`);
  }
}

/** Holidays from a day on (the TAT never reaches past a few months). */
export async function holidaysFrom(db: Runner, from: Date): Promise<Set<string>> {
  const list = await rows<{ day: string }>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM holidays WHERE day >= ${istDate(from)}::date AND day < ${istDate(from)}::date + 200`,
  );
  return new Set(list.map((h) => h.day));
}

/** The next number of a kind for an office and financial year (row-locked counter; see 0210). */
export async function nextNumber(tx: Runner, companyBranchId: number, code: string, kind: 'CASE' | 'REPORT', at = new Date()) {
  const fy = financialYear(at);
  const prefix = kind === 'CASE' ? `${code}/${fy}/` : `${code}/R/${fy}/`;
  const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT next_case_number(${companyBranchId}, ${fy}, ${kind}, ${prefix}) AS n`);
  return kind === 'CASE' ? formatCaseNo(code, fy, n) : formatReportNo(code, fy, n);
}

/**
 * Initiates a case: checks the body against the description, the bank / branch / office, possible
 * duplicates (unless the user chose to continue), then numbers it and computes its TAT due time in
 * one transaction. Answers the new case's id.
 */
export async function createCase(db: Db, body: Record<string, unknown>, actor: Actor): Promise<{ id: number; case_no: string }> {
  const { ignore_duplicates: ignore, project_id: projectId, acknowledge_project_warning: acknowledged, ...values } = body;
  const errors = validateRecord(caseResource, values, 'create');
  if (Object.keys(errors).length) throw badRequest(errors);
  const bank = await one<{
    id: number;
    default_tat_days: number;
    realisable_pct: string | null;
    distress_pct: string | null;
    status: string;
  }>(
    db,
    sql`
    SELECT id, default_tat_days, realisable_pct, distress_pct, status FROM banks WHERE id = ${values.bank_id as number}`,
  );
  if (!bank || bank.status !== '1') throw badRequest({ bank_id: 'Choose an active bank.' });
  const branch = await one(db, sql`SELECT id FROM bank_branches WHERE id = ${values.bank_branch_id as number} AND bank_id = ${bank.id}`);
  if (!branch) throw badRequest({ bank_branch_id: 'Choose a branch of the chosen bank.' });
  const office = await one<{ id: number; code: string }>(
    db,
    sql`SELECT id, code FROM company_branches WHERE id = ${values.company_branch_id as number}`,
  );
  if (!office) throw badRequest({ company_branch_id: 'Choose a valid Company Branch' });
  // A project listed negative or NPA by this bank: refused until the initiator acknowledges it.
  const project = await caseProject(db, projectId, bank.id, acknowledged === true);
  // Checked at creation either way: refused unless the user chose to continue, and then recorded
  // as suspected pairs so the dedupe list has them without a scan.
  const duplicates = await findDuplicates(db, values as never);
  if (duplicates.length && ignore !== true) throw new DuplicateCaseError(duplicates);
  const columns = toColumns(caseResource, values, 'create');
  // The NDMA section starts from the hazard master (by pincode, else district or city); staff may change it.
  Object.assign(columns, await ndmaColumnsFor(db, columns));
  const now = new Date();
  const holidays = await holidaysFrom(db, now);
  const tatDue = addBusinessDays(now, bank.default_tat_days, holidays);
  return db.transaction(async (tx) => {
    const caseNo = await nextNumber(tx, office.id, office.code, 'CASE', now);
    const [row] = await tx
      .insert(cases)
      .values({
        ...(columns as Partial<typeof cases.$inferInsert>),
        case_no: caseNo,
        received_at: now,
        tat_due_at: tatDue,
        status: 'INITIATED',
        status_changed_at: now,
        status_changed_by: actor.id,
        status_comment: caseProjectComment(project),
        realisable_pct: bank.realisable_pct == null ? null : Number(bank.realisable_pct),
        distress_pct: bank.distress_pct == null ? null : Number(bank.distress_pct),
        created_by: actor.id,
      } as typeof cases.$inferInsert)
      .returning({ id: cases.id });
    await recordCaseProject(tx, row.id, project, actor.id);
    await recordDuplicatePairs(tx, row.id, duplicates);
    return { id: row.id, case_no: caseNo };
  });
}
