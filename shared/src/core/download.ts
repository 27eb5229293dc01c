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
