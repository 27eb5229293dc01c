import type { FieldOption } from 'shared/resources';

/**
 * A bank's API keys (issue 27), issued in the bank master: what each scope lets a bank's system do
 * on /api/v1/bank. The API checks a route's scope against this list; the master's form offers it.
 */
export const BANK_KEY_SCOPES = ['cases:read', 'requests:write', 'documents:read', 'queries:write'] as const;
export type BankKeyScope = (typeof BANK_KEY_SCOPES)[number];

export const BANK_KEY_SCOPE_OPTIONS: readonly FieldOption[] = [
  { value: 'cases:read', label: 'Read cases and their status' },
  { value: 'requests:write', label: 'Request valuations' },
  { value: 'documents:read', label: 'Download signed reports and invoices' },
  { value: 'queries:write', label: 'Raise and answer queries' },
];

/** The default rate of a new key, requests per minute. */
export const BANK_KEY_DEFAULT_RATE = 120;

/** A key as the master lists it (never its token, which only the issuing answer carries). */
export interface BankApiKey {
  id: number;
  bank_id: number;
  bank_branch_id: number | null;
  bank_branch_name: string | null;
  name: string;
  prefix: string;
  scopes: BankKeyScope[];
  rate_per_minute: number;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}
