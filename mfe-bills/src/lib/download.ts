import { http } from 'shared/core';

/** Downloads a file the API sends (PDF, CSV) with the session's token: a file, not data a screen shows. */
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
