import { bodySchema, fieldMessages } from '../../kit/schema';
import type { FieldMessages } from '../../http/validation';
import { CASE_VIEWS, caseResource, caseWorkbenchResource, MOVE_IDS } from 'mfe-cases/model';
import { SORTS } from './list-order';
import { cursorProperty } from '../../kit/seek';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };

export const listQuery = {
  type: 'object',
  properties: {
    view: { type: 'string', enum: [...CASE_VIEWS] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    cursor: cursorProperty,
    pageSize: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    search: { type: 'string', maxLength: 100 },
    sort: { type: 'string', enum: Object.keys(SORTS) },
    order: { type: 'string', enum: ['asc', 'desc'] },
    status: { type: 'string', maxLength: 200, pattern: '^[A-Z_,]*$' },
    bank_id: id,
    bank_branch_id: id,
    company_branch_id: id,
    site_engineer_id: id,
    from: day,
    to: day,
    appointment_from: day,
    appointment_to: day,
  },
};

/** GET /api/cases/find: the top bar's search, over one page's cases. */
export const findQuery = {
  type: 'object',
  required: ['q', 'view'],
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 },
    view: { type: 'string', enum: ['wip'] },
  },
};

const createSchema = bodySchema(caseResource, 'create') as { properties: Record<string, unknown> };
export const createBody = {
  ...createSchema,
  properties: {
    ...createSchema.properties,
    ignore_duplicates: { type: 'boolean' },
    // The project of the property (mfe-realestate) and the acknowledgement of its negative / NPA warning.
    project_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
    acknowledge_project_warning: { type: 'boolean' },
  },
};
export const createMessages: FieldMessages = {
  ...fieldMessages(caseResource),
  ignore_duplicates: { default: 'Ignore duplicates must be true or false.' },
  project_id: { default: 'Choose a valid project.' },
  acknowledge_project_warning: { default: 'Acknowledge project warning must be true or false.' },
};

export const updateBody = bodySchema(caseWorkbenchResource, 'update');
export const updateMessages = fieldMessages(caseWorkbenchResource);

export const moveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['move', 'version'],
  properties: {
    move: { type: 'string', enum: [...MOVE_IDS] },
    version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    comment: { type: ['string', 'null'], maxLength: 1000 },
    site_engineer_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
    appointment_at: { type: ['string', 'null'], maxLength: 40 },
    acknowledge_lapsed_panel: { type: 'boolean' },
  },
};
export const moveMessages: FieldMessages = {
  _: { default: 'Send the move as a JSON object.' },
  move: { required: 'Choose a move.', default: `Move must be one of: ${MOVE_IDS.join(', ')}.` },
  version: { required: 'Version is required: reload the case and try again.', default: 'Version must be a whole number.' },
  comment: { default: 'Comment must be text of at most 1000 characters.' },
  site_engineer_id: { default: 'Choose a valid site engineer.' },
  appointment_at: { default: 'Appointment must be a date and time.' },
  acknowledge_lapsed_panel: { default: 'Acknowledgement must be true or false.' },
};

export const allocateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['cases', 'site_engineer_id'],
  properties: {
    cases: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id, version: id } },
    },
    site_engineer_id: id,
    appointment_at: { type: ['string', 'null'], maxLength: 40 },
    comment: { type: ['string', 'null'], maxLength: 1000 },
  },
};
export const allocateMessages: FieldMessages = {
  _: { default: 'Send the allocation as a JSON object.' },
  cases: {
    required: 'Select at least one case.',
    minItems: 'Select at least one case.',
    maxItems: 'Allocate at most 200 cases at once.',
    default: 'Cases must be a list of {id, version}.',
  },
  site_engineer_id: { required: 'Choose a site engineer.', default: 'Choose a valid site engineer.' },
  appointment_at: { default: 'Appointment must be a date and time.' },
  comment: { default: 'Comment must be text of at most 1000 characters.' },
};

export const duplicateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    bank_ref_no: { type: ['string', 'null'], maxLength: 60 },
    applicant_name: { type: ['string', 'null'], maxLength: 150 },
    pincode: { type: ['string', 'null'], maxLength: 10 },
    property_address: { type: ['string', 'null'], maxLength: 500 },
    exclude_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  },
};
