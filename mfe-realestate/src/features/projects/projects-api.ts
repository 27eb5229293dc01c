import { baseApi, downloadFile, listTag } from 'shared/core';
import { PROJECT_LOOKUP, stageVisitsResource, type ApfReport, type ProgressPoint } from '../../model';

interface ProjectOption {
  id: number;
  name: string;
}

/**
 * The project screens' own reads, on the suite's one RTK Query API. The progress chart follows the
 * stage visits' tag, so a visit added in the list below it redraws the chart.
 */
const projectsApi = baseApi.enhanceEndpoints({ addTagTypes: [stageVisitsResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    projectOptions: b.query<ProjectOption[], string>({
      query: (search) => ({ url: PROJECT_LOOKUP.path, params: search ? { search } : {} }),
      transformResponse: (res: { data: ProjectOption[] }) => res.data,
    }),
    projectProgress: b.query<ProgressPoint[], number>({
      query: (id) => `projects/${id}/progress`,
      transformResponse: (res: { data: ProgressPoint[] }) => res.data,
      providesTags: [listTag(stageVisitsResource.name)],
    }),
    apfReport: b.query<ApfReport, number>({
      query: (id) => `projects/${id}/apf-report`,
      transformResponse: (res: { data: ApfReport }) => res.data,
    }),
  }),
});

export const { useProjectOptionsQuery, useProjectProgressQuery, useApfReportQuery } = projectsApi;

/** The APF report as the server renders it (the same facts as the page). */
export const downloadApfReport = (id: number, name: string) =>
  downloadFile(`projects/${id}/apf-report.pdf`, `APF-report-${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
