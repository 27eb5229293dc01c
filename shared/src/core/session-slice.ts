import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest, LoginResponse } from 'shared/resources';
// By file, not the whole federated shared/resources module (the sign-in page needs none of the rest).
import { LOGIN_API_PATH, SESSION_STORAGE_KEY, type LoginKind } from '../resources/sign-in';
import { http, type ApiError } from './http';

export { SESSION_STORAGE_KEY, type LoginKind };

export interface SessionState {
  loading: boolean;
  login: LoginResponse | null;
  error: string | null;
}

export function readStoredLogin(): LoginResponse | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LoginResponse) : null;
  } catch {
    return null;
  }
}

/** A refused sign-in: the message, and whether the account asks for its second-factor code. */
interface SignInRefusal {
  message: string;
  needsCode?: boolean;
}

export const signIn = createAsyncThunk<LoginResponse, LoginRequest & { kind: LoginKind }, { rejectValue: SignInRefusal }>(
  'session/signIn',
  async ({ kind, email, password, code }, { rejectWithValue }) => {
    try {
      const { data } = await http.post<LoginResponse>(LOGIN_API_PATH[kind], code ? { email, password, code } : { email, password });
      return data;
    } catch (e) {
      const err = e as ApiError;
      const body = err.data as { message?: string; fields?: { code?: string } } | undefined;
      return rejectWithValue({ message: body?.message || 'An error occurred during login.', needsCode: !!body?.fields?.code });
    }
  },
);

const initialState: SessionState = { loading: false, login: readStoredLogin(), error: null };

/** The signed-in person's name as the top bars and the greeting show it: the user's, the employee's or the branch's. */
export const loginName = (login: LoginResponse | null | undefined): string =>
  login?.user?.name ?? login?.Employee?.name ?? login?.branch?.name ?? '';

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The removal action: empties the login data, i.e. signs out. */
    removeLogin(state) {
      state.login = null;
      state.error = null;
      state.loading = false;
    },
    /** Refreshes the signed-in user (e.g. after /api/me) without touching the token. */
    updateLogin(state, action: PayloadAction<Omit<LoginResponse, 'token'>>) {
      if (state.login) state.login = { ...state.login, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(signIn.fulfilled, (state, action) => {
        state.loading = false;
        state.login = action.payload;
      })
      .addCase(signIn.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload?.message ?? 'An error occurred during login.';
      });
  },
  selectors: {
    selectLogin: (s) => s.login,
    selectToken: (s) => s.login?.token,
    selectUser: (s) => s.login?.user,
    selectRights: (s) => s.login?.user?.rights ?? [],
    selectSessionLoading: (s) => s.loading,
    selectSessionError: (s) => s.error,
  },
});

export const { removeLogin, updateLogin } = sessionSlice.actions;
export const { selectLogin, selectToken, selectUser, selectRights, selectSessionLoading, selectSessionError } = sessionSlice.selectors;
