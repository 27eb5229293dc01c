import { ResponsiveLine } from '@nivo/line';
import { RESEARCH_SOURCES, type ResearchResult } from '../../model';

const COLOURS = { cases: '#2563eb', brokers: '#16a34a', market: '#ea580c', ready_reckoner: '#6b7280' } as const;

/** The three sources and the ready-reckoner reference as lines over the months (gaps where a month has none). */
export function RatesChart({ title, result }: { title: string; result: ResearchResult }) {
  const data = RESEARCH_SOURCES.map((s) => ({
    id: s.label,
    color: COLOURS[s.key],
    data: result.months.map((m) => ({ x: m.month, y: m[s.key] })),
  })).filter((s) => s.data.some((p) => p.y !== null));
  const step = Math.ceil(result.months.length / 12);
  return (
    <div style={{ height: 340 }}>
      <ResponsiveLine
        data={data}
        colors={(d) => d.color}
        margin={{ top: 12, right: 24, bottom: 90, left: 72 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        axisBottom={{ tickRotation: -45, tickValues: result.months.filter((_, i) => i % step === 0).map((m) => m.month) }}
        axisLeft={{ format: (v) => Number(v).toLocaleString('en-IN') }}
        yFormat={(v) => `₹${Number(v).toLocaleString('en-IN')} / sq ft`}
        pointSize={6}
        lineWidth={2}
        enableSlices="x"
        useMesh={false}
        animate={false}
        legends={[{ anchor: 'bottom', direction: 'row', translateY: 84, itemWidth: 210, itemHeight: 16, symbolSize: 10 }]}
        role="img"
        ariaLabel={`${title} chart`}
      />
    </div>
  );
}
