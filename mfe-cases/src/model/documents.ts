/** What a case document may be: the API sniffs the same types and refuses larger files. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The client-side check before an upload starts (the server checks again, by content). */
export function documentFileError(file: { size: number; type: string }): string | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'Upload a PDF, JPEG, PNG or WebP file.';
  if (file.size > DOCUMENT_MAX_BYTES) return 'The file is larger than the 5 MB limit.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
