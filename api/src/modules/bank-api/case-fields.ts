import { sql } from 'drizzle-orm';
import { bankStageSql, engineerNameSql, onTimeSql } from './scope';

/**
 * What a bank reads of one case (its portal and the bank API): the case's own facts, its stage in
 * the bank's words, whether it is on time and the engineer's name. Internal fields (fees, staff,
 * comments, valuation workings) are not selected.
 */
export const bankScopeSelect = sql`cases.id, cases.case_no, cases.report_no, cases.bank_ref_no, cases.application_no, cases.applicant_name,
  cases.property_type, cases.property_address, cases.pincode, cases.purpose, cases.received_at, cases.appointment_at, cases.tat_due_at,
  cases.status, cases.held_from, cases.version,
  (SELECT bb.branch_name FROM bank_branches bb WHERE bb.id = cases.bank_branch_id) AS bank_branch_name,
  ${bankStageSql} AS stage, ${onTimeSql} AS on_time, ${engineerNameSql} AS engineer_name`;
