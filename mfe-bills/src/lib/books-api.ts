import { baseApi, listTag } from 'shared/core';
import type { AgeingInvoice, BillingSettings, LedgerRole, MakerCheckerRule, ReceiptAllocation, TdsQuarterRow } from '../model';

/** Issue 28's calls: receipt accounts and later allocation, the Pending Amount invoices, Billing Settings, export choices. */
const RECEIPT = 'receipt';
const REPORT = 'bill-report';
const SETTINGS = 'billing-settings';
const STATEMENT = 'statement';
const IRN = 'irn';
const TDS = 'tds-reconcile';
/** What confirming a statement line changes: receipts, the reports and every bill list. */
const PAID = [RECEIPT, REPORT, STATEMENT, 'bill', 'bills-completed', 'bills-history'];
const tags = (...t: string[]) => t.map(listTag);

interface Saved {
  message: string;
}
export interface IrnDetails {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
}
export interface StatementImport {
  id: number;
  file_name: string;
  lines: number;
  imported_at: string;
  account: string;
  to_confirm: number;
}
export interface StatementLineRow {
  id: number;
  line_no: number;
  txn_date: string;
  narration: string;
  reference: string;
  credit: number;
  status: 'SUGGESTED' | 'UNMATCHED' | 'DUPLICATE' | 'CONFIRMED' | 'IGNORED';
  invoice_no: string | null;
  bank_name: string | null;
  tds_amount: number;
  outstanding: number | null;
  receipt_no: string | null;
}

const booksApi = baseApi.enhanceEndpoints({ addTagTypes: [RECEIPT, REPORT, SETTINGS, STATEMENT, IRN, TDS] }).injectEndpoints({
  endpoints: (b) => ({
    receiptAccounts: b.query<{ id: number; label: string }[], void>({
      query: () => 'receipts/accounts',
      transformResponse: (res: { data: { id: number; label: string }[] }) => res.data,
    }),
    allocateReceipt: b.mutation<Saved, { id: number; allocations: ReceiptAllocation[] }>({
      query: ({ id, allocations }) => ({ url: `receipts/${id}/allocate`, method: 'POST', data: { allocations } }),
      invalidatesTags: (_r, error) => (error ? [] : tags(...PAID)),
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
    statements: b.query<StatementImport[], void>({
      query: () => 'receipts/statements',
      transformResponse: (res: { data: StatementImport[] }) => res.data,
      providesTags: tags(STATEMENT),
    }),
    statementLines: b.query<StatementLineRow[], number>({
      query: (id) => `receipts/statements/${id}`,
      transformResponse: (res: { data: StatementLineRow[] }) => res.data,
      providesTags: tags(STATEMENT),
    }),
    importStatement: b.mutation<
      { data: { id: number }; message: string },
      { payment_account_id: number; file_name: string; content: string }
    >({
      query: (body) => ({ url: 'receipts/statements', method: 'POST', data: body }),
      invalidatesTags: (_r, error) => (error ? [] : tags(STATEMENT)),
    }),
    confirmLine: b.mutation<Saved, number>({
      query: (id) => ({ url: `receipts/statement-lines/${id}/confirm`, method: 'POST', data: {} }),
      invalidatesTags: (_r, error) => (error ? [] : tags(...PAID)),
    }),
    ignoreLine: b.mutation<Saved, number>({
      query: (id) => ({ url: `receipts/statement-lines/${id}/ignore`, method: 'POST', data: {} }),
      invalidatesTags: (_r, error) => (error ? [] : tags(STATEMENT)),
    }),
    irn: b.query<IrnDetails | null, number>({
      query: (id) => `bills/${id}/irn`,
      transformResponse: (res: { data: IrnDetails | null }) => res.data,
      providesTags: (_r, _e, id) => [{ type: IRN, id }],
    }),
    saveIrn: b.mutation<Saved, { id: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `bills/${id}/irn`, method: 'PUT', data: body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: IRN, id }]),
    }),
    tdsQuarters: b.query<TdsQuarterRow[], string>({
      query: (fy) => ({ url: 'bills/tds/quarters', params: { fy } }),
      transformResponse: (res: { data: TdsQuarterRow[] }) => res.data,
      providesTags: tags(REPORT, RECEIPT, TDS),
    }),
    saveCertificate: b.mutation<
      Saved,
      { bank_id: number; fy: string; quarter: number; form16a_no: string; cert_date: string; amount: number }
    >({
      query: (body) => ({ url: 'bills/tds/certificates', method: 'PUT', data: body }),
      invalidatesTags: (_r, error) => (error ? [] : tags(TDS)),
    }),
    import26as: b.mutation<Saved, string>({
      query: (content) => ({ url: 'bills/tds/26as', method: 'POST', data: { content } }),
      invalidatesTags: (_r, error) => (error ? [] : tags(TDS)),
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
  useStatementsQuery,
  useStatementLinesQuery,
  useImportStatementMutation,
  useConfirmLineMutation,
  useIgnoreLineMutation,
  useIrnQuery,
  useSaveIrnMutation,
  useTdsQuartersQuery,
  useSaveCertificateMutation,
  useImport26asMutation,
} = booksApi;
