import type { ColumnDesc, ResourceDesc } from 'shared/resources';
import { caseResource } from './case';
import type { CaseState } from './flow';
import type { CaseView } from './api-types';

type Column = string | ColumnDesc;

interface CaseListDesc {
  title: string;
  columns: readonly Column[];
  /** The statuses the list's status filter offers (none: no status filter). */
  statuses?: readonly CaseState[];
}

/**
 * Each case page's list, stated once: the page shows these columns and GET /api/cases/export.csv
 * (and .xlsx) writes the same ones for the page's view. A column named by its field is the case
 * description's column.
 */
export const CASE_LISTS: Partial<Record<CaseView, CaseListDesc>> = {
  initiated: {
    title: 'Initiated Cases',
    columns: [
      'case_no',
      'received_at',
      'bank_name',
      'bank_branch_name',
      'applicant_name',
      'property_address',
      'pincode',
      'tat_due_at',
      'tat_state',
    ],
  },
  allocation: {
    title: 'Case Allocation',
    statuses: ['INITIATED', 'ALLOCATED'],
    columns: [
      'case_no',
      'received_at',
      'bank_name',
      'applicant_name',
      'property_address',
      'pincode',
      'engineer_name',
      'status',
      'tat_state',
    ],
  },
  wip: {
    title: 'Work In Progress Cases',
    statuses: ['SITE_VISIT', 'WIP', 'REWORK', 'STAGE_REVIEW', 'QUERY_PENDING'],
    columns: [
      'case_no',
      'received_at',
      'bank_name',
      'panel_note',
      'applicant_name',
      'property_address',
      'engineer_name',
      'status',
      'tat_due_at',
      'tat_state',
    ],
  },
  review: {
    title: 'Stage Review Cases',
    columns: [
      'case_no',
      'bank_name',
      'panel_note',
      'applicant_name',
      'property_address',
      { field: 'review_level', label: 'Level', format: 'number', width: '4rem' },
      { field: 'levels_needed', label: 'Levels Needed', format: 'number', width: '4rem' },
      { field: 'fair_market_value', label: 'Fair Market Value', format: 'money' },
      'tat_due_at',
      'tat_state',
    ],
  },
  hold: {
    title: 'Cases On Hold',
    statuses: ['ON_HOLD', 'QUERY_PENDING'],
    columns: [
      'case_no',
      'bank_name',
      'panel_note',
      'applicant_name',
      'status',
      { field: 'status_comment', label: 'Reason' },
      { field: 'status_changed_at', label: 'Since', format: 'datetime', sortable: true },
      { field: 'held_from', label: 'Resumes To', format: 'option', optionsOf: 'status' },
      'tat_state',
    ],
  },
  completed: {
    title: 'Completed Cases',
    statuses: ['RELEASED', 'DISPATCHED', 'CLOSED'],
    columns: [
      'case_no',
      { field: 'report_no', label: 'Report No.' },
      'bank_name',
      'panel_note',
      'applicant_name',
      'status',
      { field: 'released_at', label: 'Released', format: 'datetime', sortable: true },
      'tat_due_at',
      { field: 'tat_state', label: 'TAT Achieved', format: 'option', optionsOf: 'tat_state' },
      { field: 'fair_market_value', label: 'Fair Market Value', format: 'money' },
      { field: 'billing_status', label: 'Billing', format: 'option', optionsOf: 'billing_status' },
    ],
  },
};

/** Columns named by field resolved against the case description. */
export function caseColumns(columns: readonly Column[]): ColumnDesc[] {
  return columns.map((f) => (typeof f === 'string' ? (caseResource.columns.find((c) => c.field === f) ?? { field: f, label: f }) : f));
}

/** A case page's list as a description (name `cases-<view>`: its column choice and export file are its own). */
export function caseListResource(view: CaseView, title?: string, columns?: readonly Column[]): ResourceDesc {
  const list = CASE_LISTS[view];
  return {
    ...caseResource,
    name: `cases-${view}`,
    title: title ?? list?.title ?? caseResource.title,
    columns: columns || list ? caseColumns(columns ?? list!.columns) : caseResource.columns,
  };
}
