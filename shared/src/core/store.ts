import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from './base-api';
import { configureHttp } from './http';
import { removeLogin, sessionSlice, SESSION_STORAGE_KEY } from './session-slice';
import { uiSlice } from './ui-slice';
import { forgetSenders } from '../offline/forget-senders';

/** Remotes add their slices with `rootReducer.inject(slice)` (lazy slices). */
export interface LazySlices {}

export const rootReducer = combineSlices(sessionSlice, uiSlice, baseApi).withLazyLoadedSlices<LazySlices>();

export const store = configureStore({
  reducer: rootReducer,
  // Writes with files carry File / FormData in their arguments: not state, so not checked.
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta'], ignoredPaths: ['api.mutations'] } }).concat(
      baseApi.middleware,
    ),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

configureHttp({
  getToken: () => store.getState().session.login?.token,
  onUnauthorized: () => store.dispatch(removeLogin()),
});

// Only the login is persisted; server data is always fetched fresh.
let persisted = store.getState().session.login;
store.subscribe(() => {
  const login = store.getState().session.login;
  if (login === persisted) return;
  persisted = login;
  try {
    if (login) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(login));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage full or blocked: the session still works for this tab */
  }
  // Signed out: the service worker's copies of API answers (shell/offline.cjs, cache
  // 'engineer-api') are the signed-out user's data; they must not open offline for the next one.
  // Nor may the worker send a kept outbox with the session that just ended (shared/offline).
  if (!login) {
    void globalThis.caches?.delete('engineer-api').catch(() => undefined);
    forgetSenders();
  }
});
// Signing out in one tab signs out the others.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === SESSION_STORAGE_KEY && !event.newValue && store.getState().session.login) store.dispatch(removeLogin());
});
