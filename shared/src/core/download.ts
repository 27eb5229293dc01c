import { useEffect, useState } from 'react';
import { http, type ApiError } from './http';

/** A token-fetched file as an object URL; `error` is the API's message when it failed. */
type FileUrl = { src: string | null; failed: boolean; error: string | null };

/** Hands bytes the page holds to the browser as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a file the API serves only with the session's bearer token (a plain link carries
 * none). The file is named `name`, or by the server's Content-Disposition when `name` is omitted.
 */
export async function downloadFile(url: string, name?: string, params?: Record<string, unknown>): Promise<void> {
  const res = await http.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(res.headers?.['content-disposition'] ?? '');
  const named = /filename="([^"]+)"/.exec(disposition)?.[1];
  saveBlob(res.data, name ?? named ?? 'download');
}

/** Opens a file the API serves only with the bearer token in a new tab (a PDF, a photo). */
export async function openFile(url: string): Promise<void> {
  const res = await http.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  window.open(href, '_blank', 'noopener');
  // The new tab reads the URL after open() returns; revoked once it surely has.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * An object URL for a file the API serves only with the bearer token (a preview, a video), revoked
 * when the component leaves or the URL changes. File bytes, not records: a Blob has no place in
 * RTK Query's serialisable cache and no tag ever refreshes it, so this is a direct call on the one
 * axios client.
 */
export function useFileUrl(url: string | null | undefined, timeout?: number): FileUrl {
  const [state, setState] = useState<FileUrl>({ src: null, failed: false, error: null });
  useEffect(() => {
    if (!url) return;
    let href: string | null = null;
    let live = true;
    setState({ src: null, failed: false, error: null });
    http
      .get<Blob>(url, { responseType: 'blob', timeout })
      .then((res) => {
        href = URL.createObjectURL(res.data);
        if (live) setState({ src: href, failed: false, error: null });
        else URL.revokeObjectURL(href);
      })
      .catch((e: ApiError) => live && setState({ src: null, failed: true, error: e?.message ?? null }));
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, timeout]);
  return state;
}
