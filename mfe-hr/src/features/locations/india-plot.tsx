import india from '@svg-maps/india';
import { formatDateTime } from 'shared/core';
import type { LastPosition } from '../../model';
import { MAP_H, MAP_W, project } from './india-projection';

// Its own types name a types package it does not bring: the shape it ships, stated here.
const STATES = (india as unknown as { locations: { id: string; name: string; path: string }[] }).locations;

/** At least this much of the drawing is shown around the points (about 2.5 degrees), so the states around give the place. */
const MIN_SPAN = 50;
const W = 640;
const H = 360;

/**
 * The last positions on an outline of India's states (offline: the outline ships with the app),
 * zoomed to where the people are. Each point is a link to the map app.
 */
export function IndiaPlot({ rows, linkOf }: { rows: LastPosition[]; linkOf(r: LastPosition): string }) {
  const points = rows.map((r) => ({ r, at: project(r.lat, r.lng) }));
  const xs = points.map((p) => p.at[0]);
  const ys = points.map((p) => p.at[1]);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  // A 16:9 frame around the points, at least MIN_SPAN high, kept inside the drawing.
  const h = Math.min(
    MAP_H,
    Math.max(MIN_SPAN, (Math.max(...ys) - Math.min(...ys)) * 1.3, ((Math.max(...xs) - Math.min(...xs)) * 1.3 * 9) / 16),
  );
  const w = Math.min(MAP_W, (h * 16) / 9);
  const x0 = Math.max(0, Math.min(MAP_W - w, cx - w / 2));
  const y0 = Math.max(0, Math.min(MAP_H - h, cy - h / 2));
  // Points and labels in screen units (640 x 360): a browser draws no text under 6 units, so the
  // drawing is scaled to the frame, not the frame to the drawing.
  const k = W / w;
  const screen = ([x, y]: [number, number]) => [(x - x0) * k, (y - y0) * k] as const;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      // A group, not an image: each point is a link, and an image may hold nothing focusable.
      role="group"
      aria-label="Last positions on the map of India's states"
      style={{ width: '100%', maxWidth: W, background: '#ebf8ff', border: '1px solid #e2e8f0', borderRadius: 6 }}
    >
      <g aria-hidden="true" data-layer="states" transform={`scale(${k}) translate(${-x0} ${-y0})`}>
        {STATES.map((s) => (
          <path
            key={s.id}
            d={s.path}
            data-state={s.name}
            fill="#f7fafc"
            stroke="#a0aec0"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
      {points.map(({ r, at }) => {
        const [x, y] = screen(at);
        return (
          <a key={r.user_id} href={linkOf(r)} target="_blank" rel="noopener noreferrer" aria-label={`${r.name} on the map`}>
            <circle cx={x} cy={y} r={6} fill={r.source === 'PHOTO' ? '#d69e2e' : '#3182ce'} stroke="#fff" strokeWidth={1.5}>
              <title>{`${r.name}: ${formatDateTime(r.at)}`}</title>
            </circle>
            <text x={x + 8} y={y + 4} fontSize="10" fill="#1a202c">
              {r.name.split(' ')[0]}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
