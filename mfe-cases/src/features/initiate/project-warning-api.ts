import { baseApi } from 'shared/core';

/**
 * The negative / NPA warning of a project for a bank, worked out by the API (the projects live in
 * mfe-realestate; a remote never imports another, so the form reads the warning from its endpoint).
 */
const projectWarningApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    projectCaseWarning: b.query<string | null, { projectId: number; bankId: number }>({
      query: ({ projectId, bankId }) => ({ url: `projects/${projectId}/case-warning`, params: { bank_id: bankId } }),
      transformResponse: (res: { data: { warning: string | null } }) => res.data.warning,
    }),
  }),
});

export const { useProjectCaseWarningQuery } = projectWarningApi;
