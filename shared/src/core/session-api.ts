import type { LoginResponse, MyProfileInput, MySession } from 'shared/resources';
import { baseApi } from './base-api';

/** The suite's settings every browser needs before it shows a date (GET /api/settings, public). */
export interface AppSettings {
  /** The business time zone: "today" and every date stamp follow it. */
  timeZone: string;
  /** Today in that zone, as the server sees it (YYYY-MM-DD). */
  today: string;
}

/** What the shell's top bar and profile need; remotes inject their own endpoints. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Omit<LoginResponse, 'token'>, void>({ query: () => 'me', providesTags: ['Me'] }),
    /**
     * The top bar's pending tasks (status '0'): a count, not the rows. It carries the tasks
     * resource's tag, so any task change made in any screen refreshes it.
     */
    pendingTaskCount: build.query<{ total: number }, void>({
      query: () => ({ url: 'tasks/count', params: { status: '0' } }),
      providesTags: [{ type: 'tasks', id: 'LIST' }, 'Task'],
    }),
    settings: build.query<AppSettings, void>({ query: () => 'settings' }),
    /** The profile's own password change: the current one, then the new one under the password rule. */
    changeOwnPassword: build.mutation<{ data: string }, { current_password: string; password: string; password_confirmation: string }>({
      query: (body) => ({ url: 'me/password', method: 'POST', data: body }),
    }),
    /** The profile's own name, mobile and address (staff only): the top bar's name follows. */
    saveMyProfile: build.mutation<{ message: string }, MyProfileInput>({
      query: (data) => ({ url: 'me/profile', method: 'PUT', data }),
      invalidatesTags: (_r, error) => (error ? [] : ['Me']),
    }),
    /** The profile's open sessions of the account (this one marked). */
    mySessions: build.query<{ data: MySession[] }, void>({ query: () => 'me/sessions', providesTags: ['Sessions'] }),
    /** The profile's "Sign out everywhere": every session of the account ends, this one included. */
    signOutEverywhere: build.mutation<{ data: string }, void>({ query: () => ({ url: 'me/sessions/revoke', method: 'POST' }) }),
    /** The profile's second factor (TOTP): its state, a new secret (QR), turning it on (recovery codes, once) and off. */
    totpState: build.query<{ data: { enabled: boolean; required: boolean } }, void>({ query: () => 'me/totp', providesTags: ['Me'] }),
    totpSetup: build.mutation<{ data: { secret: string; uri: string; qr: string } }, void>({
      query: () => ({ url: 'me/totp/setup', method: 'POST' }),
    }),
    totpEnable: build.mutation<{ data: { recovery_codes: string[] }; message: string }, { code: string }>({
      query: (data) => ({ url: 'me/totp/enable', method: 'POST', data }),
      invalidatesTags: ['Me'],
    }),
    totpDisable: build.mutation<{ message: string }, { code: string }>({
      query: (data) => ({ url: 'me/totp/disable', method: 'POST', data }),
      invalidatesTags: ['Me'],
    }),
    /** The how-to guides written for one page (its path), for the "How to" link by its title. */
    pageGuides: build.query<{ data: { id: number; title: string }[] }, string>({
      query: (path) => ({ url: 'tutorials/for', params: { path } }),
      providesTags: [{ type: 'tutorials', id: 'LIST' }],
    }),
  }),
});

export const {
  useMeQuery,
  usePendingTaskCountQuery,
  useSettingsQuery,
  usePageGuidesQuery,
  useChangeOwnPasswordMutation,
  useSignOutEverywhereMutation,
  useSaveMyProfileMutation,
  useMySessionsQuery,
  useTotpStateQuery,
  useTotpSetupMutation,
  useTotpEnableMutation,
  useTotpDisableMutation,
} = sessionApi;
