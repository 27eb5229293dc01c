import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ReleaseError } from './errors';

// Bytes as Uint8Array: the project's @types/node types Buffer apart from the TypeScript lib's views.
const DECODERS: Record<string, (b: Uint8Array) => Uint8Array> = {
  '.br': (b) => new Uint8Array(zlib.brotliDecompressSync(b)),
  '.gz': (b) => new Uint8Array(zlib.gunzipSync(b)),
};
const bytes = (file: string) => new Uint8Array(fs.readFileSync(file));

/**
 * Refuses a build whose `.br` / `.gz` file is not its sibling compressed. The server sends such a
 * file in place of the original (@fastify/static preCompressed), so a stale one left by an earlier
 * build, or an original edited after the build, would put old code on every browser that accepts
 * brotli or gzip while the original looks right.
 */
export function checkCompressedSiblings(src: string): void {
  for (const rel of fs.readdirSync(src, { recursive: true }) as string[]) {
    const decode = DECODERS[path.extname(rel)];
    if (!decode) continue;
    const original = path.join(src, rel.slice(0, -path.extname(rel).length));
    let same: boolean;
    try {
      same = fs.existsSync(original) && Buffer.compare(decode(bytes(path.join(src, rel))), bytes(original)) === 0;
    } catch {
      same = false; // not even a valid stream
    }
    if (!same) {
      throw new ReleaseError(
        'invalid',
        `${path.join(src, rel)} is not ${path.basename(original)} compressed (left from an earlier build, or the file changed after it); build the remote again.`,
      );
    }
  }
}
