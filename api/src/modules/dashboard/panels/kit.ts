import type { DashboardCard, DashboardChart, DashboardPanel, DashboardRow, DashboardSeries, DashboardValueFormat } from 'shared/resources';
import type { RawSql } from '../../../db/client';
import type { Principal } from '../../../http/types';
import type { ResolvedFilter } from '../filter';

export interface PanelContext {
  db: RawSql;
  f: ResolvedFilter;
  principal: Principal;
  /** bank_branch_id of the request (bank-branch panel). */
  bankBranchId?: number;
}

export type PanelBuilder = (ctx: PanelContext) => Promise<DashboardPanel>;

export const card = (id: string, label: string, value: number, format: DashboardValueFormat = 'count', hint?: string): DashboardCard => ({
  id,
  label,
  value: round(value),
  format,
  ...(hint ? { hint } : {}),
});

export function chart(
  id: string,
  title: string,
  kind: DashboardChart['kind'],
  index: [key: string, label: string],
  series: DashboardSeries[],
  rows: DashboardRow[],
  format: DashboardValueFormat = 'count',
  note?: string,
): DashboardChart {
  return { id, title, kind, indexBy: index[0], indexLabel: index[1], series, rows, format, ...(note ? { note } : {}) };
}

/** One value series. */
export const one = (key: string, label: string, color?: string): DashboardSeries[] => [{ key, label, ...(color ? { color } : {}) }];

export const round = (v: number, digits = 2) => {
  const p = 10 ** digits;
  return Math.round((Number.isFinite(v) ? v : 0) * p) / p;
};
export const ratio = (part: number, whole: number) => (whole ? part / whole : 0);
export const pct = (part: number, whole: number) => round(ratio(part, whole) * 100, 1);

/** Sums `value` per key. */
export function tally<T>(rows: T[], key: (r: T) => string | number, value: (r: T) => number): Map<string | number, number> {
  const out = new Map<string | number, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}

/** Largest first (ties by label), at most n. */
export function top<T extends DashboardRow>(rows: T[], valueKey: string, labelKey: string, n = 15): T[] {
  return [...rows]
    .sort((a, b) => Number(b[valueKey]) - Number(a[valueKey]) || String(a[labelKey]).localeCompare(String(b[labelKey])))
    .slice(0, n);
}

export function scope(f: ResolvedFilter, what: string, withDates = true): string {
  const where = f.branchName ? `${f.branchName} branch` : 'all branches';
  return withDates ? `${what} from ${f.fromIso} to ${f.toIso}, ${where}` : `${what}, ${where}`;
}
