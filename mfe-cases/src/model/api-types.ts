import type { CaseState, MoveId } from './flow';
import type { DuplicateMatch } from './duplicates';
import type { TatState } from './tat';

/** One row of GET /api/cases. */
export interface CaseListRow {
  id: number;
  version: number;
  case_no: string;
  report_no: string | null;
  received_at: string;
  bank_id: number;
  bank_name: string;
  bank_branch_id: number;
  bank_branch_name: string;
  company_branch_id: number;
  company_branch_name: string;
  applicant_name: string | null;
  bank_ref_no: string | null;
  property_address: string | null;
  pincode: string | null;
  city: string | null;
  status: CaseState;
  review_level: number | null;
  levels_needed: number | null;
  site_engineer_id: number | null;
  engineer_name: string | null;
  appointment_at: string | null;
  visited_at: string | null;
  tat_due_at: string | null;
  released_at: string | null;
  status_changed_at: string;
  status_comment: string | null;
  held_from: CaseState | null;
  fair_market_value: number | null;
  fee: number | null;
  billing_status: string;
  tat_state: TatState | null;
  priority: string;
}

export interface CaseHistoryRow {
  id: number;
  from_status: CaseState | null;
  to_status: CaseState;
  from_level: number | null;
  to_level: number | null;
  changed_by: number | null;
  changed_by_name: string | null;
  changed_at: string;
  comment: string | null;
  seconds_in_from: number | null;
}

/** GET /api/cases/{id}: the whole case, its history, time per stage and the moves the caller may make. */
export interface CaseDetail extends CaseListRow {
  [field: string]: unknown;
  history: CaseHistoryRow[];
  stage_seconds: Partial<Record<CaseState, number>>;
  moves: MoveId[];
}

/** The views of GET /api/cases?view=: each page's slice of the cases. */
export const CASE_VIEWS = ['all', 'initiated', 'allocation', 'wip', 'review', 'hold', 'completed', 'mine'] as const;
export type CaseView = (typeof CASE_VIEWS)[number];

/** GET /api/cases/find: a case the top bar's search offers, and what it matched. */
export interface CaseFindRow {
  id: number;
  case_no: string;
  applicant_name: string | null;
  bank_name: string;
  status: CaseState;
  matched: 'case_no' | 'bank' | 'text';
}

export interface DuplicateCheckResponse {
  data: DuplicateMatch[];
}

export interface EngineerSuggestion {
  id: number;
  name: string;
  open_cases: number;
  covers: boolean;
}
