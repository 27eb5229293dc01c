import { baseApi } from 'shared/core';
import type { ResearchResult } from '../../model';

export type ResearchQuery = Record<string, string | number>;

const researchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    researchRates: b.query<ResearchResult, ResearchQuery>({
      query: (params) => ({ url: '/research/rates', params }),
      transformResponse: (res: { data: ResearchResult }) => res.data,
    }),
  }),
});

export const { useLazyResearchRatesQuery } = researchApi;
