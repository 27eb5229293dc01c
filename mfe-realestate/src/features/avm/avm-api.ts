import { baseApi } from 'shared/core';
import type { AvmBacktest, AvmResult } from '../../model';

/** What the AVM form sends: empty fields are left out. */
export type AvmQuery = Record<string, string | number>;

const avmApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    avmEstimate: b.query<AvmResult, AvmQuery>({
      query: (params) => ({ url: '/avm/estimate', params }),
      transformResponse: (res: { data: AvmResult }) => res.data,
    }),
    /** 200 released cases keep the page quick; `npm run bench` runs 1,000. */
    avmBacktest: b.query<AvmBacktest, void>({
      query: () => ({ url: '/avm/backtest', params: { limit: 200 }, timeout: 120_000 }),
      transformResponse: (res: { data: AvmBacktest }) => res.data,
    }),
  }),
});

export const { useLazyAvmEstimateQuery, useLazyAvmBacktestQuery } = avmApi;
