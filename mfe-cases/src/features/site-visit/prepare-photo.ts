/**
 * The EXIF reader (27 KB gzip) is not part of the page's first load on a phone: it is asked for once
 * the day is on screen (preloadPhotoTools), so that it is there, and kept by the service worker,
 * before the engineer goes where the network is not.
 */
const exifReader = () => import('exifr').then((m) => m.default);
export const preloadPhotoTools = () => void exifReader().catch(() => undefined);

/** What the server is sent for a photo: at most this many bytes (a phone's 4 MB JPEG is resized). */
const MAX_UPLOAD_BYTES = 500 * 1024;

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function exifOf(file: File): Promise<Record<string, string>> {
  try {
    const exifr = await exifReader();
    const tags = await exifr.parse(file, { gps: true, pick: ['DateTimeOriginal', 'CreateDate', 'latitude', 'longitude'] });
    if (!tags) return {};
    const out: Record<string, string> = {};
    if (typeof tags.latitude === 'number' && typeof tags.longitude === 'number') {
      out.exif_latitude = tags.latitude.toFixed(6);
      out.exif_longitude = tags.longitude.toFixed(6);
    }
    const when = tags.DateTimeOriginal ?? tags.CreateDate;
    if (when instanceof Date && !Number.isNaN(when.getTime())) out.exif_taken_at = when.toISOString();
    return out;
  } catch {
    return {}; // a file without readable EXIF: the phone's position and time stand
  }
}

/** Redraws the picture smaller as JPEG until it fits (at most 1,600 px, then lower quality and size). */
async function resized(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  let side = 1600;
  let quality = 0.8;
  for (let i = 0; i < 6; i++) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', quality));
    if (blob && blob.size <= MAX_UPLOAD_BYTES) return blob;
    side = Math.round(side * 0.8);
    quality = Math.max(0.5, quality - 0.1);
  }
  throw new Error('The photo could not be made small enough to send.');
}

/**
 * A photo as it is queued: the original's SHA-256 and size (the proof kept with it), its EXIF
 * position and time, and the bytes to send: the original when small enough, else a resized JPEG.
 */
export async function preparePhoto(file: File) {
  const original = await file.arrayBuffer();
  const sha = hex(await crypto.subtle.digest('SHA-256', original));
  const exif = await exifOf(file);
  const small = file.size <= MAX_UPLOAD_BYTES;
  const blob = small ? file : await resized(file);
  const name = small ? file.name : file.name.replace(/\.[a-z0-9]+$/i, '') + '.jpg';
  return { blob, name, fields: { ...exif, original_sha256: sha, original_bytes: String(file.size) } };
}
