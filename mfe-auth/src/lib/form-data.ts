/** Multipart body from text values (empty ones left out, as the API treats them as absent) and files. */
export function toFormData(text: Record<string, string>, files: Record<string, File | null> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(text)) if (value !== '') body.append(key, value);
  for (const [key, file] of Object.entries(files)) if (file) body.append(key, file, file.name);
  return body;
}
