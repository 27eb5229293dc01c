import { ResponsiveBar } from '@nivo/bar';
import type { DashboardRow, DashboardSeries, DashboardValueFormat } from 'shared/resources';
import { axisValue, colorOf, formatValue } from './format';

export interface BarChartProps {
  title: string;
  rows: DashboardRow[];
  indexBy: string;
  series: DashboardSeries[];
  format?: DashboardValueFormat;
  layout?: 'vertical' | 'horizontal';
  groupMode?: 'stacked' | 'grouped';
}

/** Whole-number ticks for small counts (nivo would mark 0.5 steps). */
function valueTicks(data: Record<string, string | number>[], keys: string[], stacked: boolean, format: DashboardValueFormat) {
  if (format !== 'count') return 5;
  const max = Math.max(
    0,
    ...data.map((r) => (stacked ? keys.reduce((a, k) => a + Number(r[k] ?? 0), 0) : Math.max(...keys.map((k) => Number(r[k] ?? 0))))),
  );
  return max <= 8 ? Array.from({ length: Math.max(1, Math.ceil(max)) + 1 }, (_, i) => i) : 6;
}

/** Every n-th label when there are too many to read. */
const thin = (values: (string | number)[], max: number) => {
  const step = Math.ceil(values.length / max);
  return values.filter((_, i) => i % step === 0);
};

/** A nivo bar chart with rounded bars (radius 6), labelled for screen readers by its title. */
export function BarChart({ title, rows, indexBy, series, format = 'count', layout = 'vertical', groupMode = 'stacked' }: BarChartProps) {
  const horizontal = layout === 'horizontal';
  // nivo draws the first row at the bottom of a horizontal chart: keep the largest on top.
  const data = (horizontal ? [...rows].reverse() : rows) as Record<string, string | number>[];
  const labels = data.map((r) => r[indexBy]);
  const longLabels = labels.some((l) => String(l).length > 8);
  const colors = Object.fromEntries(series.map((s, i) => [s.key, colorOf(s.color, i)]));
  const keys = series.map((s) => s.key);
  const ticks = valueTicks(data, keys, groupMode === 'stacked', format);
  const longest = Math.max(0, ...labels.map((l) => String(l).length));
  const labelWidth = Math.min(220, 16 + 7.5 * longest);
  const rotate = longLabels || labels.length > 12 || (labels.length > 6 && longest > 4);
  return (
    <ResponsiveBar
      data={data}
      keys={keys}
      indexBy={indexBy}
      layout={layout}
      groupMode={groupMode}
      borderRadius={6}
      padding={data.length <= 3 ? 0.6 : 0.25}
      innerPadding={groupMode === 'grouped' ? 2 : 0}
      colors={(bar) => colors[String(bar.id)]}
      margin={{
        top: 10,
        right: 16,
        bottom: horizontal ? 36 : rotate ? Math.min(120, 20 + 5.2 * longest) : 40,
        left: horizontal ? labelWidth : 56,
      }}
      axisBottom={
        horizontal
          ? { format: (v) => axisValue(Number(v), format), tickValues: ticks }
          : { tickRotation: rotate ? -45 : 0, tickValues: thin(labels, 24) }
      }
      axisLeft={horizontal ? { tickValues: labels } : { format: (v) => axisValue(Number(v), format), tickValues: ticks }}
      gridXValues={horizontal ? ticks : undefined}
      gridYValues={horizontal ? undefined : ticks}
      enableLabel={data.length <= 12 && series.length === 1}
      label={(d) => axisValue(Number(d.value), format)}
      labelSkipWidth={28}
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      valueFormat={(v) => formatValue(Number(v), format)}
      legendLabel={(d) => series.find((s) => s.key === d.id)?.label ?? String(d.id)}
      tooltipLabel={(d) => `${series.find((s) => s.key === d.id)?.label ?? d.id} - ${d.indexValue}`}
      animate={false}
      role="img"
      ariaLabel={`${title} chart`}
    />
  );
}
