import { http } from 'shared/core';

/** Downloads a file the API serves only with the bearer token (a plain link would carry none). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const res = await http.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
