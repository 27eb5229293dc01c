import { CSV_OPTIONS, saveBlob } from 'shared/core';

export interface CsvColumn {
  key: string;
  label: string;
}

/**
 * RFC 4180 CSV (csv-stringify): a header row of labels, then one row per record (raw numbers, no
 * grouping). The writer is loaded on the first download, so no page carries it until then.
 */
export async function toCsv(columns: CsvColumn[], rows: Record<string, unknown>[]): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify([columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => row[c.key]))], CSV_OPTIONS);
}

/** A file name from a title: "Pincode Initiation" on 2026-11-21 becomes pincode-initiation-2026-11-21.csv. */
export function csvFileName(title: string, date: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'data'}-${date}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
