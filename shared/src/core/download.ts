import { useEffect, useState } from 'react';
import { http } from './http';

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

/**
 * An object URL for a file the API serves only with the bearer token (a preview, a video), revoked
 * when the component leaves or the URL changes. File bytes, not records: a Blob has no place in
 * RTK Query's serialisable cache and no tag ever refreshes it, so this is a direct call on the one
 * axios client.
 */
export function useFileUrl(url: string | null | undefined, timeout?: number): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let href: string | null = null;
    let live = true;
    http
      .get<Blob>(url, { responseType: 'blob', timeout })
      .then((res) => {
        href = URL.createObjectURL(res.data);
        if (live) setState({ src: href, failed: false });
      })
      .catch(() => live && setState({ src: null, failed: true }));
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, timeout]);
  return state;
}
