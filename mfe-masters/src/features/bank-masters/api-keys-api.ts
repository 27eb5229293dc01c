import { baseApi } from 'shared/core';
import type { BankApiKey, BankKeyScope } from '../../model';

const KEYS = 'bank-api-keys';

export interface IssueKey {
  bankId: number;
  name: string;
  scopes: BankKeyScope[];
  bank_branch_id: number | null;
  expires_at: string | null;
  rate_per_minute: number;
}

/** A bank's API keys on the suite's one RTK Query API (tagged per bank). */
const keysApi = baseApi.enhanceEndpoints({ addTagTypes: [KEYS] }).injectEndpoints({
  endpoints: (b) => ({
    bankKeys: b.query<BankApiKey[], number>({
      query: (bankId) => `banks/${bankId}/api-keys`,
      transformResponse: (res: { data: BankApiKey[] }) => res.data,
      providesTags: (_r, _e, bankId) => [{ type: KEYS, id: bankId }],
    }),
    issueBankKey: b.mutation<{ token: string; message: string }, IssueKey>({
      query: ({ bankId, ...data }) => ({ url: `banks/${bankId}/api-keys`, method: 'POST', data }),
      invalidatesTags: (_r, error, { bankId }) => (error ? [] : [{ type: KEYS, id: bankId }]),
    }),
    revokeBankKey: b.mutation<{ message: string }, { bankId: number; id: number }>({
      query: ({ bankId, id }) => ({ url: `banks/${bankId}/api-keys/${id}/revoke`, method: 'POST', data: {} }),
      invalidatesTags: (_r, error, { bankId }) => (error ? [] : [{ type: KEYS, id: bankId }]),
    }),
  }),
});

export const { useBankKeysQuery, useIssueBankKeyMutation, useRevokeBankKeyMutation } = keysApi;
