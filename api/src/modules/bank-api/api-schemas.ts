import { SEARCH_COUNT_CAP } from 'shared/resources';
import { BANK_STAGES, ON_TIME_OPTIONS } from 'mfe-cases/model';
import { LISTED_KEYS_ONLY } from '../../http/responses';

/**
 * Response schemas of the bank API (/api/v1/bank): they shape what is answered (fields not listed
 * here are never sent) and are what the OpenAPI description (/api/docs/json) publishes.
 */
const str = { type: 'string', nullable: true } as const;
const time = { type: 'string', format: 'date-time', nullable: true } as const;
const int = { type: 'integer' } as const;

export const caseSummary = {
  type: 'object',
  properties: {
    id: int,
    case_no: { type: 'string' },
    bank_ref_no: str,
    applicant_name: str,
    property_type: str,
    property_address: str,
    purpose: str,
    received_at: time,
    appointment_at: time,
    tat_due_at: time,
    stage: { type: 'string', enum: [...BANK_STAGES] },
    // null while the case is open: OpenAPI 3.0 wants a nullable enum to list null.
    on_time: { type: 'string', enum: [...ON_TIME_OPTIONS.map((o) => o.value), null], nullable: true },
    engineer_name: str,
  },
} as const;

export const caseList = {
  type: 'object',
  [LISTED_KEYS_ONLY]: true,
  properties: {
    data: { type: 'array', items: caseSummary },
    total: int,
    // Without it a bank's system could not tell 5,000 matches from more (the list answered it, the schema dropped it).
    totalCapped: {
      type: 'boolean',
      description: `Present and true when more cases match than total: a list is counted up to ${SEARCH_COUNT_CAP.toLocaleString('en-IN')}.`,
    },
    page: int,
    pageSize: int,
    next: { type: 'string', description: 'Send as `cursor` (with `page` one higher) for the next page; absent on the last page.' },
    prev: {
      type: 'string',
      description: 'Send as `cursor` for the page before; absent on the first page. `cursor=last` reads the last page.',
    },
  },
} as const;

const comment = {
  type: 'object',
  properties: { id: int, author_name: { type: 'string' }, body: { type: 'string' }, created_at: time },
} as const;

export const caseDetail = {
  type: 'object',
  [LISTED_KEYS_ONLY]: true,
  properties: {
    data: {
      type: 'object',
      properties: {
        ...caseSummary.properties,
        report_no: str,
        application_no: str,
        pincode: str,
        bank_branch_name: str,
        report_available: { type: 'boolean' },
        can_cancel: { type: 'boolean' },
        firm_contact: { type: 'object', properties: { name: str, office: str, email: str, phone: str } },
        timeline: {
          type: 'array',
          items: { type: 'object', properties: { stage: { type: 'string', enum: [...BANK_STAGES] }, at: time } },
        },
        invoices: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: int,
              invoice_no: { type: 'string' },
              invoice_date: { type: 'string', format: 'date' },
              total: { type: 'number' },
            },
          },
        },
        queries: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: int,
              query_no: { type: 'string' },
              subject: { type: 'string' },
              status: { type: 'string' },
              created_at: time,
              comments: { type: 'array', items: comment },
            },
          },
        },
      },
    },
  },
} as const;

export const messageOnly = { type: 'object', properties: { message: { type: 'string' } } } as const;

export const queryMade = {
  type: 'object',
  [LISTED_KEYS_ONLY]: true,
  properties: { data: { type: 'object', properties: { id: int, query_no: { type: 'string' } } }, message: { type: 'string' } },
} as const;

export const requestMade = {
  type: 'object',
  [LISTED_KEYS_ONLY]: true,
  properties: {
    data: { type: 'object', properties: { id: int, status: { type: 'string' }, bank_branch_id: int, created_at: time } },
    message: { type: 'string' },
  },
} as const;

/** Every refusal (the API's one error body): 400 with the fields' messages, 401, 403 (scope), 404, 409, 429 (with Retry-After). */
const refusal = {
  type: 'object',
  additionalProperties: true,
  properties: {
    statusCode: int,
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
export const refusals = { 400: refusal, 401: refusal, 403: refusal, 404: refusal, 409: refusal, 429: refusal } as const;

export const pdfAnswer = {
  200: { description: 'The signed PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
} as const;
