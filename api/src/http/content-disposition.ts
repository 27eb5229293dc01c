/**
 * `attachment` with any file name (RFC 6266 / RFC 8187): an ASCII fallback in `filename` and the
 * exact name, UTF-8 percent-encoded, in `filename*`. Node refuses header values outside Latin-1
 * (a stored name like 😀.pdf answered 500), so the raw name never goes into the header.
 */
export function attachment(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '') || 'download';
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
