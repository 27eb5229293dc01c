import { formatDateTime } from 'shared/core';
import type { LastPosition } from '../../model';
import { IndiaPlot } from './india-plot';
import { onIndiaMap } from './india-projection';

const W = 640;
const H = 360;
const PAD = 28;

/**
 * The last positions on the outline of India's states; any outside India: plotted by longitude (x)
 * and latitude (y) in their bounding box (equirectangular, fine at city scale). Each point is a
 * link to the map app.
 */
export function PositionPlot({ rows, linkOf }: { rows: LastPosition[]; linkOf(r: LastPosition): string }) {
  if (!rows.length) return null;
  if (rows.every((r) => onIndiaMap(r.lat, r.lng))) return <IndiaPlot rows={rows} linkOf={linkOf} />;
  const lats = rows.map((r) => r.lat);
  const lngs = rows.map((r) => r.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanLat = Math.max(maxLat - minLat, 0.01);
  const spanLng = Math.max(maxLng - minLng, 0.01);
  const x = (lng: number) => PAD + ((lng - minLng) / spanLng) * (W - 2 * PAD);
  const y = (lat: number) => H - PAD - ((lat - minLat) / spanLat) * (H - 2 * PAD);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      // A group, not an image: each point is a link, and an image may hold nothing focusable.
      role="group"
      aria-label="Last positions by latitude and longitude"
      style={{ width: '100%', maxWidth: W, background: '#f7fafc', border: '1px solid #e2e8f0', borderRadius: 6 }}
    >
      <text x={PAD} y={H - 8} fontSize="10" fill="#4a5568">{`${minLng.toFixed(3)}° E`}</text>
      <text x={W - PAD} y={H - 8} fontSize="10" fill="#4a5568" textAnchor="end">{`${maxLng.toFixed(3)}° E`}</text>
      <text x={4} y={H - PAD} fontSize="10" fill="#4a5568">{`${minLat.toFixed(3)}° N`}</text>
      <text x={4} y={PAD - 8} fontSize="10" fill="#4a5568">{`${maxLat.toFixed(3)}° N`}</text>
      {rows.map((r) => (
        <a key={r.user_id} href={linkOf(r)} target="_blank" rel="noopener noreferrer" aria-label={`${r.name} on the map`}>
          <circle cx={x(r.lng)} cy={y(r.lat)} r={6} fill={r.source === 'PHOTO' ? '#d69e2e' : '#3182ce'} stroke="#fff" strokeWidth={1.5}>
            <title>{`${r.name}: ${formatDateTime(r.at)}`}</title>
          </circle>
          <text x={x(r.lng) + 8} y={y(r.lat) + 4} fontSize="10" fill="#1a202c">
            {r.name.split(' ')[0]}
          </text>
        </a>
      ))}
    </svg>
  );
}
