import type { DashboardFilter } from 'shared/resources';
import type { RawSql } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { FieldMessages } from '../../http/validation';
import { dayNo, isoDay } from './blocks';

export const DATE_ORDER_MESSAGE = 'To Date cannot be before From Date';
const DATE_MESSAGE = 'must be a date in the form YYYY-MM-DD.';
/** Ten years of days: the longest range a dashboard reads. */
const MAX_DAYS = 3660;

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 } as const;

export const filterProperties = {
  branch_id: {
    anyOf: [
      { type: 'string', enum: ['all'] },
      { type: 'integer', minimum: 1, maximum: 2147483647 },
    ],
  },
  from_date: date,
  to_date: date,
  token: { type: 'string', maxLength: 1000 },
} as const;

export const filterSchema = {
  type: 'object',
  required: ['from_date', 'to_date'],
  additionalProperties: false,
  properties: filterProperties,
} as const;

export const filterMessages: FieldMessages = {
  from_date: { required: 'From Date is required.', default: `From Date ${DATE_MESSAGE}` },
  to_date: { required: 'To Date is required.', default: `To Date ${DATE_MESSAGE}` },
  branch_id: { default: "Branch must be 'all' or the id of a branch." },
};

export interface ResolvedFilter {
  branchId: number | null;
  branchName: string | null;
  from: number;
  to: number;
  fromIso: string;
  toIso: string;
}

function realDate(value: string, field: 'from_date' | 'to_date', label: string): number {
  const n = dayNo(value);
  if (!Number.isFinite(n) || isoDay(n) !== value || value < '2000-01-01' || value > '2100-12-31') {
    throw badRequest({ [field]: `${label} ${DATE_MESSAGE}` });
  }
  return n;
}

/** Checks what the schema cannot: real dates, their order, the span, and that the branch exists. */
export async function resolveFilter(db: RawSql, body: Partial<DashboardFilter>): Promise<ResolvedFilter> {
  const from = realDate(String(body.from_date), 'from_date', 'From Date');
  const to = realDate(String(body.to_date), 'to_date', 'To Date');
  if (to < from) throw badRequest({ to_date: DATE_ORDER_MESSAGE });
  if (to - from + 1 > MAX_DAYS) throw badRequest({ to_date: 'The date range can span at most ten years.' });
  const branch = body.branch_id ?? 'all';
  let branchId: number | null = null;
  let branchName: string | null = null;
  if (branch !== 'all') {
    const [row] = await db.query<{ id: number; branch_name: string }>('SELECT id, branch_name FROM company_branches WHERE id = $1', [
      branch,
    ]);
    if (!row) throw badRequest({ branch_id: 'This branch does not exist.' });
    branchId = row.id;
    branchName = row.branch_name;
  }
  return { branchId, branchName, from, to, fromIso: isoDay(from), toIso: isoDay(to) };
}
