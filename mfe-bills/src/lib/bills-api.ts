import { baseApi, listTag } from 'shared/core';
import {
  billApprovalList,
  billHistoryList,
  billInitiationList,
  billLevel3List,
  completedBillList,
  type AgeingRow,
  type BillDetail,
  type CreditNoteRow,
  type TdsRow,
  type UnbilledCase,
} from '../model';

/**
 * The billing screens' calls on the suite's one RTK Query API. Each change invalidates the tags of
 * every screen that shows what it changed: the kit's bill lists (tagged by their descriptions'
 * names), the unbilled list, receipts, credit notes and the reports, so no screen reloads by hand.
 */

const BILL = 'bill';
const UNBILLED = 'unbilled';
const RECEIPT = 'receipt';
const CREDIT_NOTE = 'credit-note';
const REPORT = 'bill-report';
const BANKS = 'banks';
const KIT_LISTS = [billInitiationList, billApprovalList, billLevel3List, completedBillList, billHistoryList].map((d) => d.name);
const listTags = (...types: string[]) => types.map(listTag);
/** Everything a bill's change can move: its lists, the unbilled cases, open bills and the reports. */
const billChanged = listTags(...KIT_LISTS, BILL, UNBILLED, REPORT);

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}
export interface UnbilledPage extends Paged<UnbilledCase> {
  fee_total: number;
}
export interface Lookup {
  id: number;
  name: string;
}
export interface OpenBill {
  id: number;
  invoice_no: string;
  due_date: string;
  total: number;
  tds_amount: number;
  tds_deducted: number;
  outstanding: number;
}
export interface Receipt {
  id: number;
  receipt_no: string;
  account: string | null;
  on_account: number;
  bank_id: number;
  receipt_date: string;
  bank_name: string;
  mode: string;
  reference: string;
  gross_amount: number;
  tds_amount: number;
  invoices: string | null;
}
export type Params = Record<string, string | number | boolean | undefined>;
interface Saved<T = unknown> {
  data: T;
  message: string;
}
interface Move {
  id: number;
  to: string;
  version: number;
  comment?: string;
}

/** Only the parameters that carry a value (an empty filter is no filter). */
const clean = (params: Params) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
const onSuccess =
  <T>(tags: T[]) =>
  (_r: unknown, error: unknown) =>
    error ? [] : tags;

const billsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [...KIT_LISTS, BILL, UNBILLED, RECEIPT, CREDIT_NOTE, REPORT, BANKS] })
  .injectEndpoints({
    endpoints: (b) => ({
      bankLookup: b.query<Lookup[], void>({
        query: () => 'lookups/banks',
        transformResponse: (res: { data: Lookup[] }) => res.data,
        providesTags: listTags(BANKS),
      }),
      bill: b.query<BillDetail, number>({
        query: (id) => `bills/${id}`,
        transformResponse: (res: { data: BillDetail }) => res.data,
        providesTags: (_r, _e, id) => [{ type: BILL, id }],
      }),
      unbilled: b.query<UnbilledPage, Params>({
        query: (params) => ({ url: 'bills/unbilled', params: clean(params) }),
        providesTags: listTags(UNBILLED),
      }),
      unbilledChoices: b.query<{ engineers: Lookup[]; bank_branches: Lookup[] }, number | undefined>({
        query: (bank_id) => ({ url: 'bills/unbilled/choices', params: bank_id ? { bank_id } : {} }),
        transformResponse: (res: { data: { engineers: Lookup[]; bank_branches: Lookup[] } }) => res.data,
        providesTags: listTags(BANKS),
      }),
      createBill: b.mutation<Saved<{ id: number }>, { case_ids: number[] }>({
        query: (body) => ({ url: 'bills', method: 'POST', data: body }),
        invalidatesTags: onSuccess(billChanged),
      }),
      saveBill: b.mutation<Saved<BillDetail>, { id: number; body: Record<string, unknown> }>({
        query: ({ id, body }) => ({ url: `bills/${id}`, method: 'PUT', data: body }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [...billChanged, { type: BILL, id }]),
      }),
      moveBill: b.mutation<Saved<BillDetail>, Move>({
        query: ({ id, ...body }) => ({ url: `bills/${id}/move`, method: 'POST', data: body }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [...billChanged, { type: BILL, id }]),
      }),
      /** Issued bills matching a search (a credit note finds its invoice by number). */
      completedBills: b.query<Paged<{ id: number; invoice_no: string }>, Params>({
        query: (params) => ({ url: 'bills/completed', params: clean(params) }),
        providesTags: listTags(completedBillList.name),
      }),
      openBills: b.query<OpenBill[], number>({
        query: (bank_id) => ({ url: 'receipts/open-bills', params: { bank_id } }),
        transformResponse: (res: { data: OpenBill[] }) => res.data,
        providesTags: listTags(BILL),
      }),
      receipts: b.query<Paged<Receipt>, Params>({
        query: (params) => ({ url: 'receipts', params: clean(params) }),
        providesTags: listTags(RECEIPT),
      }),
      recordReceipt: b.mutation<Saved<{ id: number }>, Record<string, unknown>>({
        query: (body) => ({ url: 'receipts', method: 'POST', data: body }),
        invalidatesTags: onSuccess([...billChanged, ...listTags(RECEIPT)]),
      }),
      creditNotes: b.query<Paged<CreditNoteRow>, Params>({
        query: (params) => ({ url: 'credit-notes', params: clean(params) }),
        providesTags: listTags(CREDIT_NOTE),
      }),
      creditNotesToApprove: b.query<Paged<CreditNoteRow>, Params>({
        query: (params) => ({ url: 'credit-notes/approval', params: clean(params) }),
        providesTags: listTags(CREDIT_NOTE),
      }),
      createCreditNote: b.mutation<Saved, Record<string, unknown>>({
        query: (body) => ({ url: 'credit-notes', method: 'POST', data: body }),
        invalidatesTags: onSuccess([...billChanged, ...listTags(CREDIT_NOTE)]),
      }),
      moveCreditNote: b.mutation<Saved, Move>({
        query: ({ id, ...body }) => ({ url: `credit-notes/${id}/move`, method: 'POST', data: body }),
        invalidatesTags: onSuccess([...billChanged, ...listTags(CREDIT_NOTE)]),
      }),
      ageing: b.query<{ data: AgeingRow[]; totals: Record<string, number> }, void>({
        query: () => 'bills/ageing',
        providesTags: listTags(REPORT, RECEIPT, CREDIT_NOTE),
      }),
      tds: b.query<{ data: TdsRow[]; totals: Omit<TdsRow, 'key' | 'label'> }, string>({
        query: (group) => ({ url: 'bills/tds', params: { group } }),
        providesTags: listTags(REPORT, RECEIPT, CREDIT_NOTE),
      }),
    }),
  });

export const {
  useBankLookupQuery,
  useBillQuery,
  useUnbilledQuery,
  useUnbilledChoicesQuery,
  useCreateBillMutation,
  useSaveBillMutation,
  useMoveBillMutation,
  useLazyCompletedBillsQuery,
  useOpenBillsQuery,
  useReceiptsQuery,
  useRecordReceiptMutation,
  useCreditNotesQuery,
  useCreditNotesToApproveQuery,
  useCreateCreditNoteMutation,
  useMoveCreditNoteMutation,
  useAgeingQuery,
  useTdsQuery,
} = billsApi;
