// Test helper of mfe-dashboard: answers the shared axios instance from a route table, records
// every request, and resets the RTK Query cache between tests.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import { baseApi, http, removeLogin, store } from 'shared/core';
import { toaster } from 'shared/ui';

export interface Call {
  method: string;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

type Handler = (call: Call) => unknown | { status: number; body: unknown };

/** Routes are keyed 'METHOD url' (url without /api). A handler may answer `fail(status, body)`. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    const result = handler ? handler(call) : { [FAIL]: true, status: 404, body: { message: 'Not found.' } };
    if (result && typeof result === 'object' && FAIL in result) {
      const { status, body } = result as unknown as { status: number; body: unknown };
      return Promise.reject({ config, response: { status, statusText: 'Error', data: body, headers: {}, config }, isAxiosError: true });
    }
    return { data: result, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

const FAIL = Symbol('fail');
export const fail = (status: number, body: unknown = { message: 'Failed' }) => ({ [FAIL]: true, status, body });

export async function resetDashboardTests(restore?: () => void) {
  restore?.();
  jest.restoreAllMocks();
  await act(async () => {
    store.dispatch(baseApi.util.resetApiState());
    store.dispatch(removeLogin());
    toaster.remove();
    await new Promise((r) => setTimeout(r, 20));
  });
}
