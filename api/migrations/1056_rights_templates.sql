-- Rights templates (issue 30.4): one set of page rights per role, from which the master approval
-- of an applicant gives the new account its rights (intersected with the approver's own rights:
-- api/src/modules/applicants/templates.ts). Rights are page names of shared/resources PAGE_NAMES.
CREATE TABLE rights_templates (
  id         serial PRIMARY KEY,
  role       text NOT NULL UNIQUE CHECK (length(role) BETWEEN 1 AND 60),
  rights     jsonb NOT NULL CHECK (jsonb_typeof(rights) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
-- The firm's roles (SPEC: site inspectors, level 1/2/3 approvers, HR and billing users; 'others'
-- as the registration form offers it), each with the pages its work needs.
INSERT INTO rights_templates (role, rights) VALUES
  ('Site Inspector', '["dashboard_page","case_master_page","initiated_case_page","work_in_progress_case_page","task_management","tickets","queries","learning_page","tutorial_page"]'),
  ('Level-1', '["dashboard_page","case_master_page","initiated_case_page","work_in_progress_case_page","completed_case_page","task_management","tickets","queries","learning_page","tutorial_page"]'),
  ('Level-2', '["dashboard_page","case_master_page","initiated_case_page","work_in_progress_case_page","completed_case_page","task_management","tickets","queries","learning_page","tutorial_page"]'),
  ('Level-3', '["dashboard_page","case_master_page","initiated_case_page","work_in_progress_case_page","completed_case_page","case_allocation_page","mis_page","task_management","tickets","queries","learning_page","tutorial_page"]'),
  ('Billing', '["dashboard_page","bill_master_page","bill_initiation_page","bill_initiation_approval_page","completed_bill_page","bill_dashboard_page","pending_amount","tds_details","bill_history","credit_note_created","credit_note_approval","un_billed_details","expense_management","task_management","tickets","queries"]'),
  ('HR', '["dashboard_page","user_master_page","user_creation_page","rights_page","task_management","leave_management","assets","offer_letter","leaving_letter","applicant_final_approval","all_tickets","leave_approval_all","learning_edit_all"]'),
  ('others', '["dashboard_page","task_management","tickets","queries","learning_page","tutorial_page"]');
SELECT kit_track_count('rights_templates');
