import { baseApi } from 'shared/core';
import type { SiteVisit } from '../../model';

export const SITE_VISIT_TAG = 'site-visit';

const visitApi = baseApi.enhanceEndpoints({ addTagTypes: [SITE_VISIT_TAG] }).injectEndpoints({
  endpoints: (b) => ({
    /** The case's visit: checklist, photos with their evidence, measurements and areas (GET /api/site-visits/{id}). */
    siteVisit: b.query<SiteVisit, number>({
      query: (id) => `site-visits/${id}`,
      transformResponse: (res: { data: SiteVisit }) => res.data,
      providesTags: (_r, _e, id) => [{ type: SITE_VISIT_TAG, id }],
    }),
  }),
});

export const { useSiteVisitQuery, usePrefetch: useVisitPrefetch } = visitApi;
