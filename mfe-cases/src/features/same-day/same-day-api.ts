import { baseApi } from 'shared/core';
import type { SameDayCase } from '../../model';

const sameDayApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    sameDayCases: b.query<{ data: SameDayCase[]; now: string }, void>({ query: () => 'same-day-cases' }),
  }),
});

export const { useSameDayCasesQuery } = sameDayApi;
