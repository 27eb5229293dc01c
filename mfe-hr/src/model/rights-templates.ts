import { defineResource, PAGE_NAMES, type FieldOption, type PageName } from 'shared/resources';
import { rightTitle } from './rights-groups';

/** Every right, in words (the internal name kept for the tests and the API). */
export const RIGHT_OPTIONS: readonly FieldOption[] = PAGE_NAMES.map((name) => ({ value: name, label: rightTitle(name) }));

export const RIGHTS_TEMPLATE_MESSAGES = {
  required: 'Rights Template is required',
  unknown: 'Choose a valid Rights Template',
} as const;

/**
 * Rights Templates (a master, /admin/rightsTemplates): one set of rights per role (Site Inspector,
 * Level-1/2/3, Billing, HR…), from which the master approval of an applicant gives the new
 * account its rights. Listed with user_creation_page (the approvers pick from it); changed only
 * with rights_page, the right that edits users' rights (the API checks it on every write).
 * A template grants nothing by itself: the approval gives its rights intersected with the
 * approver's own (templateGrant), so nobody hands out a right they do not hold.
 */
export const rightsTemplatesResource = defineResource({
  name: 'rights-templates',
  title: 'Rights Templates',
  singular: 'rights template',
  path: 'rights-templates',
  right: 'user_creation_page',
  titleField: 'role',
  fields: [
    { name: 'role', label: 'Role', type: 'text', required: true, requiredMessage: 'Role is required', maxLength: 60 },
    {
      name: 'rights',
      label: 'Rights',
      type: 'multiselect',
      options: RIGHT_OPTIONS,
      required: true,
      requiredMessage: 'Choose at least one right',
      width: 'full',
    },
  ],
  columns: [
    { field: 'role', sortable: true },
    { field: 'rights', format: 'option', filter: false },
  ],
  searchable: ['role'],
  defaultSort: { field: 'role', order: 'asc' },
  pageSizes: [25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Rights Template Added!', updated: 'Rights Template Updated!', deleted: 'Rights Template Deleted!' },
});

/** The right that changes a template (the one that edits users' rights). */
export const RIGHTS_TEMPLATE_EDIT_RIGHT: PageName = 'rights_page';

/**
 * What an approval with a template gives: the template's rights the approver holds (`given`, in
 * the rights' order) and those left out because the approver lacks them (`dropped`). The API
 * grants `given` and nothing else; the approval form shows both.
 */
export function templateGrant(template: readonly string[], approver: ReadonlySet<string>): { given: PageName[]; dropped: PageName[] } {
  const wanted = PAGE_NAMES.filter((p) => template.includes(p));
  return { given: wanted.filter((p) => approver.has(p)), dropped: wanted.filter((p) => !approver.has(p)) };
}

/** The template named after a role, if any (the approval pre-selects it for the role asked for). */
export function templateForRole<T extends Record<string, unknown>>(templates: readonly T[], role: unknown): T | undefined {
  if (typeof role !== 'string' || !role) return undefined;
  return templates.find((t) => typeof t.role === 'string' && t.role.toLowerCase() === role.toLowerCase());
}
