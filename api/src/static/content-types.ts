import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Worth compressing: text formats (fonts and images are compressed already). */
export function isCompressible(file: string): boolean {
  const type = contentTypeOf(file);
  return /^(text\/|application\/(json|manifest\+json|wasm))|^image\/svg/.test(type) || type === 'image/x-icon';
}

/** A known static-asset extension: a missing one is a 404, not the SPA page. */
export function isAssetPath(urlPath: string): boolean {
  return path.extname(urlPath).toLowerCase() in TYPES && path.extname(urlPath).toLowerCase() !== '.html';
}

/** `name.1a2b3c4d.js`, `123.1a2b3c4d5e.chunk.js`: content-hashed names never change content. */
export function isHashedName(file: string): boolean {
  return /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
}
