import { useCallback, useEffect, useState } from 'react';
import { http, type ApiError } from 'shared/core';

export type Load<T> = { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; data: T };

/** GET a billing endpoint: loading, loaded or failed (spec section 4), with reload. */
export function useApi<T>(url: string | null): { state: Load<T>; reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    http.get<T>(url, { signal: controller.signal }).then(
      (res) => setState({ status: 'loaded', data: res.data }),
      (error: ApiError & { name?: string }) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [url, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { state, reload };
}

export async function post<T = unknown>(url: string, body: unknown): Promise<{ data: T; message: string }> {
  return (await http.post(url, body)).data;
}

export async function put<T = unknown>(url: string, body: unknown): Promise<{ data: T; message: string }> {
  return (await http.put(url, body)).data;
}

/** Downloads a file the API sends (PDF, CSV) with the session's token. */
export async function download(url: string, filename: string): Promise<void> {
  const res = await http.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const query = (params: Record<string, string | number | boolean | null | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};
