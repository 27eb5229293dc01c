/** The encodings an import recognises; what the report names as the file's encoding. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Node's Buffer and the DOM's Uint8Array differ in typing only. */
const read = (encoding: string, bytes: Buffer, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes as unknown as Uint8Array);

/** UTF-16 without a byte order mark: most ASCII text has a zero byte in every other position. */
function utf16Without(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const half = n / 2;
  if (oddZero > half * 0.6 && evenZero < half * 0.1) return 'utf-16le';
  if (evenZero > half * 0.6 && oddZero < half * 0.1) return 'utf-16be';
  return null;
}

/**
 * The text of an uploaded file and the encoding it was read in: a byte order mark decides (UTF-8,
 * UTF-16 LE/BE); without one, UTF-16 is told by its zero bytes, then the bytes are read as UTF-8
 * if they are valid UTF-8, else as Windows-1252 (what Excel's plain "CSV" writes on an Indian
 * PC). Windows-1252 maps every byte to a character, so no replacement character (U+FFFD) is made.
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncodingName } {
  const at = (i: number) => bytes[i];
  if (at(0) === 0xef && at(1) === 0xbb && at(2) === 0xbf) return { text: read('utf-8', bytes.subarray(3)), encoding: 'utf-8' };
  if (at(0) === 0xff && at(1) === 0xfe) return { text: read('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (at(0) === 0xfe && at(1) === 0xff) return { text: read('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  const wide = utf16Without(bytes);
  if (wide) return { text: read(wide, bytes), encoding: wide };
  try {
    return { text: read('utf-8', bytes, true), encoding: 'utf-8' };
  } catch {
    return { text: read('windows-1252', bytes), encoding: 'windows-1252' };
  }
}
