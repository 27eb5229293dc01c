import { formatMoney } from 'shared/core';
import { Box, HStack, Text } from 'shared/ui';
import type { AvmResult } from '../../model';

const W = 720;
const H = 260;
const PAD = { l: 70, r: 16, t: 12, b: 28 };
const COLOURS = { CASE: '#2563eb', MARKET: '#ea580c' } as const;

/**
 * The comparables' rates per sq ft over time (cases blue, sales orange) with the median and the
 * ready-reckoner rate as lines; the table beside it lists the same points.
 */
export function ComparablesPlot({ result }: { result: AvmResult }) {
  const { comparables, estimate, ready_reckoner: rr } = result;
  if (!comparables.length) return null;
  const times = comparables.map((c) => Date.parse(c.date));
  const rates = comparables.map((c) => c.rate);
  const refs = [estimate.median ?? 0, rr?.rate_sqft ?? 0].filter((v) => v > 0);
  const [t0, t1] = [Math.min(...times), Math.max(...times) + 1];
  const [r0, r1] = [Math.min(...rates, ...refs) * 0.95, Math.max(...rates, ...refs) * 1.05];
  const x = (t: number) => PAD.l + ((t - t0) / (t1 - t0)) * (W - PAD.l - PAD.r);
  const y = (r: number) => H - PAD.b - ((r - r0) / (r1 - r0)) * (H - PAD.t - PAD.b);
  const line = (v: number, colour: string, label: string) => (
    <g>
      <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke={colour} strokeDasharray="6 4" />
      <text x={W - PAD.r} y={y(v) - 4} textAnchor="end" fontSize="11" fill={colour}>
        {label}
      </text>
    </g>
  );
  const summary = `${comparables.length} comparables from ${result.comparables.at(-1)?.date} to ${result.comparables[0]?.date}, rates ${formatMoney(Math.min(...rates))} to ${formatMoney(Math.max(...rates))} per sq ft`;
  return (
    <Box as="figure" mt="4">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`Comparables plotted: ${summary}`}>
        <line x1={PAD.l} x2={PAD.l} y1={PAD.t} y2={H - PAD.b} stroke="#999" />
        <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} stroke="#999" />
        {[r0, (r0 + r1) / 2, r1].map((r) => (
          <text key={r} x={PAD.l - 6} y={y(r) + 4} textAnchor="end" fontSize="11">
            {Math.round(r).toLocaleString('en-IN')}
          </text>
        ))}
        {[t0, t1 - 1].map((t) => (
          <text key={t} x={x(t)} y={H - 8} textAnchor="middle" fontSize="11">
            {new Date(t).toISOString().slice(0, 7)}
          </text>
        ))}
        {comparables.map((c) => (
          <circle key={`${c.source}-${c.id}`} cx={x(Date.parse(c.date))} cy={y(c.rate)} r="4" fill={COLOURS[c.source]} fillOpacity="0.75" />
        ))}
        {estimate.median !== null && line(estimate.median, '#16a34a', 'median')}
        {rr && line(rr.rate_sqft, '#6b7280', rr.local_name)}
      </svg>
      <HStack as="figcaption" gap="4" fontSize="sm">
        <Text color={COLOURS.CASE}>● Released cases</Text>
        <Text color={COLOURS.MARKET}>● Market transactions</Text>
        <Text>Rate per sq ft over time</Text>
      </HStack>
    </Box>
  );
}
