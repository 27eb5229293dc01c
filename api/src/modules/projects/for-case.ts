import { sql } from 'drizzle-orm';
import { badRequest, HttpError } from '../../http/errors';
import { acknowledgedComment, projectWarning, unacknowledgedMessage } from './warning';
import { rows, type Runner } from '../../db/rows';

export interface CaseProject {
  id: number;
  /** The negative / NPA warning the initiator acknowledged, if any. */
  warning: string | null;
}

/**
 * The project a new case names, checked for the case's bank: refused (409, the warning as the
 * message) while it is listed negative or NPA by that bank and the warning is not acknowledged.
 */
export async function caseProject(db: Runner, projectId: unknown, bankId: number, acknowledged: boolean): Promise<CaseProject | null> {
  if (projectId == null) return null;
  const found = await rows<unknown>(db, sql`SELECT id FROM projects WHERE id = ${projectId as number}`);
  if (!found.length) throw badRequest({ project_id: 'Choose a valid project.' });
  const warning = await projectWarning(db, projectId as number, bankId);
  if (warning && !acknowledged) {
    const message = unacknowledgedMessage(warning);
    throw new HttpError(409, message, { acknowledge_project_warning: message });
  }
  return { id: projectId as number, warning };
}

/** The history comment of the new case's first row (the acknowledgement, when there was a warning). */
export const caseProjectComment = (p: CaseProject | null) => (p?.warning ? acknowledgedComment(p.warning) : undefined);

/** Keeps the project and the acknowledged warning (who, when) on the new case, inside its transaction. */
export async function recordCaseProject(tx: Runner, caseId: number, p: CaseProject | null, actorId: number): Promise<void> {
  if (!p) return;
  await tx.execute(sql`
    UPDATE cases SET project_id = ${p.id}, project_warning = ${p.warning},
      project_warning_ack_by = ${p.warning ? actorId : null}, project_warning_ack_at = ${p.warning ? sql`now()` : null}
    WHERE id = ${caseId}`);
}
