import { ResponsiveLine } from '@nivo/line';
import type { DashboardRow, DashboardSeries, DashboardValueFormat } from 'shared/resources';
import { axisValue, colorOf, formatValue } from './format';

export interface LineChartProps {
  title: string;
  rows: DashboardRow[];
  indexBy: string;
  series: DashboardSeries[];
  format?: DashboardValueFormat;
}

/** A nivo line chart, one line per series, in the series' colours. */
export function LineChart({ title, rows, indexBy, series, format = 'count' }: LineChartProps) {
  const data = series.map((s, i) => ({
    id: s.label,
    color: colorOf(s.color, i),
    data: rows.map((r) => ({ x: String(r[indexBy]), y: Number(r[s.key] ?? 0) })),
  }));
  const ticks = rows.map((r) => String(r[indexBy]));
  const max = Math.max(0, ...data.flatMap((d) => d.data.map((p) => p.y)));
  const yTicks = format === 'count' && max <= 8 ? Array.from({ length: Math.ceil(max) + 1 }, (_, i) => i) : 6;
  const step = Math.ceil(ticks.length / 14);
  return (
    <ResponsiveLine
      data={data}
      colors={(d) => d.color}
      margin={{ top: 12, right: 24, bottom: 56, left: 56 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickRotation: ticks.length > 8 ? -45 : 0, tickValues: ticks.filter((_, i) => i % step === 0) }}
      axisLeft={{ format: (v) => axisValue(Number(v), format), tickValues: yTicks }}
      gridYValues={yTicks}
      yFormat={(v) => formatValue(Number(v), format)}
      pointSize={6}
      lineWidth={3}
      enableSlices="x"
      useMesh={false}
      animate={false}
      role="img"
      ariaLabel={`${title} chart`}
    />
  );
}
