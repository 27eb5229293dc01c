/** The encodings an import recognises; what the report names as the file's encoding. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Node's Buffer and the DOM's Uint8Array differ in typing only. */
const read = (encoding: string, bytes: Buffer, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes as unknown as Uint8Array);

/** Windows-1252's characters for the bytes 0x80-0x9F (the rest of its range is Latin-1); the five unassigned bytes stay C1 controls, as WHATWG maps them. */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Windows-1252 by hand: Node 20's TextDecoder('windows-1252') reads the bytes as Latin-1, so
 * 0x80 comes out as U+0080 instead of €, and curly quotes as controls (measured on v20.20.2).
 */
function cp1252(bytes: Buffer): string {
  const latin1 = bytes.toString('latin1');
  return latin1.replace(/[\u0080-\u009F]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

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
    return { text: cp1252(bytes), encoding: 'windows-1252' };
  }
}
