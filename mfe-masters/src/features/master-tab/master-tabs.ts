import type { PageName, ResourceDesc } from 'shared/resources';
import {
  agreementsResource,
  bankBranchesResource,
  banksResource,
  branchMasterResource,
  branchUsersResource,
  documentTypesResource,
  emailContactsResource,
  ndmaHazardsResource,
  notesResource,
  pincodesResource,
} from '../../model';

/** A tab of /admin/masterTab: a master and the right its page needs (none = ungated). */
export interface MasterTab {
  id: string;
  label: string;
  desc: ResourceDesc;
  right?: PageName;
}

/** Every master with a list, in menu order; the page shows those the user may view. */
export const MASTER_TABS: readonly MasterTab[] = [
  { id: 'branch-master', label: 'Branch Master', desc: branchMasterResource, right: 'branch_master' },
  { id: 'pincodes', label: 'Pincodes', desc: pincodesResource, right: 'pincode_master' },
  { id: 'document-master', label: 'Document Master', desc: documentTypesResource },
  { id: 'ndma', label: 'NDMA Parameters', desc: ndmaHazardsResource },
  { id: 'banks', label: 'Banks', desc: banksResource, right: 'bank_page' },
  { id: 'bank-branches', label: 'Bank Branches', desc: bankBranchesResource, right: 'branch_page' },
  { id: 'agreements', label: 'Agreements', desc: agreementsResource, right: 'aggreement_page' },
  { id: 'email-details', label: 'Email Details', desc: emailContactsResource, right: 'email_master' },
  { id: 'notes', label: 'Notes', desc: notesResource, right: 'bank_master_page' },
  { id: 'branch-users', label: 'Branch Users', desc: branchUsersResource, right: 'bank_master_page' },
];

/** The same list read-only: a quick look-up has search, paging and export, and no changes. */
export function lookupDesc(desc: ResourceDesc): ResourceDesc {
  return { ...desc, operations: { create: false, update: false, delete: false, export: true }, bulkActions: undefined };
}
