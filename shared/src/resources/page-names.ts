/**
 * Page-right names of spec section 3, word for word; `modules_page` is ours (release management).
 * A right is granted when the user's rights list holds `{ page: { name }, view_status: '1' }`.
 */
export const PAGE_NAMES = [
  'dashboard_page',
  'master_tab_page',
  'emp_loc_page',
  'project_page',
  'broker_page',
  'case_master_page',
  'initiated_case_page',
  'work_in_progress_case_page',
  'completed_case_page',
  'case_allocation_page',
  'mis_page',
  'user_master_page',
  'user_creation_page',
  'rights_page',
  'bank_master_page',
  'bank_page',
  'branch_page',
  'aggreement_page',
  'external_page',
  'negative_project_master_page',
  'bill_master_page',
  'bill_initiation_page',
  'bill_initiation_approval_page',
  'completed_bill_page',
  'level3_page',
  'bill_dashboard_page',
  'pending_amount',
  'policy_link_page',
  'technical_policy_page',
  'real_estate_link_page',
  'under_contruction_page',
  'real_resarch_page',
  'avm_page',
  'learning_page',
  'queries',
  'tickets',
  'mail_setting_page',
  'branch_master',
  'email_master',
  'company_document',
  'tutorial_page',
  'company_master',
  'document_master',
  'tds_details',
  'npa_project_master',
  'ready_reckner_master',
  'expense_management',
  'bill_history',
  'credit_note_created',
  'credit_note_approval',
  'un_billed_details',
  'cases_uploaded_online_field',
  'received_courier',
  'courier_details',
  'leave_management',
  'leaving_letter',
  'offer_letter',
  'assets',
  'matrix_management',
  'task_management',
  'payment_master',
  'pincode_master',
  'bill_statistic',
  'project_report',
  'tutorial',
  'modules_page',
  // Powers, ours (issue 24): each was once implied by login kind `admin`; now each is a right,
  // granted and audited like a page right (never by kind).
  'applicant_final_approval',
  'all_tickets',
  'leave_approval_all',
  'learning_edit_all',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

/**
 * Rights that are powers over other people's records rather than pages: the final approval of an
 * applicant, every ticket, every leave (and holidays, balances), every learning article.
 */
export const POWER_RIGHTS: readonly PageName[] = ['applicant_final_approval', 'all_tickets', 'leave_approval_all', 'learning_edit_all'];

/** The rights an HR administrator holds: the Hr group and its pages, the dashboard and the Hr powers. */
export const HR_PAGE_NAMES: readonly PageName[] = [
  'dashboard_page',
  'user_master_page',
  'user_creation_page',
  'rights_page',
  'task_management',
  'leave_management',
  'assets',
  'offer_letter',
  'leaving_letter',
  ...POWER_RIGHTS,
];

/** What a bank-branch login may reach: its dashboard and the bank and branch masters. */
export const BRANCH_LOGIN_PAGE_NAMES: readonly PageName[] = ['bank_master_page', 'bank_page', 'branch_page'];

/** An employee login's default rights. */
export const EMPLOYEE_PAGE_NAMES: readonly PageName[] = [
  'dashboard_page',
  'case_master_page',
  'initiated_case_page',
  'work_in_progress_case_page',
  'completed_case_page',
  'task_management',
  'tickets',
  'queries',
  'learning_page',
  'tutorial_page',
];

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value);
}
