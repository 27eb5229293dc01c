import { baseApi } from 'shared/core';
import { listTag } from 'shared/kit';
import type { AgeingInvoice, BillingSettings, LedgerRole, MakerCheckerRule, ReceiptAllocation } from '../model';

/** Issue 28's calls: receipt accounts and later allocation, the Pending Amount invoices, Billing Settings, export choices. */
const RECEIPT = 'receipt';
const REPORT = 'bill-report';
const SETTINGS = 'billing-settings';
const tags = (...t: string[]) => t.map(listTag);

interface Saved {
  message: string;
}

const booksApi = baseApi.enhanceEndpoints({ addTagTypes: [RECEIPT, REPORT, SETTINGS] }).injectEndpoints({
  endpoints: (b) => ({
    receiptAccounts: b.query<{ id: number; label: string }[], void>({
      query: () => 'receipts/accounts',
      transformResponse: (res: { data: { id: number; label: string }[] }) => res.data,
    }),
    allocateReceipt: b.mutation<Saved, { id: number; allocations: ReceiptAllocation[] }>({
      query: ({ id, allocations }) => ({ url: `receipts/${id}/allocate`, method: 'POST', data: { allocations } }),
      invalidatesTags: (_r, error) => (error ? [] : tags(RECEIPT, REPORT, 'bill', 'bills-completed', 'bills-history')),
    }),
    ageingInvoices: b.query<AgeingInvoice[], { bank_id: number; bank_branch_id: number }>({
      query: (params) => ({ url: 'bills/ageing/invoices', params }),
      transformResponse: (res: { data: AgeingInvoice[] }) => res.data,
      providesTags: tags(REPORT, RECEIPT),
    }),
    billingSettings: b.query<BillingSettings, void>({
      query: () => 'settings/billing',
      transformResponse: (res: { data: BillingSettings }) => res.data,
      providesTags: tags(SETTINGS),
    }),
    setRule: b.mutation<Saved, { key: MakerCheckerRule; enabled: boolean; reason: string; version: number }>({
      query: ({ key, ...body }) => ({ url: `settings/billing/rules/${key}`, method: 'PUT', data: body }),
      invalidatesTags: (_r, error) => (error ? [] : tags(SETTINGS)),
    }),
    saveLedgers: b.mutation<Saved, { ledgers: Record<LedgerRole, string>; parties: { bank_id: number; ledger: string | null }[] }>({
      query: (body) => ({ url: 'settings/billing/ledgers', method: 'PUT', data: body }),
      invalidatesTags: (_r, error) => (error ? [] : tags(SETTINGS)),
    }),
    exportGstins: b.query<string[], void>({
      query: () => 'bills/exports/gstins',
      transformResponse: (res: { data: string[] }) => res.data,
    }),
  }),
});

export const {
  useReceiptAccountsQuery,
  useAllocateReceiptMutation,
  useAgeingInvoicesQuery,
  useBillingSettingsQuery,
  useSetRuleMutation,
  useSaveLedgersMutation,
  useExportGstinsQuery,
} = booksApi;
