import { caseWorkbenchResource, WORKBENCH_SECTIONS } from './case';
import { CASE_STATE_LABELS, type CaseState } from './flow';

/**
 * The fields a report rests on (every workbench section: identity, parties, property, areas,
 * valuation, NDMA): frozen from 'submit for review' until the case is returned for rework, kept
 * in the field-level history when they change, and compared between revisions.
 */
export const TRACKED_FIELDS: readonly string[] = WORKBENCH_SECTIONS.flatMap((s) => s.fields);

export const fieldLabel = (name: string): string => caseWorkbenchResource.fields.find((f) => f.name === name)?.label ?? name;

/** The state that freezes a case (stage review, also while held or queried from it), else null. */
export function frozenBy(c: { status: CaseState; held_from?: CaseState | null }): CaseState | null {
  if (c.status === 'STAGE_REVIEW') return 'STAGE_REVIEW';
  if ((c.status === 'ON_HOLD' || c.status === 'QUERY_PENDING') && c.held_from === 'STAGE_REVIEW') return c.status;
  return null;
}

/** The 409 answer to an edit of a frozen case (names the state). */
export const frozenMessage = (state: CaseState): string =>
  `The case is in ${CASE_STATE_LABELS[state]}: its valuation is frozen for review. Return it for rework to change it.`;

/** One change of one tracked field (GET /api/cases/{id}/revisions: `changes`). */
export interface CaseFieldChange {
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
  changed_by_name: string | null;
  changed_at: string;
}

/** A submitted revision: its levels, its approvals and what changed since the revision before. */
export interface CaseRevision {
  revision_no: number;
  levels_needed: number;
  submitted_by_name: string | null;
  submitted_at: string;
  approvals: { level: number; approved_by_name: string | null; approved_at: string }[];
  /** Fields whose value differs from the previous revision; empty for the first. */
  diff: CaseFieldChange[];
}

export interface CaseRevisionsResponse {
  data: { revisions: CaseRevision[]; changes: CaseFieldChange[] };
}

/**
 * A stored value as text for the history and the diff (lists and objects as JSON; a numeric
 * column's "500.00" and a sent 500 both as "500").
 */
export function asText(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (typeof v === 'object') return JSON.stringify(v);
  if (typeof v === 'string' && /^-?\d+\.\d+$/.test(v)) return String(Number(v));
  return String(v);
}
