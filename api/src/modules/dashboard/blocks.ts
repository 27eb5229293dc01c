/**
 * Dates as day numbers (days since 1970-01-01) and their split into the aligned blocks the
 * summary tables store (migration 0201): a level-L block covers 2^L days from a multiple of 2^L;
 * a level -1 block covers the calendar month starting at its bucket.
 */
export const MAX_LEVEL = 10;
const DAY_MS = 86_400_000;

export const dayNo = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const isoMonth = (n: number): string => isoDay(n).slice(0, 7);

/** First day (day number) of the month containing day n, and of the month `add` months later. */
export function monthStart(n: number, add = 0): number {
  const d = new Date(n * DAY_MS);
  return Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1) / DAY_MS);
}

export interface Block {
  lvl: number;
  bucket: number;
}

/** The fewest aligned blocks exactly covering days from..to (inclusive). */
export function blocks(from: number, to: number): Block[] {
  const out: Block[] = [];
  let a = from;
  while (a <= to) {
    let l = 0;
    while (l < MAX_LEVEL && a % (1 << (l + 1)) === 0 && a + (1 << (l + 1)) - 1 <= to) l++;
    out.push({ lvl: l, bucket: a });
    a += 1 << l;
  }
  return out;
}

/** Blocks for several labelled ranges at once, as the three arrays a query unnests. */
export interface BlockSet {
  lvl: number[];
  bucket: number[];
  grp: string[];
}

export function blockSet(groups: { grp: string; from: number; to: number }[]): BlockSet {
  const set: BlockSet = { lvl: [], bucket: [], grp: [] };
  for (const g of groups) {
    const wholeMonth = g.from === monthStart(g.from) && g.to === monthStart(g.from, 1) - 1;
    for (const b of wholeMonth ? [{ lvl: -1, bucket: g.from }] : blocks(g.from, g.to)) {
      set.lvl.push(b.lvl);
      set.bucket.push(b.bucket);
      set.grp.push(g.grp);
    }
  }
  return set;
}

/** One label per day, or per calendar month (clipped to the range) for long ranges. */
export function dateGroups(from: number, to: number, bucket: 'day' | 'month'): { grp: string; from: number; to: number }[] {
  const out: { grp: string; from: number; to: number }[] = [];
  if (bucket === 'day') {
    for (let d = from; d <= to; d++) out.push({ grp: isoDay(d), from: d, to: d });
    return out;
  }
  for (let m = monthStart(from); m <= to; m = monthStart(m, 1)) {
    out.push({ grp: isoMonth(m), from: Math.max(m, from), to: Math.min(monthStart(m, 1) - 1, to) });
  }
  return out;
}

/** Long ranges are read per month so charts stay readable. */
export const bucketFor = (from: number, to: number): 'day' | 'month' => (to - from + 1 > 62 ? 'month' : 'day');
