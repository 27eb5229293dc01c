import { baseApi, listTag } from 'shared/core';
import { changedTags } from 'shared/kit';
import { REGISTRY_URL, type Registry, type ResourceDesc, type ResourceRow, type RightDTO, type ThreadComment } from 'shared/resources';
import {
  applicantsResource,
  assetsResource,
  checkInResource,
  leavesResource,
  ticketCommentsResource,
  type ApplicantDetail,
  type AssetAssignment,
  type LastPosition,
  type MyLeaveBalance,
} from '../model';

/**
 * The HR screens' calls on the suite's one RTK Query API. Reads provide the kit's tag of the
 * resource they show (its description's name), so a change made in any screen — the kit's own
 * forms or the mutations here — fetches them again; every change here invalidates those tags.
 */

const RIGHTS = 'rights';
const TEMPLATE = 'template';
const ASSIGNMENTS = 'asset-assignments';

export interface RightsMatrix {
  user: { id: number; name: string; email: string };
  rights: RightDTO[];
  /** Carried back by the save: a stale one answers 409 instead of overwriting someone's change. */
  version: number;
}
/** What a change needs of a description: where it goes and which tags it moves (plain data, as RTK keeps args). */
export type DescRef = Pick<ResourceDesc, 'name' | 'path' | 'invalidates'>;
export const descRef = ({ name, path, invalidates }: DescRef): DescRef => ({ name, path, invalidates });
interface WorkflowMoveArgs {
  desc: DescRef;
  id: number;
  body: Record<string, unknown>;
}
const dataOf = <T>(res: { data: T }) => res.data;

const hrApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [
      RIGHTS,
      TEMPLATE,
      ASSIGNMENTS,
      ...[applicantsResource, assetsResource, checkInResource, leavesResource, ticketCommentsResource].map((d) => d.name),
    ],
  })
  .injectEndpoints({
    endpoints: (b) => ({
      /** GET rights/{user_id}: the user's view_status over every page name of spec section 3. */
      rights: b.query<RightsMatrix, number>({
        query: (userId) => `rights/${userId}`,
        transformResponse: dataOf<RightsMatrix>,
        providesTags: (_r, _e, id) => [{ type: RIGHTS, id }],
      }),
      /** PUT rights/{user_id} with the whole matrix; the signed-in user's own rights (Me) may be the ones changed. */
      saveRights: b.mutation<unknown, { userId: number; version: number; rights: RightDTO[] }>({
        query: ({ userId, ...body }) => ({ url: `rights/${userId}`, method: 'PUT', data: body }),
        invalidatesTags: (_r, error, { userId }) => (error ? [] : [{ type: RIGHTS, id: userId }, 'Me']),
      }),
      /** The release registry: every page's title and menu place, so rights read as the menu does. */
      menuRegistry: b.query<Registry, void>({
        query: () => ({ url: REGISTRY_URL, baseURL: '' }),
        keepUnusedDataFor: 600,
      }),
      /** A workflow move ({path}/{id}/move): the resource's list and record change, and what they feed. */
      moveRecord: b.mutation<unknown, WorkflowMoveArgs>({
        query: ({ desc, id, body }) => ({ url: `${desc.path}/${id}/move`, method: 'POST', data: body }),
        invalidatesTags: (_r, error, { desc, id }) => (error ? [] : changedTags(desc, id)),
      }),
      applicant: b.query<ApplicantDetail, number>({
        query: (id) => `applicants/${id}`,
        transformResponse: dataOf<ApplicantDetail>,
        providesTags: (_r, _e, id) => [{ type: applicantsResource.name, id }],
      }),
      /** The signed-in person's balance: it moves with every leave applied for or decided. */
      myLeaveBalance: b.query<{ year: number; data: MyLeaveBalance[] }, void>({
        query: () => 'leave-balances/mine',
        providesTags: [listTag(leavesResource.name)],
      }),
      ticketComments: b.query<ThreadComment[], number>({
        query: (id) => `tickets/${id}/comments`,
        transformResponse: dataOf<ThreadComment[]>,
        providesTags: [listTag(ticketCommentsResource.name)],
      }),
      employeeLocations: b.query<LastPosition[], string>({
        query: (search) => ({ url: 'employee-locations', params: { pageSize: 500, ...(search ? { search } : {}) } }),
        transformResponse: dataOf<LastPosition[]>,
        providesTags: [listTag(checkInResource.name)],
      }),
      checkIn: b.mutation<unknown, { lat: number; lng: number; accuracy_m: number }>({
        query: (body) => ({ url: checkInResource.path, method: 'POST', data: body }),
        invalidatesTags: (_r, error) => (error ? [] : [listTag(checkInResource.name)]),
      }),
      /** A letter type's template (GET/PUT {path}/template, optimistic version). */
      letterTemplate: b.query<ResourceRow, string>({
        query: (path) => `${path}/template`,
        transformResponse: dataOf<ResourceRow>,
        providesTags: (_r, _e, path) => [{ type: TEMPLATE, id: path }],
      }),
      saveLetterTemplate: b.mutation<unknown, { desc: DescRef; body: Record<string, unknown> }>({
        query: ({ desc, body }) => ({ url: `${desc.path}/template`, method: 'PUT', data: body }),
        invalidatesTags: (_r, error, { desc }) => (error ? [] : [{ type: TEMPLATE, id: desc.path }, listTag(desc.name)]),
      }),
      /** Issue or return one asset: the register and the asset's history change. */
      moveAsset: b.mutation<unknown, { id: number; verb: 'issue' | 'return'; body: Record<string, unknown> }>({
        query: ({ id, verb, body }) => ({ url: `assets/${id}/${verb}`, method: 'POST', data: body }),
        invalidatesTags: (_r, error, { id }) =>
          error ? [] : [listTag(assetsResource.name), { type: assetsResource.name, id }, { type: ASSIGNMENTS, id }],
      }),
      assetAssignments: b.query<AssetAssignment[], number>({
        query: (id) => `assets/${id}/assignments`,
        transformResponse: dataOf<AssetAssignment[]>,
        providesTags: (_r, _e, id) => [{ type: ASSIGNMENTS, id }],
      }),
    }),
  });

export const {
  useLazyRightsQuery,
  useMenuRegistryQuery,
  useSaveRightsMutation,
  useMoveRecordMutation,
  useApplicantQuery,
  useMyLeaveBalanceQuery,
  useTicketCommentsQuery,
  useEmployeeLocationsQuery,
  useCheckInMutation,
  useLetterTemplateQuery,
  useSaveLetterTemplateMutation,
  useMoveAssetMutation,
  useAssetAssignmentsQuery,
} = hrApi;
