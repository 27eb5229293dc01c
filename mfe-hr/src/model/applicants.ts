import type { FieldDesc, FieldOption, ResourceDesc, RightDTO } from 'shared/resources';
import { canView } from 'shared/resources';
import type { Workflow } from './workflow';
import { RIGHTS_TEMPLATE_MESSAGES, rightsTemplatesResource } from './rights-templates';

/**
 * Applicant verification: people who registered through /register-user or /register-docs wait
 * for their branch head, then for the master approval (the onboarding payload's
 * `branch_head_approval` and `master_approval`). The stage is derived from those two fields.
 */
export const APPLICANT_STAGE_OPTIONS: readonly FieldOption[] = [
  { value: 'BRANCH_HEAD', label: 'Awaiting branch head' },
  { value: 'MASTER', label: 'Awaiting master approval' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
];

/** The roles the master approval may give (spec section 5). */
export const APPLICANT_ROLE_OPTIONS: readonly FieldOption[] = ['Site Inspector', 'Level-1', 'Level-2', 'Level-3', 'others'].map((v) => ({
  value: v,
  label: v,
}));

/** branch_head: the head of the applicant's company branch. admin: an administrator. */
export type ApplicantRole = 'branch_head' | 'admin';

export const APPLICANT_FLOW: Workflow<ApplicantRole> = {
  field: 'stage',
  statuses: APPLICANT_STAGE_OPTIONS,
  initial: 'BRANCH_HEAD',
  moves: [
    {
      id: 'branch_approve',
      label: 'Branch Head Approval',
      from: ['BRANCH_HEAD'],
      to: 'MASTER',
      who: ['branch_head', 'admin'],
      comment: 'optional',
      message: 'Branch Head Approval Recorded!',
    },
    {
      id: 'master_approve',
      label: 'Master Approval',
      from: ['MASTER'],
      to: 'APPROVED',
      who: ['admin'],
      comment: 'optional',
      message: 'Applicant Approved! The account is active.',
    },
    {
      id: 'reject',
      label: 'Reject',
      from: ['BRANCH_HEAD', 'MASTER'],
      to: 'REJECTED',
      who: ['branch_head', 'admin'],
      comment: 'required',
      message: 'Applicant Rejected!',
      destructive: true,
    },
  ],
  roleMessage: {
    branch_head: "Only the applicant's branch head or an administrator can do this.",
    admin: 'Only an administrator can give the master approval.',
  },
};

export const APPLICANT_MESSAGES = {
  sameApprover: 'The master approval must come from someone other than the branch head approver.',
  roleRequired: 'Role is required',
  reasonRequired: 'A reason is required to reject an application.',
} as const;

/**
 * Fields a move asks for besides its comment: the master approval chooses the role (the one asked
 * for pre-selected) and the rights template the new account's rights come from.
 */
export const APPLICANT_MOVE_FIELDS: Record<string, readonly FieldDesc[]> = {
  master_approve: [
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      options: APPLICANT_ROLE_OPTIONS,
      required: true,
      requiredMessage: APPLICANT_MESSAGES.roleRequired,
    },
    {
      name: 'template_id',
      label: 'Rights Template',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { path: rightsTemplatesResource.path, valueField: 'id', labelField: 'role' },
      required: true,
      requiredMessage: RIGHTS_TEMPLATE_MESSAGES.required,
    },
  ],
};

/** admin: a holder of applicant_final_approval (the API also wants every right the applicant will hold). */
export function applicantRoles(me: { id: number; rights: readonly RightDTO[] }, row: Record<string, unknown>): ApplicantRole[] {
  const roles: ApplicantRole[] = [];
  if (row.branch_head_id === me.id) roles.push('branch_head');
  if (canView(me.rights, 'applicant_final_approval')) roles.push('admin');
  return roles;
}

/** The eight documents of /register-docs, in the form's order and words. */
export const APPLICANT_DOCUMENTS: readonly { kind: string; label: string }[] = [
  { kind: 'cv_file', label: 'CV / Resume' },
  { kind: 'adhaar_card_file', label: 'Aadhaar Card' },
  { kind: 'pancard_file', label: 'PAN Card' },
  { kind: 'kyc', label: 'KYC Document' },
  { kind: 'marksheet', label: 'Marksheet' },
  { kind: 'driving_licence_file', label: 'Driving Licence' },
  { kind: 'photograph', label: 'Photograph' },
  { kind: 'cancelled_cheque', label: 'Cancelled Cheque' },
];

export interface ApplicantDocument {
  kind: string;
  label: string;
  name: string | null;
  mime: string | null;
  size: number | null;
  url: string | null;
}

/** One decision on an applicant; a master approval with a template names it (as it was then) and the rights it gave. */
export interface ApplicantReview {
  move: string;
  reason: string | null;
  role: string | null;
  template: string | null;
  rights_given: string[] | null;
  by_name: string | null;
  at: string;
}

/** GET applicants/{id}: what the verification page shows (Aadhaar masked, never whole). */
export interface ApplicantDetail {
  id: number;
  version: number;
  stage: string;
  sections: { title: string; rows: [string, string][] }[];
  documents: ApplicantDocument[];
  reviews: ApplicantReview[];
  branch_head_id: number | null;
  branch_head_by: number | null;
  /** The role the applicant asked for, when it is one the master approval may give (pre-selected there). */
  requested_role: string | null;
}

export const applicantsResource: ResourceDesc = {
  name: 'applicants',
  title: 'Applicant Verification',
  singular: 'applicant',
  path: 'applicants',
  right: 'user_creation_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', readOnly: true },
    { name: 'email', label: 'Email', type: 'email', readOnly: true },
    { name: 'stage', label: 'Stage', type: 'select', options: APPLICANT_STAGE_OPTIONS, readOnly: true },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'Email' },
    { field: 'mobile_no', label: 'Mobile' },
    { field: 'branch_name', label: 'Branch' },
    { field: 'join_date', label: 'Joining Date', format: 'date' },
    { field: 'registered_at', label: 'Registered', format: 'date', sortable: true },
    { field: 'documents', label: 'Documents', format: 'number' },
    { field: 'stage', label: 'Stage', format: 'option', optionsOf: 'stage' },
  ],
  searchable: ['name', 'email'],
  defaultSort: { field: 'registered_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Applicant Added!', updated: 'Applicant Updated!', deleted: 'Applicant Deleted!' },
  operations: { create: false, update: false, delete: false, export: true },
};
