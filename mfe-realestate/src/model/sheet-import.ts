/** One refused row of an import: its line in the file (header = line 1) and every reason. */
export interface ImportRowError {
  line: number;
  message: string;
}

/** Consecutive lines of a file, e.g. the rows an import takes. */
export interface LineRange {
  from: number;
  to: number;
}

/**
 * What an import answers: counts, the header row it used, the lines it takes and, for every
 * refused row, its line and why. `checked`: a check (preview) only, nothing stored.
 */
export interface ImportReport {
  rows: number;
  added: number;
  /** Rows already stored: updated (ready-reckoner zones) or left alone (market transactions). */
  existing: number;
  errors: ImportRowError[];
  taken: LineRange[];
  header_line: number;
  /** Empty or separator-only rows left out. */
  ignored: number;
  checked: boolean;
  message: string;
}

const fmt = (n: number) => n.toLocaleString('en-IN');

/**
 * The one-line summary of an import, e.g. "Imported 9 of 10 rows: 7 added, 2 already listed; 1 row
 * refused (see the report)."; of a check, "Checked 10 rows under the header on row 2: 9 to import;
 * 1 row refused (see the report)."
 */
export function importMessage(r: Omit<ImportReport, 'message'>, existingWord: string): string {
  const done = r.rows - r.errors.length;
  const refused = r.errors.length;
  const refusedPart = refused ? `; ${fmt(refused)} row${refused === 1 ? '' : 's'} refused (see the report).` : '.';
  if (r.checked) return `Checked ${fmt(r.rows)} rows under the header on row ${r.header_line}: ${fmt(done)} to import${refusedPart}`;
  return `Imported ${fmt(done)} of ${fmt(r.rows)} rows: ${fmt(r.added)} added, ${fmt(r.existing)} ${existingWord}${refusedPart}`;
}

/** Where each CSV record of a file ends (the byte after its line feed) and the line it starts on; quote-aware. */
function csvRecords(bytes: Uint8Array): { end: number; line: number }[] {
  const ends: { end: number; line: number }[] = [];
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x22) quoted = !quoted;
    else if (bytes[i] === 0x0a) {
      line++;
      if (!quoted) {
        ends.push({ end: i + 1, line: start });
        start = line;
      }
    }
  }
  if (bytes.length && bytes[bytes.length - 1] !== 0x0a) ends.push({ end: bytes.length, line: start });
  return ends;
}

/**
 * A CSV file's bytes cut into parts of at most `rows` records, so a large import goes in several
 * requests and shows its progress. The bytes are cut, not the text: the server detects the
 * encoding (UTF-8, Windows-1252) of each part as of the whole file. The first part is the file's
 * start (title rows and header row); `rest(headerLine)` gives the other parts, each led by the
 * file's lines up to and including its header row, with `firstLine` the file line of its first
 * record. A UTF-16 file (zero bytes in its text) goes whole.
 */
export function csvParts(
  bytes: Uint8Array,
  rows: number,
): { first: Uint8Array; rest(headerLine: number): { bytes: Uint8Array; firstLine: number }[] } {
  const ends = csvRecords(bytes);
  const wide = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.subarray(0, 200).includes(0);
  if (wide || ends.length <= rows) return { first: bytes, rest: () => [] };
  return {
    first: bytes.subarray(0, ends[rows - 1].end),
    rest(headerLine) {
      const head = ends.filter((e) => e.line <= headerLine);
      const prefix = bytes.subarray(0, head.length ? head[head.length - 1].end : 0);
      const parts: { bytes: Uint8Array; firstLine: number }[] = [];
      for (let k = rows; k < ends.length; k += rows) {
        const body = bytes.subarray(ends[k - 1].end, ends[Math.min(k + rows, ends.length) - 1].end);
        const part = new Uint8Array(prefix.length + body.length);
        part.set(prefix);
        part.set(body, prefix.length);
        parts.push({ bytes: part, firstLine: ends[k].line });
      }
      return parts;
    },
  };
}
