import { validateRecord, writableFields, type FieldDesc, type ResourceDesc } from 'shared/resources';

/** One refused row of an import: its line in the file (header = line 1) and every reason. */
export interface ImportRowError {
  line: number;
  message: string;
}

/** What an import answers: counts and, for every refused row, its line and why. */
export interface ImportReport {
  rows: number;
  added: number;
  /** Rows already stored: updated (ready-reckoner zones) or left alone (market transactions). */
  existing: number;
  errors: ImportRowError[];
  message: string;
}

const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Which field each column of a header row holds: by field name or label, in any case and order
 * ("Rate Residential", "rate_residential" and "Residential / sq m" all name one field).
 */
export function sheetColumns(desc: ResourceDesc, header: readonly string[]): { fields: (FieldDesc | undefined)[]; missing: string[] } {
  const byKey = new Map<string, FieldDesc>();
  for (const f of writableFields(desc)) {
    byKey.set(key(f.name), f);
    byKey.set(key(f.label), f);
  }
  const fields = header.map((h) => byKey.get(key(h)));
  const missing = writableFields(desc)
    .filter((f) => f.required && !fields.includes(f))
    .map((f) => f.label);
  return { fields, missing };
}

/** A spreadsheet cell as the wire value of its field (numbers without grouping, options by label). */
function cellValue(field: FieldDesc, raw: string): unknown {
  const text = raw.trim();
  switch (field.type) {
    case 'number':
    case 'money': {
      const plain = text.replace(/[₹,\s]/g, '');
      const n = Number(plain);
      return plain !== '' && Number.isFinite(n) ? n : text;
    }
    case 'tags':
    case 'multiselect':
      return text.split(field.itemFormat ? /[\s,;|]+/ : /[;|\n]+/).filter(Boolean);
    case 'select': {
      if (field.valueType === 'integer') return /^\d+$/.test(text) ? Number(text) : text;
      const opt = field.options?.find((o) => o.value.toLowerCase() === text.toLowerCase() || o.label.toLowerCase() === text.toLowerCase());
      return opt ? opt.value : text;
    }
    default:
      return text;
  }
}

/**
 * One data row as a record, checked by the same description the form and the API use: the values,
 * or every message of the row joined (so the report says all that is wrong with it at once).
 */
export function sheetRecord(
  desc: ResourceDesc,
  fields: readonly (FieldDesc | undefined)[],
  cells: readonly string[],
): { values: Record<string, unknown>; error?: undefined } | { values?: undefined; error: string } {
  const values: Record<string, unknown> = {};
  fields.forEach((f, i) => {
    const raw = cells[i] ?? '';
    if (f && raw.trim() !== '') values[f.name] = cellValue(f, raw);
  });
  const errors = validateRecord(desc, values, 'create');
  const messages = Object.values(errors);
  return messages.length ? { error: messages.join('; ') } : { values };
}

const fmt = (n: number) => n.toLocaleString('en-IN');

/** The one-line summary of an import, e.g. "Imported 9 of 10 rows: 7 added, 2 already listed; 1 row refused (see the report)." */
export function importMessage(r: Omit<ImportReport, 'message'>, existingWord: string): string {
  const done = r.rows - r.errors.length;
  const refused = r.errors.length;
  return (
    `Imported ${fmt(done)} of ${fmt(r.rows)} rows: ${fmt(r.added)} added, ${fmt(r.existing)} ${existingWord}` +
    (refused ? `; ${fmt(refused)} row${refused === 1 ? '' : 's'} refused (see the report).` : '.')
  );
}

/**
 * A CSV file cut into parts of at most `rows` records, each led by the header row, so a large
 * import goes in several requests and shows its progress. Quote-aware: a quoted cell may hold line
 * breaks. `firstLine` is the file line of a part's first data record.
 */
export function csvParts(text: string, rows: number): { text: string; firstLine: number }[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const ends: { end: number; line: number }[] = [];
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n') {
      line++;
      if (!quoted) {
        ends.push({ end: i + 1, line: start });
        start = line;
      }
    }
  }
  if (src.length && !src.endsWith('\n')) ends.push({ end: src.length, line: start });
  if (!ends.length) return [];
  const header = src.slice(0, ends[0].end).replace(/\r?\n?$/, '\r\n');
  const parts: { text: string; firstLine: number }[] = [];
  for (let k = 1; k < ends.length; k += rows) {
    const last = Math.min(k + rows, ends.length) - 1;
    parts.push({ text: header + src.slice(ends[k - 1].end, ends[last].end), firstLine: ends[k].line });
  }
  return parts.length ? parts : [{ text: header, firstLine: 2 }];
}
