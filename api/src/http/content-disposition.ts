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

/** The extension each type we store is served with (uploads are recognised by content). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'text/csv': ['csv'],
  'text/html': ['html'],
};

/**
 * The name with the extension of its detected type: `evil.html` stored as a PDF becomes
 * `evil.pdf`, so a saved copy opens as what it is (issue 24, finding 6). Unknown types keep the name.
 */
export function nameForType(name: string, mime: string): string {
  const exts = EXTENSIONS[mime.split(';')[0].trim().toLowerCase()];
  if (!exts) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return exts.includes(ext) ? name : `${stem || 'file'}.${exts[0]}`;
}

/** Images and PDFs are shown inline (the pages embed them); everything else is a download. */
export function dispositionFor(name: string, mime: string): string {
  const header = attachment(nameForType(name, mime));
  return /^(image\/(jpeg|png|webp)|application\/pdf)$/i.test(mime) ? header.replace(/^attachment/, 'inline') : header;
}
